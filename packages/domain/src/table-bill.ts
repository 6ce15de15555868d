// The shared table's bill (ADR 1402): exact integer minor units, never lost or doubled. Every
// split here sums to the total it was given; the remainder of a division is stated, and lands on
// the first parts, one minor unit each.

/** `total` in `n` parts as even as integers allow: the first `remainder` parts carry one unit more. */
export function splitEvenly(total: number, n: number): { parts: number[]; remainder: number } {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a whole amount');
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be at least 1');
  const base = Math.floor(total / n);
  const remainder = total - base * n;
  return { parts: Array.from({ length: n }, (_, i) => base + (i < remainder ? 1 : 0)), remainder };
}

/**
 * `total` shared in proportion to `weights` (largest remainder): what a round's total (its taxes
 * included) comes to per line, in proportion to the lines' own prices. All weights zero: evenly.
 */
export function allocateByWeights(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0) return splitEvenly(total, weights.length).parts;
  const exact = weights.map((w) => (total * w) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, f) => a + f, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return floors;
}

export type BillLine = {
  /** The line's share of its round's total (from `allocateByWeights`). */
  amount: number;
  /** Who pays it: its diner, or the diners chosen to share it (a shared dish). */
  payers: readonly number[];
};

/**
 * "Each pays their own dishes": each diner's sum, a shared dish divided evenly among its payers
 * (the first payers named carry its remainder). Diners in the order they first appear.
 */
export function splitByItems(lines: readonly BillLine[]): Map<number, number> {
  const byDiner = new Map<number, number>();
  for (const line of lines) {
    const payers = [...new Set(line.payers)];
    if (payers.length === 0) throw new RangeError('a line needs at least one payer');
    const { parts } = splitEvenly(line.amount, payers.length);
    for (const [i, diner] of payers.entries())
      byDiner.set(diner, (byDiner.get(diner) ?? 0) + (parts[i] ?? 0));
  }
  return byDiner;
}
