// The shared table's reads and writes (ADR 1400–1404). Every write runs in the caller's
// transaction; `touch` bumps the session's version and announces it (NOTIFY at commit).
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { PartForPayment } from '../payments/table-part-port.ts';

export const TABLE_EVENTS_CHANNEL = 'sufra_table_events';

export type SessionRow = {
  id: number;
  business_id: number;
  branch_id: number;
  table_id: number;
  status: 'open' | 'closed';
  version: number;
  bill_mode: 'all' | 'even' | 'items' | null;
  opened_at: string;
};

const SESSION = sql`id, business_id, branch_id, table_id, status, version, bill_mode, opened_at::text`;

/** The table's open session, opened now if there is none (one per table: the partial unique index). */
export async function openSessionOf(
  db: Db,
  where: { businessId: number; branchId: number; tableId: number },
): Promise<SessionRow> {
  const found = await findOpenSession(db, where.tableId);
  if (found) return found;
  await db.execute(sql`
    INSERT INTO table_sessions (business_id, branch_id, table_id)
    VALUES (${where.businessId}, ${where.branchId}, ${where.tableId})
    ON CONFLICT (table_id) WHERE status = 'open' DO NOTHING`);
  const made = await findOpenSession(db, where.tableId);
  if (!made) throw new Error('table session insert found nothing');
  return made;
}

export async function findOpenSession(db: Db, tableId: number, lock = false): Promise<SessionRow | null> {
  const { rows } = await db.execute<SessionRow>(sql`
    SELECT ${SESSION} FROM table_sessions WHERE table_id = ${tableId} AND status = 'open'
    ${lock ? sql`FOR NO KEY UPDATE` : sql``}`);
  return rows[0] ?? null;
}

/**
 * The session; `lock` takes its row for the table's writers (one at a time). FOR NO KEY UPDATE,
 * not FOR UPDATE: a payment's insert checks its foreign key with a KEY SHARE lock on the
 * session, which FOR UPDATE would queue behind — and the payer's version bump behind that: a
 * deadlock when a tap and the board's confirmation met (ADR 1509).
 */
export async function findSession(db: Db, businessId: number, sessionId: number, lock = false) {
  const { rows } = await db.execute<SessionRow>(sql`
    SELECT ${SESSION} FROM table_sessions WHERE id = ${sessionId} AND business_id = ${businessId}
    ${lock ? sql`FOR NO KEY UPDATE` : sql``}`);
  return rows[0] ?? null;
}

/** The last session of a table (closed ones too): a round or payment on it says "closed". */
export async function lastSession(db: Db, tableId: number): Promise<SessionRow | null> {
  const { rows } = await db.execute<SessionRow>(sql`
    SELECT ${SESSION} FROM table_sessions WHERE table_id = ${tableId} ORDER BY id DESC LIMIT 1`);
  return rows[0] ?? null;
}

/** The notice of a session's version, in the orders' shape (ADR 1401), from its row's columns. */
export const SESSION_NOTICE = sql`pg_notify(${TABLE_EVENTS_CHANNEL}, json_build_object(
      'e', version, 'b', business_id, 'o', id, 'k', 'status', 's', 0, 'p', 'none', 't', '')::text)`;

/**
 * A new version of the session, not yet announced: the caller announces it once committed
 * (`TableNotices`, ADR 1509) — a NOTIFY in the transaction would serialise every change's commit.
 */
export async function bump(db: Db, sessionId: number): Promise<void> {
  await db.execute(sql`UPDATE table_sessions SET version = version + 1 WHERE id = ${sessionId}`);
}

/**
 * A new version of the session, announced to every phone at the table and the board at commit:
 * for changes made in another feature's transaction (a gateway's callback, ADR 1406), rare
 * enough that their commits' order costs nothing.
 */
export async function touch(db: Db, sessionId: number): Promise<void> {
  await db.execute(sql`
    WITH s AS (UPDATE table_sessions SET version = version + 1 WHERE id = ${sessionId}
               RETURNING id, business_id, version)
    SELECT ${SESSION_NOTICE} FROM s`);
}

