// [product: Delivery, areas and shipping] geocoding: the short name shown for a geocoded place, from a Nominatim `address` object.

/** The parts named, most precise first; a missing or blank part is skipped. */
const PARTS = ['building', 'road', 'neighbourhood', 'suburb', 'district', 'quarter'] as const;

/**
 * "building, road, neighbourhood, suburb, district, quarter", then the city — or the state when
 * there is no city. Repeated names (a suburb named like its district) appear once. Empty when the
 * address has none of them, so the caller can fall back to the geocoder's own display_name.
 */
export function geocodeDisplayName(address: Readonly<Record<string, unknown>> | null | undefined): string {
  if (!address || typeof address !== 'object') return '';
  const text = (key: string) => {
    const v = address[key];
    return typeof v === 'string' ? v.trim() : '';
  };
  const parts: string[] = [];
  for (const key of PARTS) parts.push(text(key));
  parts.push(text('city') || text('state'));
  const seen = new Set<string>();
  return parts
    .filter((p) => {
      const k = p.toLocaleLowerCase();
      if (!p || seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .join(', ');
}
