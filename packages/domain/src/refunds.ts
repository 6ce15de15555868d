// Refunds of an order (ADR 1430): what may still be given back, and what an
// item refund is worth. Exact integer minor units; the server decides every figure.

/** A refund asked for by the staff: some lines (or part of their quantity), or an amount. */
export type RefundPick = { position: number; quantity: number };

export type RefundLine = { position: number; quantity: number; net: number };

export type RefundProblem =
  | 'REFUND_NOTHING_PAID'
  | 'REFUND_AMOUNT_INVALID'
  | 'REFUND_EXCEEDS_PAID'
  | 'REFUND_LINE_UNKNOWN'
  | 'REFUND_LINE_QUANTITY';

/** Longest reason a refund keeps (it is shown to the diner and in the audit trail). */
export const REFUND_REASON_MAX = 200;

/**
 * What is still refundable: what was paid less every refund not refused (pending ones count: a
 * refund on its way to the gateway is money already promised back).
 */
export const refundableAmount = (paid: number, refunds: readonly { amount: number; status: string }[]) =>
  Math.max(0, paid - refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0));

/**
 * The worth of refunding some lines: each line's net (after its discounts) per unit, times the
 * quantity picked, rounded down so a line refunded unit by unit never gives back more than its net.
 */
export function linesRefundAmount(
  lines: readonly RefundLine[],
  picks: readonly RefundPick[],
): { amount: number } | { problem: RefundProblem } {
  let amount = 0;
  const seen = new Set<number>();
  for (const pick of picks) {
    const line = lines.find((l) => l.position === pick.position);
    if (!line || seen.has(pick.position)) return { problem: 'REFUND_LINE_UNKNOWN' };
    seen.add(pick.position);
    if (!Number.isInteger(pick.quantity) || pick.quantity < 1 || pick.quantity > line.quantity)
      return { problem: 'REFUND_LINE_QUANTITY' };
    amount +=
      pick.quantity === line.quantity ? line.net : Math.floor((line.net * pick.quantity) / line.quantity);
  }
  return { amount };
}

/** Why this refund cannot be made, or null. */
export function refundProblem(amount: number, refundable: number, paid: number): RefundProblem | null {
  if (paid <= 0) return 'REFUND_NOTHING_PAID';
  if (!Number.isSafeInteger(amount) || amount < 1) return 'REFUND_AMOUNT_INVALID';
  if (amount > refundable) return 'REFUND_EXCEEDS_PAID';
  return null;
}