/** A QR token asked for in a branch (natural batching, ADR 1517): `branchId` and the token. */
export type TokenAsk = { businessId: number; branchId: number; token: string };
export const tokenAskKey = (a: TokenAsk) => `${a.businessId}:${a.branchId}:${a.token}`;

/**
 * The live tables these QR tokens name in their branches, in one read (ADR 1517), keyed by
 * `tokenAskKey`: the same lookup as `resolveTableRef`'s by token (business, branch, not retired,
 * the token itself), for many callers at once. A token not found here is resolved the long way
 * (labels, retired tables, what to say).
 */
export async function tablesByTokens(
  db: Db,
  keys: string[],
): Promise<Map<string, { id: number; name: string; floor: string | null; seats: number }>> {
  const asks = keys.map((k) => {
    const [business, branch, ...token] = k.split(':');
    return { business: Number(business), branch: Number(branch), token: token.join(':') };
  });
  const { rows } = await db.execute<{
    key: string;
    id: number;
    name: string;
    floor: string | null;
    seats: number;
  }>(sql`
    SELECT a.business || ':' || a.branch || ':' || a.token AS key, t.id, t.name, t.floor, t.seats
    FROM unnest(${sql.param(asks.map((a) => a.business))}::int[], ${sql.param(asks.map((a) => a.branch))}::int[],
                ${sql.param(asks.map((a) => a.token))}::text[]) AS a(business, branch, token)
    JOIN dining_tables t ON t.qr_token = a.token AND t.business_id = a.business
      AND t.branch_id = a.branch AND t.retired_at IS NULL`);
  return new Map(rows.map(({ key, ...table }) => [key, table]));
}

/** A dish to add to an open session's cart (`addLinesIfOpen`). */
export type NewLine = {
  businessId: number;
  sessionId: number;
  dinerId: number;
  itemId: number;
  priceLabelId: number;
  quantity: number;
  comment: string;
};

/**
 * Many dishes added at once, in one statement (natural batching, ADR 1517; one statement per
 * dish before, ADR 1509): every open session named is locked by its version bump (raised by the
 * number of its lines; re-checked after a concurrent close or round commits), and a line is
 * inserted only if its session matched. The only statement that locks several sessions, one in
 * flight at a time; every other writer locks one session, so none waits on it in a cycle. Answers, per
 * line in the order given, whether it was added. One statement for the crowd's adds instead of
 * one commit each.
 */
export async function addLinesIfOpen(db: Db, lines: NewLine[]): Promise<boolean[]> {
  const col = <K extends keyof NewLine>(k: K) => lines.map((l) => l[k]);
  const { rows } = await db.execute<{ n: number }>(sql`
    WITH a AS (
      SELECT * FROM unnest(${sql.param(col('businessId'))}::int[], ${sql.param(col('sessionId'))}::int[],
        ${sql.param(col('dinerId'))}::int[], ${sql.param(col('itemId'))}::int[],
        ${sql.param(col('priceLabelId'))}::int[], ${sql.param(col('quantity'))}::int[],
        ${sql.param(col('comment'))}::text[]) WITH ORDINALITY
        AS a(business_id, session_id, diner_id, item_id, price_label_id, quantity, comment, n)),
    s AS (
      UPDATE table_sessions t SET version = t.version + c.lines
      FROM (SELECT session_id, business_id, count(*)::int AS lines FROM a GROUP BY 1, 2) c
      WHERE t.id = c.session_id AND t.business_id = c.business_id AND t.status = 'open'
      RETURNING t.id, t.business_id),
    l AS (
      INSERT INTO table_lines (session_id, diner_id, item_id, price_label_id, quantity, comment)
      SELECT a.session_id, a.diner_id, a.item_id, a.price_label_id, a.quantity, a.comment
      FROM a JOIN s ON s.id = a.session_id AND s.business_id = a.business_id ORDER BY a.n
      RETURNING session_id)
    SELECT a.n::int AS n FROM a JOIN s ON s.id = a.session_id AND s.business_id = a.business_id`);
  const added = new Set(rows.map((r) => Number(r.n)));
  return lines.map((_, i) => added.has(i + 1));
}

export type DinerRow = { id: number; session_id: number; name: string };

