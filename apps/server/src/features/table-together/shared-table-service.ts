import { SHARED_TABLE_PROBLEM, type SharedTableView, type StaffSharedTable } from '@sufra/contract';
import {
  allocateByWeights,
  isOnlineMethod,
  looksLikeTableToken,
  methodTakesCurrency,
  PaymentMethod,
  splitByItems,
  splitEvenly,
} from '@sufra/domain';
import { sql } from 'drizzle-orm';
import type { Customer, StaffMember } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { Conflict, Forbidden, Invalid, NotFound, Refused, Unauthenticated } from '../../platform/failures.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import type { BranchCatalog, BranchCatalogService } from '../catalog/branch-catalog.ts';
import type { OrderPlacement } from '../orders/order-placement.ts';
import { insertTablePartPayment, type PaymentRow } from '../payments/payment-repository.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { TableService } from '../tables/table-service.ts';
import { lockWallet, post } from '../wallet/ledger-repository.ts';
import { createNaturalBatch, createWriteBatch } from './natural-batch.ts';
import * as r from './shared-table-repository.ts';
import { createTableNotices, type TableNotices } from './table-notices.ts';

export type DinerCaller = {
  key: string | null;
  locale: string | undefined;
  customer?: Customer | null;
  /** The key the table's cookie holds (`sufra_td_<tableId>`), when no header names one. */
  cookieKey?: (tableId: number) => string | null;
};
const keyOf = (caller: DinerCaller, tableId: number) => caller.key ?? caller.cookieKey?.(tableId) ?? null;

const P = SHARED_TABLE_PROBLEM;

const closedTable = () =>
  new Conflict(P.closed, "This table's order is closed. Scan the table's QR code again to start a new one.");

/**
 * The shared table (ADR 1400–1405): one open session per table that every diner scanning its
 * QR code joins; their lines, the rounds sent to the kitchen (each an order through the one
 * order pipeline, priced by the server), and the bill split into parts paid once each.
 */
