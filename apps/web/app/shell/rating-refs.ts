/**
 * The persisted `ratingRefIds` (ADR 781): the orders this device was already asked to rate (or
 * that can no longer be rated), so the next visit asks about an order once only (ADR 781).
 */
const key = (ref: string) => `sufra:ratingRefIds:${ref}`;

export function ratingRefIds(ref: string): number[] {
  try {
    const list = JSON.parse(localStorage.getItem(key(ref)) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function rememberRatingRef(ref: string, orderId: number): void {
  try {
    const rest = ratingRefIds(ref).filter((id) => id !== orderId);
    localStorage.setItem(key(ref), JSON.stringify([orderId, ...rest].slice(0, 100)));
  } catch {
    // Storage blocked: the prompt may ask again next visit, nothing worse.
  }
}

/** How long after an order the next visit may still ask about it. */
export const ASK_WITHIN_DAYS = 14;