/** The diners these keys name with their sessions, in one read (ADR 1509), by key hash. */
export async function seatsByKeys(
  db: Db,
  keyHashes: string[],
): Promise<Map<string, { diner: DinerRow; session: SessionRow }>> {
  const { rows } = await db.execute<
    SessionRow & { key_hash: string; diner_id: number; diner_name: string }
  >(sql`
    SELECT d.key_hash, d.id AS diner_id, d.name AS diner_name, s.id, s.business_id, s.branch_id,
      s.table_id, s.status, s.version, s.bill_mode, s.opened_at::text
    FROM table_diners d JOIN table_sessions s ON s.id = d.session_id
    WHERE d.key_hash = ANY(${sql.param(keyHashes)}::text[])`);
  return new Map(
    rows.map(({ key_hash, diner_id, diner_name, ...session }) => [
      key_hash,
      { diner: { id: diner_id, session_id: session.id, name: diner_name }, session },
    ]),
  );
}

export async function dinerByKey(db: Db, keyHash: string): Promise<DinerRow | null> {
  const { rows } = await db.execute<DinerRow>(sql`
    SELECT id, session_id, name FROM table_diners WHERE key_hash = ${keyHash}`);
  return rows[0] ?? null;
}

export async function insertDiner(db: Db, sessionId: number, name: string, keyHash: string) {
  const { rows } = await db.execute<DinerRow>(sql`
    INSERT INTO table_diners (session_id, name, key_hash) VALUES (${sessionId}, ${name}, ${keyHash})
    RETURNING id, session_id, name`);
  return rows[0] as DinerRow;
}

export async function renameDiner(db: Db, dinerId: number, name: string) {
  await db.execute(sql`UPDATE table_diners SET name = ${name} WHERE id = ${dinerId}`);
}

export async function listDiners(db: Db, sessionId: number): Promise<DinerRow[]> {
  const { rows } = await db.execute<DinerRow>(sql`
    SELECT id, session_id, name FROM table_diners WHERE session_id = ${sessionId} ORDER BY id`);
  return rows;
}

export type LineRow = {
  id: number;
  diner_id: number;
  item_id: number;
  price_label_id: number;
  quantity: number;
  comment: string;
  round_id: number | null;
  position: number | null;
};

export async function listLines(db: Db, sessionId: number): Promise<LineRow[]> {
  const { rows } = await db.execute<LineRow>(sql`
    SELECT id, diner_id, item_id, price_label_id, quantity, comment, round_id, position
    FROM table_lines WHERE session_id = ${sessionId} ORDER BY id`);
  return rows;
}

export async function findLine(db: Db, sessionId: number, lineId: number): Promise<LineRow | null> {
  const { rows } = await db.execute<LineRow>(sql`
    SELECT id, diner_id, item_id, price_label_id, quantity, comment, round_id, position
    FROM table_lines WHERE id = ${lineId} AND session_id = ${sessionId}`);
  return rows[0] ?? null;
}

export async function setLineQuantity(db: Db, lineId: number, quantity: number) {
  if (quantity === 0)
    await db.execute(sql`DELETE FROM table_lines WHERE id = ${lineId} AND round_id IS NULL`);
  else
    await db.execute(
      sql`UPDATE table_lines SET quantity = ${quantity} WHERE id = ${lineId} AND round_id IS NULL`,
    );
}

export type RoundRow = { id: number; number: number; order_id: number; public_ref: string; total: number };