export function createSharedTables(deps: {
  db: Db;
  catalog: BranchCatalogService;
  tables: TableService;
  placement: OrderPlacement;
  /** The gateway a part is paid online through (ADR 1406); absent in tests that need none. */
  payments?: Pick<PaymentService, 'tablePart'>;
  /** Where the changes are announced (ADR 1509); one per instance. */
  notices?: TableNotices;
}) {
  const { db } = deps;
  const notices = deps.notices ?? createTableNotices(db);
  // Every phone's view, and every caller's seat, read many at once (natural batching, ADR 1509):
  // a crowd of changes shares one statement instead of one each.
  // A change's own answer and its notice are one statement (ADR 1517): the sessions to announce
  // ride the views' batch, their notices carrying the version that batch's snapshot reads.
  const announceWith = new Set<number>();
  const views = createNaturalBatch((ids: number[]) =>
    r.viewRowsOf(
      db,
      ids,
      ids.filter((id) => announceWith.delete(id)),
    ),
  );
  const seats = createNaturalBatch((hashes: string[]) => r.seatsByKeys(db, hashes));
  // The tables the callers' QR tokens name, and the dishes they add, many in one statement
  // each (ADR 1517): a burst of adds is a handful of statements, not a few per add.
  const tokens = createNaturalBatch((keys: string[]) => r.tablesByTokens(db, keys));
  const adds = createLineAdds(db);
  const cashParts = createWriteBatch((asks: r.CashAsk[]) => r.markCashPendingMany(db, asks));

  /** A change's transaction; its session is announced once it committed (ADR 1509). */
  async function changing<T>(sessionId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
    const result = await transaction(db, fn);
    await notices.announce(sessionId);
    return result;
  }

  /** The branch's catalog and the table its QR token names; refused while shared tables are off. */
  async function tableOf(branchId: number, token: string) {
    // The directory's head (dropped as soon as the business changes, ADR 201): a cart change
    // prices nothing; a round is priced by the order pipeline from the head of its instant.
    const catalog = await deps.catalog.forBranch(branchId, { fresh: false });
    if (!catalog) throw new NotFound('Branch not found');
    if (!catalog.settings.shared_tables)
      throw new Refused(P.off, 'This restaurant does not take shared table orders; order from the menu.');
    // A QR token is looked up with everyone else's (ADR 1517); a label, a rotated or retired
    // token, or a table not found: the tables' own resolution, which says what is wrong.
    const found = looksLikeTableToken(token)
      ? await tokens.load(r.tokenAskKey({ businessId: catalog.businessId, branchId, token }))
      : undefined;
    const table = found ?? (await deps.tables.resolveLink(branchId, token, catalog));
    return { catalog, table };
  }

  /** What a key is looked up by; null for what cannot be one. */
  const hashOf = (key: string | null) => (!key || key.length < 16 || key.length > 100 ? null : sha256(key));

  async function dinerOf(key: string | null) {
    const hash = hashOf(key);
    return hash ? r.dinerByKey(db, hash) : null;
  }

  /**
   * The caller's diner at the table's open session, or a refusal saying what to do. The diner and
   * their session are one read (ADR 1509); the writes re-check the session under its lock.
   */
  async function seated(branchId: number, token: string, caller: DinerCaller) {
    // A key in the header (the web's actions) is looked up beside the table's token, not after
    // it (ADR 1517); the cookie's is named by the table, so it waits for it.
    const early = caller.key ? hashOf(caller.key) : null;
    const seatEarly = early ? seats.load(early) : null;
    seatEarly?.catch(() => {});
    const { catalog, table } = await tableOf(branchId, token);
    const hash = early ?? hashOf(keyOf(caller, table.id));
    const seat = hash ? await (seatEarly ?? seats.load(hash)) : null;
    if (!seat) throw new Unauthenticated('Enter your name to join the table first.', P.joinFirst);
    const { diner } = seat;
    const session = seat.session.business_id === catalog.businessId ? seat.session : null;
    // A table the staff moved (ADR 1406) keeps its diners: their session, wherever it sits now.
    if (session?.status === 'open' && session.branch_id === branchId)
      return { catalog, table, diner, session };
    if (session?.status === 'closed' && session.table_id === table.id) {
      const last = await r.lastSession(db, table.id);
      if (last?.id === session.id) throw closedTable();
    }
    throw new Unauthenticated('Enter your name to join the table first.', P.joinFirst);
  }

  function itemName(catalog: BranchCatalog, itemId: number, locale: string) {
    const item = catalog.menu.get(itemId);
    return item ? pickText(item.name, locale, catalog.locales[0] ?? 'en') : `#${itemId}`;
  }

  function linePrice(catalog: BranchCatalog, itemId: number, labelId: number): number {
    return catalog.menu.get(itemId)?.price_labels.find((l) => l.id === labelId)?.price ?? 0;
  }

  /** What every phone at the table reads: the cart, the rounds with who ordered what, the bill. */
  async function view(
    catalog: BranchCatalog,
    given: r.SessionRow,
    /** The table the caller's QR link names (its cookie's), with the name of where it sits now. */
    table: { id: number; name: string },
    me: r.DinerRow | null,
    locale: string,
    /** A change just committed: the same statement announces the session (ADR 1517). */
    announce = false,
  ): Promise<SharedTableView> {
    if (announce) announceWith.add(given.id);
    const rows = await views.load(given.id);
    if (!rows) throw new Error('the view batch answered nothing for a session');
    // The session as the same snapshot saw it: the version names exactly these rows (ADR 1509).
    const session = rows.session ?? given;
    const { diners, lines, rounds, parts, priced } = rows;
    const nameOf = new Map(diners.map((d) => [d.id, d.name]));
    const amounts = lineAmounts(rounds, lines, priced);
    const total = rounds.reduce((a, x) => a + x.total, 0);
    const paid = parts.filter((p) => p.status === 'paid').reduce((a, p) => a + p.amount, 0);
    const mine = me && me.session_id === session.id ? me : null;
    return {
      session_id: session.id,
      table,
      status: session.status,
      version: session.version,
      currency: catalog.currency,
      me: mine && { id: mine.id, name: mine.name },
      diners: diners.map((d) => ({ id: d.id, name: d.name })),
      lines: lines
        .filter((l) => l.round_id === null)
        .map((l) => ({
          id: l.id,
          diner_id: l.diner_id,
          diner_name: nameOf.get(l.diner_id) ?? '',
          item_id: l.item_id,
          price_label_id: l.price_label_id,
          name: itemName(catalog, l.item_id, locale),
          quantity: l.quantity,
          price: linePrice(catalog, l.item_id, l.price_label_id) * l.quantity,
          mine: l.diner_id === mine?.id,
        })),
      rounds: rounds.map((round) => ({
        number: round.number,
        public_ref: round.public_ref,
        total: round.total,
        lines: lines
          .filter((l) => l.round_id === round.id)
          .map((l) => ({
            id: l.id,
            diner_id: l.diner_id,
            diner_name: nameOf.get(l.diner_id) ?? '',
            name: itemName(catalog, l.item_id, locale),
            quantity: l.quantity,
            amount: amounts.get(l.id) ?? 0,
          })),
      })),
      bill:
        session.bill_mode && parts.length
          ? {
              mode: session.bill_mode,
              total,
              paid,
              left: total - paid,
              remainder: session.bill_mode === 'even' ? total % parts.length : 0,
              parts: parts.map((p) => ({
                id: p.id,
                position: p.position,
                diner_id: p.diner_id,
                diner_name: p.diner_id === null ? null : (nameOf.get(p.diner_id) ?? null),
                amount: p.amount,
                status: p.status,
                method: p.method,
                tip: Number(p.tip),
              })),
            }
          : null,
    };
  }

  /**
   * The view a seated diner's change answers with: the catalog, table, diner and session the
   * change was decided with are not read again; the view is one read (ADR 1463, ADR 1509).
   */
  async function answer(
    seat: {
      catalog: BranchCatalog;
      table: { id: number; name: string };
      diner: r.DinerRow;
      session: r.SessionRow;
    },
    caller: DinerCaller,
    /** Announce the session with the view read (after a change committed, ADR 1517). */
    announce = false,
  ) {
    const { catalog, table, diner, session } = seat;
    const locale = resolveLocale(caller.locale, catalog.locales);
    // A table the staff moved: the view names where it sits now.
    const tableName =
      session.table_id === table.id
        ? table.name
        : ((await r.findTable(db, catalog.businessId, session.branch_id, session.table_id))?.name ??
          table.name);
    return {
      error: 0 as const,
      view: await view(catalog, session, { id: table.id, name: tableName }, diner, locale, announce),
    };
  }

  async function respond(branchId: number, token: string, caller: DinerCaller, key?: string) {
    const { catalog, table } = await tableOf(branchId, token);
    const locale = resolveLocale(caller.locale, catalog.locales);
    const me = await dinerOf(key ?? keyOf(caller, table.id));
    // A diner whose table was just paid and closed sees it closed, until someone starts anew.
    const theirs = me && (await r.findSession(db, catalog.businessId, me.session_id));
    // Their table moved by the staff (open elsewhere in the branch), or just paid and closed.
    const keep =
      theirs &&
      theirs.branch_id === branchId &&
      (theirs.status === 'open' ||
        (theirs.table_id === table.id && !(await r.findOpenSession(db, table.id))));
    const session = keep
      ? theirs
      : await r.openSessionOf(db, { businessId: catalog.businessId, branchId, tableId: table.id });
    const tableName =
      session.table_id === table.id
        ? table.name
        : ((await r.findTable(db, catalog.businessId, branchId, session.table_id))?.name ?? table.name);
    return {
      error: 0 as const,
      view: await view(catalog, session, { id: table.id, name: tableName }, me, locale),
      ...(key ? { diner_key: key } : {}),
    };
  }

  return {
    /** The table's open session as the caller sees it (opened on the first scan). */
    read: (branchId: number, token: string, caller: DinerCaller) => respond(branchId, token, caller),

    /** Joins the table with a display name (or renames the caller); the key stays with the browser. */
    async join(branchId: number, body: { table: string; name: string }, caller: DinerCaller) {
      const { catalog, table } = await tableOf(branchId, body.table);
      const session = await r.openSessionOf(db, {
        businessId: catalog.businessId,
        branchId,
        tableId: table.id,
      });
      const current = await dinerOf(keyOf(caller, table.id));
      let key = keyOf(caller, table.id) ?? '';
      await changing(session.id, async (tx) => {
        if (current && current.session_id === session.id) await r.renameDiner(tx, current.id, body.name);
        else {
          key = randomToken(24);
          await r.insertDiner(tx, session.id, body.name, sha256(key));
        }
        await r.bump(tx, session.id);
      });
      return respond(branchId, body.table, { ...caller, key }, key);
    },

    async addLine(
      branchId: number,
      body: { table: string; item_id: number; price_label_id: number; quantity: number; comment: string },
      caller: DinerCaller,
    ) {
      const seat = await seated(branchId, body.table, caller);
      const { catalog, diner, session } = seat;
      const item = catalog.menu.get(body.item_id);
      const label = item?.price_labels.find((l) => l.id === body.price_label_id);
      if (
        !item ||
        !label ||
        !item.visible ||
        !item.types.dine_in ||
        item.modifier_groups.some((g) => g.min > 0)
      )
        throw new Refused(P.itemUnavailable, 'This dish cannot be added to the table from here.');
      // One statement with the other adds waiting (ADR 1517): the session locked while open, the
      // line, the version; announced once committed.
      const added = await adds.add({
        businessId: catalog.businessId,
        sessionId: session.id,
        dinerId: diner.id,
        itemId: item.id,
        priceLabelId: label.id,
        quantity: body.quantity,
        comment: body.comment,
      });
      if (!added) throw closedTable();
      return answer(seat, caller, true);
    },

    /** A diner changes only their own lines, and only before they are sent (ADR 1401). */
    async setLine(
      branchId: number,
      lineId: number,
      body: { table: string; quantity: number },
      caller: DinerCaller,
    ) {
      const seat = await seated(branchId, body.table, caller);
      const { catalog, diner, session } = seat;
      await transaction(db, async (tx) => {
        const open = await r.findSession(tx, catalog.businessId, session.id, true);
        if (open?.status !== 'open') throw closedTable();
        const line = await r.findLine(tx, session.id, lineId);
        if (!line) throw new NotFound('This line is no longer in the cart.', 'TABLE_LINE_NOT_FOUND');
        if (line.diner_id !== diner.id)
          throw new Forbidden('Only the person who added this dish can change it.', P.notYourLine);
        if (line.round_id !== null)
          throw new Conflict(P.lineSent, 'This dish was already sent to the kitchen.');
        await r.setLineQuantity(tx, lineId, body.quantity);
        await r.bump(tx, session.id);
      });
      return answer(seat, caller, true);
    },

    /**
     * Sends the cart to the kitchen as one order (ADR 1403): the lines are priced by the order
     * pipeline from the server's menu, each line's comment names who ordered it. The session is
     * locked meanwhile, so two taps on "Send" make one round; the round's key makes a retry the
     * same order.
     */
    async sendRound(branchId: number, token: string, caller: DinerCaller) {
      const seat = await seated(branchId, token, caller);
      const { catalog, table, diner, session } = seat;
      // 1. The cart as it is now: one read with everyone else's views (ADR 1517), one snapshot,
      // no lock held while the order is placed — the order pipeline takes its own connections,
      // and a transaction held across it would starve the pool when many tables send at once.
      const now = (await views.load(session.id)) ?? (await r.viewRows(db, session.id));
      if (now.session?.status !== 'open') throw closedTable();
      if (now.parts.some((p) => p.status !== 'open'))
        throw new Conflict(P.billStarted, 'The bill is being paid; ask the staff to add more.');
      const cart = now.lines.filter((l) => l.round_id === null);
      if (cart.length === 0) throw new Refused(P.emptyCart, 'The table cart is empty: add a dish first.');
      const nameOf = new Map(now.diners.map((d) => [d.id, d.name]));
      const number = now.rounds.length + 1;
      const label = catalog.settings.table_label || 'Table';
      // 2. The round's order, priced by the pipeline. Its key is the session and round number:
      // two taps on "Send" with the same cart are the same order (the pipeline's idempotency).
      const placing = deps.placement.place(
        {
          branch_id: branchId,
          selling_types: 'dine_in',
          order_lines: cart.map((l) => ({
            item_id: l.item_id,
            price_label_id: l.price_label_id,
            quantity: l.quantity,
            comment: [nameOf.get(l.diner_id), l.comment].filter(Boolean).join(': ').slice(0, 200),
          })),
          name: `${label} ${table.name} · ${number}`.slice(0, 60),
          phone: catalog.branch.phone || catalog.settings.whatsapp_phone || '',
          payment_type: PaymentMethod.cash,
          table: token,
          comment: `Shared table, round ${number} (sent by ${diner.name})`,
        },
        `table-round-${session.id}-${number}`,
        { customer: null, locale: caller.locale },
      );
      // Another phone sent this round a moment before with a different cart: say so, not "key".
      const { orderId } = await placing.catch((error: unknown) => {
        if (error instanceof Refused && error.code === 'IDEMPOTENCY_KEY_REUSED')
          throw new Conflict(
            P.roundRaced,
            'Someone at the table just sent a round: check the cart and send again.',
          );
        throw error;
      });
      // 3. The round recorded once (its number is unique per session), the lines sent as the
      // kitchen got them: a line changed meanwhile keeps what was sent, and any more stays in
      // the cart.
      // Two statements under the session's lock (ADR 1517): the lock, then the round, its lines
      // and the version in one.
      await transaction(db, async (tx) => {
        await r.findSession(tx, catalog.businessId, session.id, true);
        await r.recordRound(tx, session.id, number, orderId, cart);
      });
      return answer(seat, caller, true);
    },

    /** Splits the bill of the rounds sent (ADR 1402); again, until a part is paid. */
    async askBill(
      branchId: number,
      body: {
        table: string;
        mode: 'all' | 'even' | 'items';
        people?: number | undefined;
        shares: { line_id: number; diner_ids: number[] }[];
      },
      caller: DinerCaller,
    ) {
      const seat = await seated(branchId, body.table, caller);
      const { catalog, session } = seat;
      await transaction(db, async (tx) => {
        const open = await r.findSession(tx, catalog.businessId, session.id, true);
        if (open?.status !== 'open') throw closedTable();
        // Everything the split needs in one read under the lock (ADR 1463, 1517).
        const { lines, rounds, parts, diners, priced } = await r.viewRows(tx, session.id);
        if (parts.some((p) => p.status !== 'open'))
          throw new Conflict(P.billStarted, 'Part of the bill is paid already; the split cannot change now.');
        const total = rounds.reduce((a, x) => a + x.total, 0);
        if (rounds.length === 0 || total === 0)
          throw new Refused(P.nothingToPay, 'Nothing has been sent to the kitchen yet.');
        let split: { dinerId: number | null; amount: number }[];
        if (body.mode === 'all') split = [{ dinerId: null, amount: total }];
        else if (body.mode === 'even') {
          if (!body.people) throw new Invalid('Say how many people share the bill.', { field: 'people' });
          split = splitEvenly(total, body.people).parts.map((amount) => ({ dinerId: null, amount }));
        } else {
          const amounts = lineAmounts(rounds, lines, priced);
          const seatedIds = new Set(diners.map((d) => d.id));
          const shares = new Map(body.shares.map((s) => [s.line_id, s.diner_ids]));
          for (const [lineId, ids] of shares) {
            if (!amounts.has(lineId) || ids.some((id) => !seatedIds.has(id)))
              throw new Refused(
                P.badShare,
                'A shared dish must be a sent dish, shared by people at this table.',
              );
          }
          const byDiner = splitByItems(
            lines
              .filter((l) => l.round_id !== null)
              .map((l) => ({ amount: amounts.get(l.id) ?? 0, payers: shares.get(l.id) ?? [l.diner_id] })),
          );
          split = diners
            .filter((d) => byDiner.has(d.id))
            .map((d) => ({ dinerId: d.id, amount: byDiner.get(d.id) ?? 0 }));
        }
        await r.replacePartsAndBump(tx, session.id, body.mode, split);
      });
      return answer(seat, caller, true);
    },

    /**
     * Pays one part (ADR 1404), once: the part's row is locked, a paid part refuses before any
     * money moves, and the payments' unique index holds even if two transactions got past it.
     * Cash waits for the staff's confirmation on the board; the wallet pays now.
     */
    async pay(
      branchId: number,
      partId: number,
      body: {
        table: string;
        method: 'cash' | 'wallet' | 'online';
        amount?: number | undefined;
        tip: number;
      },
      caller: DinerCaller,
    ) {
      const seat = await seated(branchId, body.table, caller);
      const { catalog, diner, session } = seat;
      const customerId = caller.customer?.businessId === catalog.businessId ? caller.customer.id : null;
      // Online (ADR 1406): the first method the business takes online in its currency.
      const onlineMethod = catalog.settings.payment_methods.find(
        (m) => isOnlineMethod(m) && methodTakesCurrency(m, catalog.currency),
      );
      const gateway =
        body.method === 'online' ? await deps.payments?.tablePart.gateway(catalog.businessId) : null;
      if (body.method === 'online' && (onlineMethod === undefined || !gateway))
        throw new Refused(P.onlineOff, 'This restaurant takes no online payments; pay by cash or wallet.');
      /** The part as locked, or the refusal that says why it cannot be paid now. */
      const payable = <T extends { amount: number; status: string; session_status: string }>(
        part: T | null,
      ) => {
        if (!part) throw new NotFound('This part of the bill does not exist.', 'TABLE_PART_NOT_FOUND');
        // The session is the caller's seat (its business checked by `seated`).
        if (part.session_status !== 'open') throw closedTable();
        if (part.status === 'paid') throw new Conflict(P.partPaid, 'This part is already paid.');
        if (body.amount !== undefined && body.amount > part.amount)
          throw new Refused(P.overLeft, `That is more than this part leaves to pay (${part.amount}).`, {
            left: part.amount,
          });
        if (body.amount !== undefined && body.amount < part.amount)
          throw new Refused(P.partWhole, 'A part is paid whole; split the bill into more parts instead.', {
            left: part.amount,
          });
        return part;
      };
      if (body.method === 'cash') {
        // Cash to the waiter: one statement with the crowd's (ADR 1517) locks the part, marks it
        // and raises the version only if every check below passes; the checks then say why not.
        const { part, marked } = await cashParts.write({
          sessionId: session.id,
          partId,
          amount: body.amount ?? null,
          tip: body.tip,
        });
        payable(part);
        if (!marked) throw new Conflict(P.partPaid, 'This part is already paid.');
        return answer(seat, caller, true);
      }
      let attempt: { payment: PaymentRow; position: number } | null = null;
      await transaction(db, async (tx) => {
        const part = payable(await r.lockPart(tx, session.id, partId));
        if (body.method === 'online' && gateway) {
          // Recorded with the part locked; the gateway is asked after commit, holding no lock.
          const payment = await insertTablePartPayment(tx, {
            businessId: catalog.businessId,
            tablePartId: part.id,
            reference: `pay_${randomToken()}`,
            provider: gateway.name,
            method: onlineMethod ?? PaymentMethod.onlineCard,
            amount: part.amount + body.tip,
            currency: catalog.currency,
          });
          await r.markOnlinePending(tx, part.id);
          attempt = { payment, position: part.position };
        } else {
          if (!catalog.settings.enable_wallet)
            throw new Refused(P.walletOff, 'This restaurant has no wallet.');
          if (customerId === null)
            throw new Unauthenticated('Sign in to pay from your wallet.', 'SIGN_IN_REQUIRED');
          const wallet = await lockWallet(tx, catalog.businessId, customerId);
          const due = part.amount + body.tip;
          if (wallet.balance < due)
            throw new Refused(P.walletTooLow, 'Your wallet balance is too low for this part.', {
              balance: wallet.balance,
            });
          const recorded = await r.recordPayment(tx, {
            businessId: catalog.businessId,
            sessionId: session.id,
            partId: part.id,
            method: 'wallet',
            amount: part.amount,
            tip: body.tip,
            dinerId: diner.id,
            customerId,
            confirmedBy: null,
          });
          if (!recorded) throw new Conflict(P.partPaid, 'This part is already paid.');
          await post(tx, {
            businessId: catalog.businessId,
            customerId,
            key: `table-part:${part.id}`,
            movement: { kind: 'order_debit', amount: due },
            reason: `Table bill, part ${part.position}`,
            ids: wallet.ids,
          });
          await r.closeIfPaid(tx, session.id);
        }
        await r.bump(tx, session.id);
      });
      const answered = await answer(seat, caller, true);
      if (!attempt || !gateway || !deps.payments) return answered;
      const { payment, position } = attempt;
      const step = await deps.payments.tablePart.start(gateway, payment, {
        description: `${catalog.branch.name} table bill, part ${position}`.slice(0, 100),
        customer: { name: diner.name, dialCode: '', phone: '' },
      });
      return { ...answered, payment_url: step.url };
    },

    /** The board: every open shared table of the business with its rounds and bill (ADR 1405). */
    async staffList(staff: StaffMember): Promise<StaffSharedTable[]> {
      const sessions = await r.openSessions(db, staff.businessId);
      return Promise.all(
        sessions
          .filter((s) => staff.branchId === null || s.branch_id === staff.branchId)
          .map(async (s) => {
            const [diners, rounds, parts] = await Promise.all([
              r.listDiners(db, s.id),
              r.listRounds(db, s.id),
              r.listParts(db, s.id),
            ]);
            const nameOf = new Map(diners.map((d) => [d.id, d.name]));
            const total = rounds.reduce((a, x) => a + x.total, 0);
            const paid = parts.filter((p) => p.status === 'paid').reduce((a, p) => a + p.amount, 0);
            return {
              session_id: s.id,
              branch_id: s.branch_id,
              table_id: s.table_id,
              table_name: s.table_name,
              opened_at: new Date(s.opened_at).toISOString(),
              diners: diners.map((d) => d.name),
              rounds: rounds.map((x) => ({ number: x.number, order_id: x.order_id, total: x.total })),
              total,
              paid,
              left: total - paid,
              parts: parts.map((p) => ({
                id: p.id,
                label: p.diner_id !== null ? (nameOf.get(p.diner_id) ?? `#${p.position}`) : `#${p.position}`,
                amount: p.amount,
                status: p.status,
                method: p.method,
                tip: Number(p.tip),
              })),
            };
          }),
      );
    },

    /** Cash handed to the waiter, confirmed on the board: the part is paid (once). */
    async confirmCash(staff: StaffMember, partId: number) {
      const changed = await transaction(db, async (tx) => {
        const { rows } = await tx.execute<{ session_id: number }>(sqlPartSession(partId, staff.businessId));
        const sessionId = rows[0]?.session_id;
        if (sessionId === undefined) throw new NotFound('Part not found', 'TABLE_PART_NOT_FOUND');
        // The part first, then the session: the order every payment of a part locks in (a
        // diner's tap, a gateway's callback, ADR 1406) — the other way round, a tap and the board
        // at the same moment deadlocked.
        const part = await r.lockPart(tx, sessionId, partId);
        if (!part) throw new NotFound('Part not found', 'TABLE_PART_NOT_FOUND');
        const session = await r.findSession(tx, staff.businessId, sessionId, true);
        if (session?.status !== 'open') throw closedTable();
        if (part.status === 'paid') throw new Conflict(P.partPaid, 'This part is already paid.');
        // The tip the payer chose with cash (0 when the waiter was simply handed the part).
        const tip = part.status === 'cash_pending' ? await r.cashTipOf(tx, partId) : 0;
        const recorded = await r.recordPayment(tx, {
          businessId: staff.businessId,
          sessionId,
          partId,
          method: 'cash',
          amount: part.amount,
          tip,
          dinerId: null,
          customerId: null,
          confirmedBy: staff.who,
        });
        if (!recorded) throw new Conflict(P.partPaid, 'This part is already paid.');
        await r.closeIfPaid(tx, sessionId);
        await r.bump(tx, sessionId);
        return sessionId;
      });
      await notices.announce(changed);
    },

    /** The branch's free tables, where the board can move a table (ADR 1406). */
    freeTables: (staff: StaffMember) => r.freeTables(db, staff.businessId, staff.branchId),

    /**
     * Staff move a table's order to another free table of its branch (the party changed seats,
     * ADR 1406): its diners, cart, rounds and bill go along; the old table's QR opens a new order.
     */
    async move(staff: StaffMember, sessionId: number, tableId: number) {
      await changing(sessionId, async (tx) => {
        const session = await r.findSession(tx, staff.businessId, sessionId, true);
        if (!session || (staff.branchId !== null && session.branch_id !== staff.branchId))
          throw new NotFound('Table not found', 'TABLE_SESSION_NOT_FOUND');
        if (session.status !== 'open') throw closedTable();
        const target = await r.findTable(tx, staff.businessId, session.branch_id, tableId);
        if (!target) throw new NotFound('That table is not one of this branch’s.', 'TABLE_NOT_FOUND');
        if (target.id === session.table_id) return;
        if (!(await r.moveSession(tx, sessionId, target.id)))
          throw new Conflict(
            P.tableTaken,
            'That table has an open order of its own; close it or pick another.',
          );
        await r.bump(tx, sessionId);
      });
    },

    /** Staff close a table (the diners left, or it was settled otherwise). */
    async close(staff: StaffMember, sessionId: number) {
      await changing(sessionId, async (tx) => {
        const session = await r.findSession(tx, staff.businessId, sessionId, true);
        if (!session) throw new NotFound('Table not found', 'TABLE_SESSION_NOT_FOUND');
        if (session.status !== 'open') throw closedTable();
        await r.closeSession(tx, sessionId, 'staff');
        await r.bump(tx, sessionId);
      });
    },

    /** The diner's session, for the live stream: the key must be a diner of this session. */
    async streamAccess(sessionId: number, key: string | null) {
      const diner = await dinerOf(key);
      if (!diner || diner.session_id !== sessionId) throw new Forbidden('Join the table first.', P.joinFirst);
      return diner;
    },
  };
}
export type SharedTables = ReturnType<typeof createSharedTables>;

