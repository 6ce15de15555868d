// The ledger's writes and reads (ADR 760). Every write runs inside the caller's transaction, so
// a wallet movement commits or rolls back with the order, payment or purchase it belongs to.
import {
  BUSINESS_ACCOUNTS,
  CUSTOMER_ACCOUNTS,
  type LedgerAccount,
  movementEntries,
  type OrderPaymentEvent,
  type OrderWalletState,
  orderWalletMovement,
  orderWalletStateAfter,
  type WalletMovement,
  type WalletMovementKind,
} from '@sufra/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { poolOf } from '../../platform/db/client-transaction.ts';

/** Anything that runs SQL: the pool's Db or a transaction of it. */
type Sql = Pick<Db, 'execute'>;

export type AccountIds = Record<LedgerAccount, number>;
const ALL_KINDS: readonly LedgerAccount[] = [...CUSTOMER_ACCOUNTS, ...BUSINESS_ACCOUNTS];

async function selectAccounts(tx: Sql, businessId: number, customerId: number) {
  const { rows } = await tx.execute<{ id: number; kind: LedgerAccount }>(sql`
    SELECT id, kind FROM wallet_accounts
    WHERE business_id = ${businessId} AND (customer_id = ${customerId} OR customer_id IS NULL)`);
  return rows;
}

/** The ids of a customer's two accounts and the business's four, created on first use. */
export async function accountIds(tx: Sql, businessId: number, customerId: number): Promise<AccountIds> {
  let rows = await selectAccounts(tx, businessId, customerId);
  if (rows.length < ALL_KINDS.length) {
    const values = ALL_KINDS.map(
      (kind) =>
        sql`(${businessId}, ${(CUSTOMER_ACCOUNTS as readonly string[]).includes(kind) ? customerId : null}::integer, ${kind})`,
    );
    await tx.execute(sql`
      INSERT INTO wallet_accounts (business_id, customer_id, kind) VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT DO NOTHING`);
    // A separate statement: it sees rows a concurrent first use committed while this one waited.
    rows = await selectAccounts(tx, businessId, customerId);
  }
  return idsOf(rows);
}

const idsOf = (rows: { id: number | string; kind: LedgerAccount }[]) =>
  Object.fromEntries(rows.map((r) => [r.kind, Number(r.id)])) as AccountIds;

export type WalletBalance = { balance: number; onHold: number };

// The customer's two accounts (locked, in id order) and the business's four (read: no entry
// updates them), in one statement.
const LOCK_WALLET = `
  WITH mine AS MATERIALIZED (
    SELECT id, kind, balance FROM wallet_accounts
    WHERE business_id = $1 AND customer_id = $2 ORDER BY id FOR UPDATE)
  SELECT id, kind, balance FROM mine
  UNION ALL
  SELECT id, kind, 0 FROM wallet_accounts WHERE business_id = $1 AND customer_id IS NULL`;
const READ_WALLET = `
  SELECT id, kind, balance FROM wallet_accounts
  WHERE business_id = $1 AND (customer_id = $2 OR customer_id IS NULL)`;

type WalletRow = { id: number; kind: LedgerAccount; balance: string };
export type WalletSnapshot = WalletBalance & { ids: AccountIds };
const snapshotOf = (rows: WalletRow[]): WalletSnapshot => ({ ...balancesOf(rows), ids: idsOf(rows) });

/**
 * Both balances and all six account ids, without a lock: a wallet order priced on them posts in
 * its insert's own statement, where the database refuses a balance below zero (ADR 761
 * amendment). Null when the accounts are not made yet (`lockWallet` makes them).
 */
export async function readWallet(
  db: Db,
  businessId: number,
  customerId: number,
): Promise<WalletSnapshot | null> {
  const { rows } = await poolOf(db).query<WalletRow>({
    name: 'sufra_read_wallet',
    text: READ_WALLET,
    values: [businessId, customerId],
  });
  return rows.length < ALL_KINDS.length ? null : snapshotOf(rows);
}

/**
 * Locks the customer's two account rows (every spending of the wallet is serialised here: two
 * orders at once cannot both spend one balance) and reads both balances and all six account ids,
 * in one statement (ADR 761 amendment); a movement posted under the lock takes the ids from here.
 * A named prepared statement, as the order insert (ADR 402): `tx` is a `withClientTransaction`
 * connection, whose client it runs on.
 */
