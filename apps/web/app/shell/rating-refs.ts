/**
 * The persisted `ratingRefIds` (ADR 781): the orders this device was already asked to rate (or
 * that can no longer be rated), so the next visit asks about an order once only (ADR 781).
 */
const key = (ref: string) => `sufra:ratingRefIds:${ref}`;

/** Orders by public reference; those a phone kept before it (ADR 1471) by their old id. */
export function ratingRefIds(ref: string): (string | number)[] {
  try {
    const list = JSON.parse(localStorage.getItem(key(ref)) ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter((n): n is string | number => Number.isInteger(n) || typeof n === 'string')
      : [];
  } catch {
    return [];
  }
}

export function rememberRatingRef(ref: string, order: string | number): void {
  try {
    const rest = ratingRefIds(ref).filter((id) => id !== order);
    localStorage.setItem(key(ref), JSON.stringify([order, ...rest].slice(0, 100)));
  } catch {
    // Storage blocked: the prompt may ask again next visit, nothing worse.
  }
}

/** How long after an order the next visit may still ask about it. */
export const ASK_WITHIN_DAYS = 14;