export async function listRounds(db: Db, sessionId: number): Promise<RoundRow[]> {
  const { rows } = await db.execute<RoundRow>(sql`
    SELECT r.id, r.number, r.order_id, o.public_ref, o.total
    FROM table_rounds r JOIN orders o ON o.id = r.order_id
    WHERE r.session_id = ${sessionId} ORDER BY r.number`);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/**
 * The round recorded once (its number is unique per session) and its cart lines marked sent,
 * in one statement (ADR 1517; a read and a write per line before): a line is marked sent with the quantity the
 * kitchen got (raised meanwhile, the difference stays in the cart; removed meanwhile, it comes
 * back as sent); a bill asked before this round (every part still open) is dropped, since it no
 * longer covers it; the version is raised. Nothing when a concurrent tap recorded this number
 * already. Run in a transaction that holds the session's lock, so this statement's snapshot
 * sees every line written before it.
 */
export async function recordRound(
  db: Db,
  sessionId: number,
  number: number,
  orderId: number,
  cart: LineRow[],
): Promise<number | null> {
  const col = <K extends keyof LineRow>(k: K) => cart.map((l) => l[k]);
  const { rows } = await db.execute<{ round_id: number | null }>(sql`
    WITH rd AS (
      INSERT INTO table_rounds (session_id, number, order_id) VALUES (${sessionId}, ${number}, ${orderId})
      ON CONFLICT (session_id, number) DO NOTHING RETURNING id),
    c AS (
      SELECT c.*, c.n - 1 AS position FROM unnest(${sql.param(col('id'))}::int[], ${sql.param(col('quantity'))}::int[],
        ${sql.param(col('diner_id'))}::int[], ${sql.param(col('item_id'))}::int[],
        ${sql.param(col('price_label_id'))}::int[], ${sql.param(col('comment'))}::text[]) WITH ORDINALITY
        AS c(id, quantity, diner_id, item_id, price_label_id, comment, n)),
    cur AS (
      SELECT l.id, l.quantity FROM table_lines l JOIN c ON c.id = l.id WHERE l.session_id = ${sessionId}),
    sent AS (
      UPDATE table_lines l SET round_id = rd.id, position = c.position, quantity = c.quantity
      FROM rd, c WHERE l.id = c.id AND l.session_id = ${sessionId} RETURNING l.id),
    back AS (
      INSERT INTO table_lines (session_id, diner_id, item_id, price_label_id, quantity, comment, round_id, position)
      SELECT ${sessionId}, c.diner_id, c.item_id, c.price_label_id, c.quantity, c.comment, rd.id, c.position
      FROM rd, c WHERE NOT EXISTS (SELECT 1 FROM cur WHERE cur.id = c.id) ORDER BY c.n RETURNING id),
    more AS (
      INSERT INTO table_lines (session_id, diner_id, item_id, price_label_id, quantity, comment)
      SELECT ${sessionId}, c.diner_id, c.item_id, c.price_label_id, cur.quantity - c.quantity, c.comment
      FROM rd, c JOIN cur ON cur.id = c.id WHERE cur.quantity > c.quantity ORDER BY c.n RETURNING id),
    p AS (
      SELECT count(*) > 0 AND bool_and(status = 'open') AS drop_bill
      FROM table_bill_parts WHERE session_id = ${sessionId}),
    gone AS (
      DELETE FROM table_bill_parts WHERE session_id = ${sessionId}
        AND EXISTS (SELECT 1 FROM rd) AND (SELECT drop_bill FROM p) RETURNING id),
    v AS (
      UPDATE table_sessions
      SET version = version + 1,
          bill_mode = CASE WHEN (SELECT drop_bill FROM p) THEN NULL ELSE bill_mode END
      WHERE id = ${sessionId} AND EXISTS (SELECT 1 FROM rd) RETURNING id)
    SELECT (SELECT id FROM rd) AS round_id`);
  return rows[0]?.round_id ?? null;
}

/** The priced lines of the rounds' orders: what the kitchen got and at what price (order_lines). */
export async function roundOrderLines(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  const { rows } = await db.execute<{ order_id: number; position: number; net: number }>(sql`
    SELECT order_id, position, net FROM order_lines
    WHERE order_id IN (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY order_id, position`);
  return rows.map((r) => ({ ...r, net: Number(r.net) }));
}

export type PartRow = {
  id: number;
  position: number;
  diner_id: number | null;
  amount: number;
  status: 'open' | 'cash_pending' | 'online_pending' | 'paid';
  method: 'cash' | 'wallet' | 'online' | null;
  tip: number;
};

export async function listParts(db: Db, sessionId: number): Promise<PartRow[]> {
  const { rows } = await db.execute<PartRow>(sql`
    SELECT p.id, p.position, p.diner_id, p.amount, p.status, pay.method, coalesce(pay.tip, p.cash_tip, 0) AS tip
    FROM table_bill_parts p LEFT JOIN table_part_payments pay ON pay.part_id = p.id
    WHERE p.session_id = ${sessionId} ORDER BY p.position`);
  return rows;
}

/** Everything a phone's view shows, read in one query on one connection (ADR 1463). */
export type ViewRows = {
  /** The session as of the same snapshot: its version names exactly these rows (ADR 1509). */
  session: SessionRow | null;
  diners: DinerRow[];
  lines: LineRow[];
  rounds: RoundRow[];
  parts: PartRow[];
};

/**
 * The session's diners, lines, rounds (with their orders' totals and the priced lines) and bill
 * parts, as `listDiners`, `listLines`, `listRounds`, `listParts` and `roundOrderLines` read them
 * — in one round trip. Every change makes each other phone at the table read its view: five
 * queries, four of them at once on four pooled connections, made a burst of changes queue for
 * the pool (ADR 1401's measurement).
 */
export async function viewRows(db: Db, sessionId: number): Promise<ViewRowsWithPrices> {
  return (
    (await viewRowsOf(db, [sessionId])).get(sessionId) ?? {
      session: null,
      diners: [],
      lines: [],
      rounds: [],
      parts: [],
      priced: [],
    }
  );
}

export type ViewRowsWithPrices = ViewRows & { priced: { order_id: number; position: number; net: number }[] };

/**
 * The views of several sessions in one statement (natural batching, ADR 1509), by session id;
 * the sessions in `announce` are announced by the same statement (ADR 1517), their notice
 * carrying the version of the snapshot the view was read in — sent after the change committed,
 * so never older than it.
 */
export async function viewRowsOf(
  db: Db,
  sessionIds: number[],
  announce: number[] = [],
): Promise<Map<number, ViewRowsWithPrices>> {
  const { rows } = await db.execute<{
    id: number;
    session: SessionRow | null;
    diners: DinerRow[];
    lines: LineRow[];
    rounds: RoundRow[];
    parts: PartRow[];
    priced: { order_id: number; position: number; net: number }[];
  }>(sql`
    SELECT v.id,
      (SELECT row_to_json(s) FROM (
        SELECT ${SESSION} FROM table_sessions WHERE id = v.id) s) AS session,
      (SELECT coalesce(json_agg(d ORDER BY d.id), '[]') FROM (
        SELECT id, session_id, name FROM table_diners WHERE session_id = v.id) d) AS diners,
      (SELECT coalesce(json_agg(l ORDER BY l.id), '[]') FROM (
        SELECT id, diner_id, item_id, price_label_id, quantity, comment, round_id, position
        FROM table_lines WHERE session_id = v.id) l) AS lines,
      (SELECT coalesce(json_agg(x ORDER BY x.number), '[]') FROM (
        SELECT r.id, r.number, r.order_id, o.public_ref, o.total
        FROM table_rounds r JOIN orders o ON o.id = r.order_id
        WHERE r.session_id = v.id) x) AS rounds,
      (SELECT coalesce(json_agg(p ORDER BY p.position), '[]') FROM (
        SELECT p.id, p.position, p.diner_id, p.amount, p.status, pay.method,
               coalesce(pay.tip, p.cash_tip, 0) AS tip
        FROM table_bill_parts p LEFT JOIN table_part_payments pay ON pay.part_id = p.id
        WHERE p.session_id = v.id) p) AS parts,
      (SELECT coalesce(json_agg(ol ORDER BY ol.order_id, ol.position), '[]') FROM (
        SELECT ol.order_id, ol.position, ol.net
        FROM order_lines ol JOIN table_rounds r ON r.order_id = ol.order_id
        WHERE r.session_id = v.id) ol) AS priced,
      (SELECT ${SESSION_NOTICE} IS NOT NULL FROM table_sessions
        WHERE id = v.id AND v.id = ANY(${sql.param(announce)}::int[])) AS announced
    FROM unnest(${sql.param(sessionIds)}::int[]) AS v(id)`);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        session: row.session,
        diners: row.diners,
        lines: row.lines,
        rounds: row.rounds.map((x) => ({ ...x, total: Number(x.total) })),
        parts: row.parts.map((x) => ({ ...x, tip: Number(x.tip) })),
        priced: row.priced.map((x) => ({ ...x, net: Number(x.net) })),
      },
    ]),
  );
}

