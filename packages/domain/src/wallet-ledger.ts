// The wallet's double-entry ledger (ADR 760): every movement of money is a transaction of entries
// that sum to zero, in integer minor units of the business's one currency. Customer accounts (the
// spendable wallet and what is on hold for an order paid partly online) never go below zero; the
// business's own accounts (payments clearing, promotions, sales, adjustments) are the other side.
import { DomainError, DomainErrorCode } from './errors.ts';

/** A customer's accounts: both are the business's liability to that customer, never negative. */
export const CUSTOMER_ACCOUNTS = ['wallet', 'hold'] as const;
/** The business's side of every movement (may go negative: money in, bonuses given…). */
export const BUSINESS_ACCOUNTS = ['clearing', 'promotions', 'sales', 'adjustments'] as const;
export type CustomerAccount = (typeof CUSTOMER_ACCOUNTS)[number];
export type BusinessAccount = (typeof BUSINESS_ACCOUNTS)[number];
export type LedgerAccount = CustomerAccount | BusinessAccount;

/** What a transaction records, as the customer's history names it. */
export type WalletMovement =
  /** A credit package paid online: `paid` came in through the gateway, the rest is the bonus. */
  | { kind: 'package'; paid: number; credit: number }
  /** The wallet part of an order whose rest is paid online: set aside until that payment ends. */
  | { kind: 'order_hold'; amount: number }
  /** The online part was paid: the held part is spent. */
  | { kind: 'order_capture'; amount: number }
  /** The online part will never be paid (order closed, abandoned): the held part comes back. */
  | { kind: 'order_release'; amount: number }
  /** The wallet part of an order whose rest is cash, pay later or nothing: spent at once. */
  | { kind: 'order_debit'; amount: number }
  /** A cancelled or rejected order gives its spent wallet part back. */
  | { kind: 'order_refund'; amount: number }
  /** Staff added credit (a goodwill gesture, a correction), with a reason. */
  | { kind: 'staff_credit'; amount: number }
  /** Staff took credit away, with a reason. */
  | { kind: 'staff_debit'; amount: number }
  /** An expired package bonus. */
  | { kind: 'expiry'; amount: number };

export type WalletMovementKind = WalletMovement['kind'];

export type LedgerEntry = { account: LedgerAccount; amount: number };

/** Positive integer minor units, below what a PostgreSQL bigint and a JS number both hold exactly. */
function requireAmount(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new DomainError(DomainErrorCode.notInteger, field);
  if (value <= 0) throw new DomainError(DomainErrorCode.outOfRange, field);
  return value;
}

const pair = (from: LedgerAccount, to: LedgerAccount, amount: number): LedgerEntry[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];

/** The entries of a movement: they always sum to zero; a zero part (no bonus) has no entry. */
export function movementEntries(m: WalletMovement): LedgerEntry[] {
  switch (m.kind) {
    case 'package': {
      const credit = requireAmount(m.credit, 'credit');
      const paid = requireAmount(m.paid, 'paid');
      if (paid > credit) throw new DomainError(DomainErrorCode.outOfRange, 'paid');
      const entries: LedgerEntry[] = [
        { account: 'wallet', amount: credit },
        { account: 'clearing', amount: -paid },
      ];
      if (credit > paid) entries.push({ account: 'promotions', amount: paid - credit });
      return entries;
    }
    case 'order_hold':
      return pair('wallet', 'hold', requireAmount(m.amount, 'amount'));
    case 'order_capture':
      return pair('hold', 'sales', requireAmount(m.amount, 'amount'));
    case 'order_release':
      return pair('hold', 'wallet', requireAmount(m.amount, 'amount'));
    case 'order_debit':
      return pair('wallet', 'sales', requireAmount(m.amount, 'amount'));
    case 'order_refund':
      return pair('sales', 'wallet', requireAmount(m.amount, 'amount'));
    case 'staff_credit':
      return pair('adjustments', 'wallet', requireAmount(m.amount, 'amount'));
    case 'staff_debit':
      return pair('wallet', 'adjustments', requireAmount(m.amount, 'amount'));
    case 'expiry':
      return pair('wallet', 'promotions', requireAmount(m.amount, 'amount'));
    default:
      throw new DomainError(DomainErrorCode.invalidValue, 'kind');
  }
}

/**
 * Where an order's wallet part stands: `held` (its online rest is not paid yet), `spent` (captured
 * or debited), `returned` (released or refunded). Derived from the order's ledger transactions.
 */
export type OrderWalletState = 'held' | 'spent' | 'returned';

/** What happens to an order's payment that moves its wallet part. */
export type OrderPaymentEvent =
  /** The online rest was paid, or the order switched to cash / pay later. */
  | 'settled'
  /** The order was cancelled or rejected. */
  | 'closed'
  /** The online rest was given up (the attempt expired with the order unpaid). */
  | 'abandoned';

/**
 * The one movement an order event makes of its wallet part (ADR 761), or null: a held part is
 * captured when the rest is settled and released when the order ends unpaid; a spent part is
 * refunded to the wallet when the order is cancelled or rejected.
 */
export function orderWalletMovement(
  state: OrderWalletState,
  amount: number,
  event: OrderPaymentEvent,
): WalletMovement | null {
  if (amount <= 0) return null;
  if (state === 'held') {
    return event === 'settled' ? { kind: 'order_capture', amount } : { kind: 'order_release', amount };
  }
  if (state === 'spent' && event === 'closed') return { kind: 'order_refund', amount };
  return null;
}

/** The state an order's wallet part reaches after a movement. */
export function orderWalletStateAfter(kind: WalletMovementKind): OrderWalletState | null {
  if (kind === 'order_hold') return 'held';
  if (kind === 'order_capture' || kind === 'order_debit') return 'spent';
  if (kind === 'order_release' || kind === 'order_refund') return 'returned';
  return null;
}