/**
 * The dishes added while the last statement ran, added in one (natural batching, ADR 1517); a
 * failed batch is tried again one dish at a time, so a bad line fails only its own call.
 */
export function createLineAdds(db: Db) {
  const batch = createWriteBatch((lines: r.NewLine[]) => r.addLinesIfOpen(db, lines));
  return {
    /** Adds the dish if its session is open (false when not: nothing was written). */
    add: (line: r.NewLine): Promise<boolean> => batch.write(line),
  };
}

/** Each sent line's share of its round's total, by the priced lines' weights (exact minor units). */
function lineAmounts(
  rounds: r.RoundRow[],
  lines: r.LineRow[],
  priced: { order_id: number; position: number; net: number }[],
): Map<number, number> {
  const amounts = new Map<number, number>();
  for (const round of rounds) {
    const sent = lines
      .filter((l) => l.round_id === round.id)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const nets = sent.map(
      (l) => priced.find((p) => p.order_id === round.order_id && p.position === l.position)?.net ?? 0,
    );
    allocateByWeights(round.total, nets).forEach((amount, i) => {
      const line = sent[i];
      if (line) amounts.set(line.id, amount);
    });
  }
  return amounts;
}

const sqlPartSession = (partId: number, businessId: number) => sql`
  SELECT p.session_id FROM table_bill_parts p JOIN table_sessions s ON s.id = p.session_id
  WHERE p.id = ${partId} AND s.business_id = ${businessId}`;