/**
 * The bill's parts replaced, its mode set and the version raised, in one statement (ADR 1517):
 * the old parts deleted, one insert for every part, the mode and the version.
 */
export async function replacePartsAndBump(
  db: Db,
  sessionId: number,
  mode: 'all' | 'even' | 'items',
  parts: { dinerId: number | null; amount: number }[],
) {
  await db.execute(sql`
    WITH gone AS (DELETE FROM table_bill_parts WHERE session_id = ${sessionId} RETURNING id),
    v AS (
      UPDATE table_sessions SET bill_mode = ${mode}, version = version + 1
      WHERE id = ${sessionId} RETURNING id)
    INSERT INTO table_bill_parts (session_id, position, diner_id, amount)
    SELECT ${sessionId}, p.position, p.diner_id, p.amount
    FROM unnest(${sql.param(parts.map((p) => p.dinerId))}::int[], ${sql.param(parts.map((p) => p.amount))}::int[])
      WITH ORDINALITY AS p(diner_id, amount, position)
    -- The old parts deleted first (an InitPlan reads them all): positions are unique per session.
    WHERE (SELECT count(*) FROM gone) >= 0 AND (SELECT count(*) FROM v) >= 0`);
}

/** The part, locked, with its session's status as of now (one read, ADR 1509). */
export async function lockPart(db: Db, sessionId: number, partId: number) {
  const { rows } = await db.execute<PartRow & { session_status: SessionRow['status'] }>(sql`
    SELECT p.id, p.position, p.diner_id, p.amount, p.status, NULL AS method, 0 AS tip,
      s.status AS session_status
    FROM table_bill_parts p JOIN table_sessions s ON s.id = p.session_id
    WHERE p.id = ${partId} AND p.session_id = ${sessionId} FOR UPDATE OF p`);
  return rows[0] ?? null;
}