export async function lockWallet(tx: Db, businessId: number, customerId: number): Promise<WalletSnapshot> {
  const lock = () =>
    poolOf(tx).query<WalletRow>({
      name: 'sufra_lock_wallet',
      text: LOCK_WALLET,
      values: [businessId, customerId],
    });
  let { rows } = await lock();
  if (rows.length < ALL_KINDS.length) {
    // A first use: create the accounts, then lock them.
    await accountIds(tx, businessId, customerId);
    ({ rows } = await lock());
  }
  return snapshotOf(rows);
}

const balancesOf = (rows: { kind: string; balance: string | number }[]): WalletBalance => ({
  balance: Number(rows.find((r) => r.kind === 'wallet')?.balance ?? 0),
  onHold: Number(rows.find((r) => r.kind === 'hold')?.balance ?? 0),
});

/** Both balances without a lock (pages, calc-order). */
export async function readBalance(db: Sql, businessId: number, customerId: number): Promise<WalletBalance> {
  const { rows } = await db.execute<{ kind: string; balance: string }>(sql`
    SELECT kind, balance FROM wallet_accounts
    WHERE business_id = ${businessId} AND customer_id = ${customerId}`);
  return balancesOf(rows);
}

export type Posting = {
  businessId: number;
  customerId: number;
  /** Unique per business: the same key twice posts once (ADR 760). */
  key: string;
  movement: WalletMovement;
  orderId?: number | null;
  purchaseId?: number | null;
  reason?: string | null;
  actor?: string | null;
  /** The accounts' ids, when the caller holds them already (from `lockWallet`, same transaction). */
  ids?: AccountIds;
};

/**
 * Posts a movement: its transaction and balanced entries, or nothing when its key was posted
 * before (false). A customer account that would go negative makes the database refuse the whole
 * statement (CHECK wallet_accounts_not_negative), which aborts the caller's transaction.
 */
export async function post(tx: Sql, p: Posting): Promise<boolean> {
  const entries = movementEntries(p.movement);
  const ids = p.ids ?? (await accountIds(tx, p.businessId, p.customerId));
  const values = entries.map((e) => sql`(${ids[e.account]}::integer, ${e.amount}::bigint)`);
  const { rows } = await tx.execute<{ id: string }>(sql`
    WITH t AS (
      INSERT INTO wallet_transactions (business_id, customer_id, kind, key, order_id, purchase_id, reason, actor)
      VALUES (${p.businessId}, ${p.customerId}, ${p.movement.kind}, ${p.key}, ${p.orderId ?? null},
        ${p.purchaseId ?? null}, ${p.reason ?? null}, ${p.actor ?? null})
      ON CONFLICT (business_id, key) DO NOTHING
      RETURNING id
    ), e AS (
      INSERT INTO wallet_entries (transaction_id, account_id, amount)
      SELECT t.id, v.account_id, v.amount FROM t CROSS JOIN (VALUES ${sql.join(values, sql`, `)}) AS v(account_id, amount)
    )
    SELECT id FROM t`);
  return rows.length > 0;
}

/**
 * A movement posted by the statement that creates its order (ADR 761): one round trip fewer on
 * every wallet order, and the order and its debit or hold cannot exist one without the other.
 * The key is `order:<id>:<step>`, as `post` would write it; no ON CONFLICT: a new order's key is
 * new, and a clash must fail the order rather than leave it unpaid.
 */
export type OrderPosting = { customerId: number; movement: WalletMovement; step: string; ids: AccountIds };

/** The CTEs that post `OrderPosting` for the order row of CTE `order`, from parameter `first` on. */
export const orderPostingSql = (order: string, first: number) => `
  wt AS (
    INSERT INTO wallet_transactions (business_id, customer_id, kind, key, order_id)
    SELECT ${order}.business_id, $${first}::integer, $${first + 1}::text,
      'order:' || ${order}.id || ':' || $${first + 2}::text, ${order}.id
    FROM ${order}
    RETURNING id
  ),
  we AS (
    INSERT INTO wallet_entries (transaction_id, account_id, amount)
    SELECT wt.id, v.account_id, v.amount
    FROM wt CROSS JOIN unnest($${first + 3}::integer[], $${first + 4}::bigint[]) AS v(account_id, amount)
  )`;

