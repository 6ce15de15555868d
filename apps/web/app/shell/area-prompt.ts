import type { ZoneChoice } from './page-data.ts';

// Whether to ask the delivery area after an add (ADR 900), callable from the shell's add-to-cart
// without loading the picker itself.

/** The area picker's openers: the picker (features/storefront/delivery-area.tsx) registers itself. */
export const areaPickerOpeners = new Set<() => void>();
/** Opens the area picker from anywhere (the "Deliver to" chip). */
export const openAreaPicker = () => {
  for (const o of areaPickerOpeners) o();
};

export const AREA_DISMISSED = 'sufra:area-dismissed';

/**
 * After an add to a delivery cart: the area question, unless an area is chosen, shipping abroad
 * is on, or the branch lists no areas (then the map step asks).
 */
export function askAreaIfUnknown(
  cart: { queriedAreaId: number | null; shipping?: unknown },
  zones: readonly ZoneChoice[],
) {
  // "Later" on the question holds for the visit (the chip still opens it).
  if (cart.shipping || !zones.length || sessionStorage.getItem(AREA_DISMISSED)) return;
  if (zones.some((z) => z.areas.some((a) => a.id === cart.queriedAreaId))) return;
  openAreaPicker();
}