/**
 * Records what paid a part, once: the unique index on part_id refuses a second payment (false),
 * whatever ran at the same moment; the part is then paid.
 */
export async function recordPayment(
  db: Db,
  p: {
    businessId: number;
    sessionId: number;
    partId: number;
    method: 'cash' | 'wallet' | 'online';
    amount: number;
    tip: number;
    dinerId: number | null;
    customerId: number | null;
    confirmedBy: string | null;
    paymentId?: number | null;
  },
): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO table_part_payments (business_id, session_id, part_id, method, amount, tip, diner_id, customer_id, confirmed_by, payment_id)
    VALUES (${p.businessId}, ${p.sessionId}, ${p.partId}, ${p.method}, ${p.amount}, ${p.tip}, ${p.dinerId},
      ${p.customerId}, ${p.confirmedBy}, ${p.paymentId ?? null})
    ON CONFLICT (part_id) DO NOTHING RETURNING id`);
  if (rows.length === 0) return false;
  await db.execute(sql`UPDATE table_bill_parts SET status = 'paid' WHERE id = ${p.partId}`);
  return true;
}

/** A payer went to the gateway for this part (ADR 1406): the split can no longer change. */
export async function markOnlinePending(db: Db, partId: number): Promise<void> {
  await db.execute(sql`
    UPDATE table_bill_parts SET status = 'online_pending' WHERE id = ${partId} AND status = 'open'`);
}

/** A part a diner pays in cash to the waiter (`markCashPendingMany`). */
export type CashAsk = { sessionId: number; partId: number; amount: number | null; tip: number };

/**
 * Parts to be paid in cash to the waiter, many in one statement (natural batching, ADR 1517):
 * each part is locked (as `lockPart`, in id order), marked `cash_pending` with the payer's tip and
 * its session's version raised — only while the session is open, the part unpaid and the amount
 * asked (if any) the part's. Two taps on one part: both marked, the later tip kept (as one after
 * the other). Answers, per ask in the order given, the part as locked (for the caller to say why
 * it was not marked) and whether it was.
 */
export async function markCashPendingMany(db: Db, asks: CashAsk[]) {
  const col = <K extends keyof CashAsk>(k: K) => asks.map((a) => a[k]);
  const { rows } = await db.execute<
    PartRow & { n: number; found: boolean; session_status: SessionRow['status']; marked: boolean }
  >(sql`
    WITH a AS (
      SELECT * FROM unnest(${sql.param(col('sessionId'))}::int[], ${sql.param(col('partId'))}::int[],
        ${sql.param(col('amount'))}::int[], ${sql.param(col('tip'))}::int[]) WITH ORDINALITY
        AS a(session_id, part_id, amount, tip, n)),
    p AS (
      SELECT p.id, p.session_id, p.position, p.diner_id, p.amount, p.status, s.status AS session_status
      FROM table_bill_parts p JOIN table_sessions s ON s.id = p.session_id
      WHERE (p.id, p.session_id) IN (SELECT part_id, session_id FROM a)
      ORDER BY p.id FOR UPDATE OF p),
    ok AS (
      SELECT DISTINCT ON (a.part_id) a.part_id, a.tip
      FROM a JOIN p ON p.id = a.part_id AND p.session_id = a.session_id
      WHERE p.session_status = 'open' AND p.status <> 'paid' AND (a.amount IS NULL OR a.amount = p.amount)
      ORDER BY a.part_id, a.n DESC),
    m AS (
      UPDATE table_bill_parts t SET status = 'cash_pending', cash_tip = ok.tip
      FROM ok WHERE t.id = ok.part_id RETURNING t.id, t.session_id),
    v AS (
      UPDATE table_sessions s SET version = s.version + c.parts
      FROM (SELECT session_id, count(*)::int AS parts FROM m GROUP BY session_id) c
      WHERE s.id = c.session_id RETURNING s.id)
    SELECT a.n::int AS n, p.id IS NOT NULL AS found, p.id, p.position, p.diner_id, p.amount, p.status,
      NULL AS method, 0 AS tip, p.session_status,
      p.session_status = 'open' AND p.status <> 'paid' AND (a.amount IS NULL OR a.amount = p.amount)
        AND EXISTS (SELECT 1 FROM m WHERE m.id = a.part_id)
        AND EXISTS (SELECT 1 FROM v WHERE v.id = a.session_id) AS marked
    FROM a LEFT JOIN p ON p.id = a.part_id AND p.session_id = a.session_id
    ORDER BY a.n`);
  const byAsk = new Map(rows.map((row) => [Number(row.n), row]));
  return asks.map((_, i) => {
    const row = byAsk.get(i + 1);
    if (!row?.found) return { part: null, marked: false };
    const { n: _n, found: _found, marked, ...part } = row;
    return { part, marked: marked === true };
  });
}

/** The cash tip the payer chose, for the board's confirmation. */
export async function cashTipOf(db: Db, partId: number): Promise<number> {
  const { rows } = await db.execute<{ cash_tip: number }>(
    sql`SELECT cash_tip FROM table_bill_parts WHERE id = ${partId}`,
  );
  return Number(rows[0]?.cash_tip ?? 0);
}

/**
 * Closes the session when every part of its bill is paid (ADR 1404). The session's row is taken
 * first (after the part: the order every payment locks in), so the parts are read after any
 * other payment of the table committed: two parts paid at the same moment each read the other
 * as unpaid, and the table stayed open, paid in full (ADR 1509).
 */
export async function closeIfPaid(tx: Db, sessionId: number) {
  await tx.execute(sql`SELECT 1 FROM table_sessions WHERE id = ${sessionId} FOR NO KEY UPDATE`);
  const parts = await listParts(tx, sessionId);
  if (parts.length > 0 && parts.every((p) => p.status === 'paid')) await closeSession(tx, sessionId, 'paid');
}

/**
 * The part a gateway callback pays (ADR 1406), locked: the lock every part payment takes first,
 * so a callback, a wallet tap and the board's cash confirmation pay it once between them.
 */
export async function lockPartForPayment(db: Db, partId: number): Promise<PartForPayment | null> {
  const { rows } = await db.execute<PartForPayment>(sql`
    SELECT p.id, p.session_id, s.business_id, p.amount, p.status, s.status AS session_status
    FROM table_bill_parts p JOIN table_sessions s ON s.id = p.session_id
    WHERE p.id = ${partId} FOR UPDATE OF p`);
  return rows[0] ?? null;
}

/**
 * A confirmed gateway payment of a locked part: recorded once, the tip is what the attempt
 * carried above the part; the table closes when all is paid and every phone hears of it.
 */
export async function payPartOnline(
  db: Db,
  part: PartForPayment,
  payment: { id: number; amount: number; customerId?: number | null },
): Promise<boolean> {
  const recorded = await recordPayment(db, {
    businessId: part.business_id,
    sessionId: part.session_id,
    partId: part.id,
    method: 'online',
    amount: part.amount,
    tip: Math.max(0, payment.amount - part.amount),
    dinerId: null,
    customerId: null,
    confirmedBy: null,
    paymentId: payment.id,
  });
  if (recorded) await closeIfPaid(db, part.session_id);
  await touch(db, part.session_id);
  return recorded;
}

/** A declined or abandoned attempt: the part can be paid again (by any method). */
export async function reopenOnlinePart(db: Db, partId: number): Promise<void> {
  const { rows } = await db.execute<{ session_id: number }>(sql`
    UPDATE table_bill_parts SET status = 'open' WHERE id = ${partId} AND status = 'online_pending'
      AND NOT EXISTS (SELECT 1 FROM payments WHERE table_part_id = ${partId} AND status = 'pending')
    RETURNING session_id`);
  const sessionId = rows[0]?.session_id;
  if (sessionId !== undefined) await touch(db, sessionId);
}

/** Where a payer comes back from the gateway: the table's page (business, branch, QR token). */
export async function partReturn(db: Db, partId: number) {
  // The branch by its reference, as the table's QR link names it (ADR 750).
  const { rows } = await db.execute<{ reference_id: string; branch_ref: string; qr_token: string }>(sql`
    SELECT b.reference_id, br.reference_id AS branch_ref, t.qr_token
    FROM table_bill_parts p JOIN table_sessions s ON s.id = p.session_id
      JOIN dining_tables t ON t.id = s.table_id JOIN businesses b ON b.id = s.business_id
      JOIN branches br ON br.id = s.branch_id
    WHERE p.id = ${partId}`);
  return rows[0] ?? null;
}

/** Moves an open session to another table of its branch (ADR 1406); false when that one is taken. */
export async function moveSession(db: Db, sessionId: number, tableId: number): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE table_sessions SET table_id = ${tableId}
    WHERE id = ${sessionId} AND status = 'open'
      AND NOT EXISTS (SELECT 1 FROM table_sessions o WHERE o.table_id = ${tableId} AND o.status = 'open')
    RETURNING id`);
  return rows.length > 0;
}