/** `orderPostingSql`'s parameters, in order. */
export function orderPostingValues(p: OrderPosting): unknown[] {
  const entries = movementEntries(p.movement);
  return [
    p.customerId,
    p.movement.kind,
    p.step,
    entries.map((e) => p.ids[e.account]),
    entries.map((e) => e.amount),
  ];
}

/** Whether an error is the database refusing a negative customer balance. */
export const isInsufficientBalance = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { constraint?: string })?.constraint === 'wallet_accounts_not_negative';
};

/** Where an order's wallet part stands, from its transactions; null when it has none. */
export async function orderWalletState(tx: Sql, orderId: number): Promise<OrderWalletState | null> {
  const { rows } = await tx.execute<{ kind: WalletMovementKind }>(sql`
    SELECT kind FROM wallet_transactions WHERE order_id = ${orderId} ORDER BY id`);
  let state: OrderWalletState | null = null;
  for (const r of rows) state = orderWalletStateAfter(r.kind) ?? state;
  return state;
}

/**
 * Moves an order's wallet part for a payment event (ADR 761): capture, release or refund, each
 * at most once (its key). The caller holds the order's row lock, taken before any wallet row as
 * in every order/payment transaction.
 */
export async function moveOrderWallet(tx: Sql, orderId: number, event: OrderPaymentEvent): Promise<void> {
  const { rows } = await tx.execute<{ business_id: number; user_id: number | null; wallet_discount: number }>(
    sql`SELECT business_id, user_id, wallet_discount FROM orders WHERE id = ${orderId}`,
  );
  const order = rows[0];
  if (!order || order.wallet_discount <= 0 || order.user_id === null) return;
  const state = await orderWalletState(tx, orderId);
  if (!state) return;
  const movement = orderWalletMovement(state, order.wallet_discount, event);
  if (!movement) return;
  // Capture and release end one hold: one key, so only the first of them can ever post.
  const step = movement.kind === 'order_refund' ? 'refund' : 'settle';
  await post(tx, {
    businessId: order.business_id,
    customerId: order.user_id,
    key: `order:${orderId}:${step}`,
    movement,
    orderId,
  });
}

export type HistoryRow = {
  id: number;
  kind: WalletMovementKind;
  orderId: number | null;
  /** The order's public reference, what the customer is shown (ADR 1472). */
  orderRef: string | null;
  reason: string | null;
  createdAt: Date;
  balanceChange: number;
  holdChange: number;
};

/** A customer's transactions, newest first, with what each did to the balance and the hold. */
export async function history(
  db: Db,
  businessId: number,
  customerId: number,
  page: number,
  perPage: number,
): Promise<{ rows: HistoryRow[]; hasMore: boolean }> {
  const { rows } = await db.execute<{
    id: string;
    kind: WalletMovementKind;
    order_id: number | null;
    order_ref: string | null;
    reason: string | null;
    created_at: Date | string;
    balance_change: string;
    hold_change: string;
  }>(sql`
    SELECT t.id, t.kind, t.order_id, o.public_ref AS order_ref, t.reason, t.created_at,
      coalesce(sum(e.amount) FILTER (WHERE a.kind = 'wallet'), 0) AS balance_change,
      coalesce(sum(e.amount) FILTER (WHERE a.kind = 'hold'), 0) AS hold_change
    FROM wallet_transactions t
    JOIN wallet_entries e ON e.transaction_id = t.id
    JOIN wallet_accounts a ON a.id = e.account_id
    LEFT JOIN orders o ON o.id = t.order_id
    WHERE t.business_id = ${businessId} AND t.customer_id = ${customerId}
    GROUP BY t.id, o.public_ref
    ORDER BY t.id DESC
    LIMIT ${perPage + 1} OFFSET ${(page - 1) * perPage}`);
  return {
    rows: rows.slice(0, perPage).map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      orderId: r.order_id,
      orderRef: r.order_ref,
      reason: r.reason,
      createdAt: new Date(r.created_at),
      balanceChange: Number(r.balance_change),
      holdChange: Number(r.hold_change),
    })),
    hasMore: rows.length > perPage,
  };
}
