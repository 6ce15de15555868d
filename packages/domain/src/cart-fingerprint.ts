/**
 * A short fingerprint of a cart's lines (ADR 1346): what the diner saw when they
 * confirmed "Place order". The order carries it; the server computes it again from the lines it
 * prices and refuses the order when they differ (CART_CHANGED), so an order is never placed for a
 * cart the diner did not confirm — a tap queued before the scripts ran on an empty cart cannot
 * later place the dishes added since. Order of lines and of a line's modifiers does not matter.
 */
export type FingerprintLine = {
  item_id: number;
  price_label_id: number;
  quantity: number;
  /** Modifier ids, comma separated, one per unit (as the order request sends them). */
  modifiers?: string | null | undefined;
  comment?: string | null | undefined;
};

/** The fingerprint of no lines at all: an empty cart, which no order can be placed from. */
export const EMPTY_CART_FINGERPRINT = cartFingerprint([]);

export function cartFingerprint(lines: readonly FingerprintLine[]): string {
  const canonical = lines
    .map((l) => {
      const modifiers = (l.modifiers ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean)
        .sort()
        .join(',');
      return `${l.item_id}:${l.price_label_id}:${l.quantity}:${modifiers}:${(l.comment ?? '').trim()}`;
    })
    .sort()
    .join('|');
  // FNV-1a, 32 bits: a check against mistakes and stale taps, not a secret.
  let hash = 0x811c9dc5;
  for (let i = 0; i < canonical.length; i++) {
    hash ^= canonical.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const isCartFingerprint = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}$/.test(value);
