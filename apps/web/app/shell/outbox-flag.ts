/**
 * Set by a page that keeps an order, cleared once the outbox is empty: pages load the outbox's
 * code only when it says something waits (ADR 906), not on every visit. The worker has no
 * localStorage; a flag it cannot clear only makes the next page look once more.
 */
export const OUTBOX_FLAG = 'sufra:outbox';
