import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { walletDiscount } from './wallet.ts';
import {
  CUSTOMER_ACCOUNTS,
  type CustomerAccount,
  type LedgerAccount,
  type LedgerEntry,
  movementEntries,
  type OrderWalletState,
  orderWalletMovement,
  orderWalletStateAfter,
  type WalletMovement,
} from './wallet-ledger.ts';

// A model of the ledger's tables (balances kept by triggers, a CHECK that refuses a customer
// account below zero, ADR 760) for the properties below; the server's own are in PostgreSQL.
/** How a movement changes what the customer sees: spendable balance and on hold (signed). */
function customerEffect(entries: readonly LedgerEntry[]): { balance: number; onHold: number } {
  let balance = 0;
  let onHold = 0;
  for (const e of entries) {
    if (e.account === 'wallet') balance += e.amount;
    else if (e.account === 'hold') onHold += e.amount;
  }
  return { balance, onHold };
}

type Balances = Readonly<Record<LedgerAccount, number>>;

const EMPTY_BALANCES: Balances = {
  wallet: 0,
  hold: 0,
  clearing: 0,
  promotions: 0,
  sales: 0,
  adjustments: 0,
};

/**
 * Applies entries to balances, or refuses the whole transaction with INSUFFICIENT_BALANCE when a
 * customer account would go below zero (what the database's check constraint does, ADR 760).
 */
function applyEntries(
  balances: Balances,
  entries: readonly LedgerEntry[],
): { ok: true; balances: Balances } | { ok: false; code: 'INSUFFICIENT_BALANCE'; account: CustomerAccount } {
  const next: Record<LedgerAccount, number> = { ...balances };
  for (const e of entries) next[e.account] += e.amount;
  for (const a of CUSTOMER_ACCOUNTS) {
    if (next[a] < 0) return { ok: false, code: 'INSUFFICIENT_BALANCE', account: a };
  }
  return { ok: true, balances: next };
}

/** Whether entries balance: the rule every transaction of the ledger keeps. */
const entriesBalance = (entries: readonly LedgerEntry[]): boolean =>
  entries.reduce((sum, e) => sum + e.amount, 0) === 0;

const amount = fc.integer({ min: 1, max: 1_000_000 });

// One customer's wallet through random top-ups, orders paying partly or wholly with it, online
// outcomes, cancellations and staff adjustments — the ledger's rules after every step.
type Op =
  | { op: 'package'; paid: number; bonus: number }
  | { op: 'order'; total: number; online: boolean }
  | { op: 'event'; order: number; event: 'settled' | 'closed' | 'abandoned' }
  | { op: 'staff'; credit: boolean; amount: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('package' as const),
    paid: amount,
    bonus: fc.integer({ min: 0, max: 100_000 }),
  }),
  fc.record({
    op: fc.constant('order' as const),
    total: fc.integer({ min: 0, max: 2_000_000 }),
    online: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('event' as const),
    order: fc.nat(40),
    event: fc.constantFrom('settled' as const, 'closed' as const, 'abandoned' as const),
  }),
  fc.record({ op: fc.constant('staff' as const), credit: fc.boolean(), amount }),
);

type Order = { part: number; state: OrderWalletState | null };

function run(ops: Op[]) {
  let balances: Balances = EMPTY_BALANCES;
  const orders: Order[] = [];
  const transactions: LedgerEntry[][] = [];
  const post = (m: WalletMovement): boolean => {
    const entries = movementEntries(m);
    const applied = applyEntries(balances, entries);
    if (!applied.ok) return false;
    balances = applied.balances;
    transactions.push(entries);
    return true;
  };
  for (const o of ops) {
    if (o.op === 'package') post({ kind: 'package', paid: o.paid, credit: o.paid + o.bonus });
    else if (o.op === 'staff') post({ kind: o.credit ? 'staff_credit' : 'staff_debit', amount: o.amount });
    else if (o.op === 'order') {
      const part = walletDiscount({ enabled: true, useWallet: true, balance: balances.wallet }, o.total);
      const rest = o.total - part;
      if (part === 0) {
        orders.push({ part, state: null });
        continue;
      }
      const kind = o.online && rest > 0 ? 'order_hold' : 'order_debit';
      // The part never exceeds the balance, so the hold or debit is always accepted.
      expect(post({ kind, amount: part })).toBe(true);
      orders.push({ part, state: orderWalletStateAfter(kind) });
    } else {
      const order = orders[o.order];
      if (!order?.state) continue;
      const m = orderWalletMovement(order.state, order.part, o.event);
      if (m && post(m)) order.state = orderWalletStateAfter(m.kind);
    }
  }
  return { balances, orders, transactions };
}