/** The branch's live tables with no open shared order: where a table can move. */
export async function freeTables(db: Db, businessId: number, branchId: number | null) {
  const { rows } = await db.execute<{ id: number; name: string; branch_id: number }>(sql`
    SELECT t.id, t.name, t.branch_id FROM dining_tables t
    WHERE t.business_id = ${businessId} AND t.retired_at IS NULL
      ${branchId === null ? sql`` : sql`AND t.branch_id = ${branchId}`}
      AND NOT EXISTS (SELECT 1 FROM table_sessions s WHERE s.table_id = t.id AND s.status = 'open')
    ORDER BY t.branch_id, t.id`);
  return rows;
}

/** A live table of the business and branch (the move's target). */
export async function findTable(db: Db, businessId: number, branchId: number, tableId: number) {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM dining_tables
    WHERE id = ${tableId} AND business_id = ${businessId} AND branch_id = ${branchId} AND retired_at IS NULL`);
  return rows[0] ?? null;
}

/** Closes the session (paid in full, or by staff); the table's next scan opens a new one. */
export async function closeSession(db: Db, sessionId: number, by: 'paid' | 'staff') {
  await db.execute(sql`
    UPDATE table_sessions SET status = 'closed', closed_at = now(), closed_by = ${by}
    WHERE id = ${sessionId} AND status = 'open'`);
}

export async function openSessions(db: Db, businessId: number) {
  const { rows } = await db.execute<SessionRow & { table_name: string }>(sql`
    SELECT s.id, s.business_id, s.branch_id, s.table_id, s.status, s.version, s.bill_mode, s.opened_at::text,
      t.name AS table_name
    FROM table_sessions s JOIN dining_tables t ON t.id = s.table_id
    WHERE s.business_id = ${businessId} AND s.status = 'open' ORDER BY s.id`);
  return rows;
}