describe('the wallet ledger (ADR 760)', () => {
  it('every transaction sums to zero, no customer account goes negative, holds match open orders', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 120 }), (ops) => {
        const { balances, orders, transactions } = run(ops);
        for (const t of transactions) {
          expect(entriesBalance(t)).toBe(true);
          for (const e of t) expect(Number.isSafeInteger(e.amount) && e.amount !== 0).toBe(true);
        }
        expect(balances.wallet).toBeGreaterThanOrEqual(0);
        expect(balances.hold).toBeGreaterThanOrEqual(0);
        // The hold account is exactly the parts of orders still held.
        const held = orders.filter((o) => o.state === 'held').reduce((s, o) => s + o.part, 0);
        expect(balances.hold).toBe(held);
        // Derived balances equal the sum of the customer's entries.
        const fromEntries = transactions.reduce(
          (acc, t) => {
            const e = customerEffect(t);
            return { balance: acc.balance + e.balance, onHold: acc.onHold + e.onHold };
          },
          { balance: 0, onHold: 0 },
        );
        expect(fromEntries).toEqual({ balance: balances.wallet, onHold: balances.hold });
        // The whole ledger sums to zero.
        expect(Object.values(balances).reduce((s, v) => s + v, 0)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('an order never takes more than the balance or its total', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (balance, total) => {
        const part = walletDiscount({ enabled: true, useWallet: true, balance }, total);
        expect(part).toBe(Math.min(balance, total));
      }),
    );
  });

  it('a held part is captured or released once; a spent one refunded once; returned is final', () => {
    expect(orderWalletMovement('held', 500, 'settled')).toEqual({ kind: 'order_capture', amount: 500 });
    expect(orderWalletMovement('held', 500, 'closed')).toEqual({ kind: 'order_release', amount: 500 });
    expect(orderWalletMovement('held', 500, 'abandoned')).toEqual({ kind: 'order_release', amount: 500 });
    expect(orderWalletMovement('spent', 500, 'closed')).toEqual({ kind: 'order_refund', amount: 500 });
    expect(orderWalletMovement('spent', 500, 'settled')).toBeNull();
    expect(orderWalletMovement('returned', 500, 'closed')).toBeNull();
  });

  it('a package credits what it gives: paid from clearing, the bonus from promotions', () => {
    expect(movementEntries({ kind: 'package', paid: 10_000, credit: 11_000 })).toEqual([
      { account: 'wallet', amount: 11_000 },
      { account: 'clearing', amount: -10_000 },
      { account: 'promotions', amount: -1_000 },
    ]);
    expect(movementEntries({ kind: 'package', paid: 5_000, credit: 5_000 })).toHaveLength(2);
  });

  it('refuses amounts that are not positive integer minor units', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 53, '10' as unknown as number]) {
      expect(() => movementEntries({ kind: 'staff_credit', amount: bad })).toThrow(DomainError);
    }
    expect(() => movementEntries({ kind: 'package', paid: 12, credit: 10 })).toThrow(DomainError);
  });

  it('a debit past the balance is refused as a whole', () => {
    const r = applyEntries(
      { ...EMPTY_BALANCES, wallet: 100 },
      movementEntries({ kind: 'staff_debit', amount: 101 }),
    );
    expect(r).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE', account: 'wallet' });
  });
});
