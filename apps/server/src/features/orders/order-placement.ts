import {
  calcOrderRequestSchema,
  type OrderLineRequest,
  orderRequestSchema,
  type ParsedCalcOrderRequest,
  type PlaceOrderResponse,
} from '@sufra/contract';
import { itemTypeOf, type Problem, slotIsFull, type TimeSlot } from '@sufra/domain';
import type { z } from 'zod';
import { type Customer, customerIn } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { Refused } from '../../platform/failures.ts';
import { resolveLocale } from '../../platform/localize.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import type { BranchCatalog, BranchCatalogService } from '../catalog/branch-catalog.ts';
import { orderPagePath, type PaymentService } from '../payments/payment-service.ts';
import { resolveTableRef } from '../tables/table-repository.ts';
import { isInsufficientBalance, lockWallet, readBalance, readWallet } from '../wallet/ledger-repository.ts';
import { toCalcResponse } from './calc-response.ts';
import { canonicalJson } from './canonical-json.ts';
import { toCouponTerms, toDomainCoupon, toDomainShippingCountry, toDomainZones } from './domain-mapping.ts';
import { scopedIdempotencyKey } from './idempotency-scope.ts';
import {
  findCoupon,
  findShippingCountry,
  loadBranchZones,
  lockLimitedCoupon,
} from './order-catalog-repository.ts';
import { normalizeSellingType, type OrderLookups } from './order-checks.ts';
import { type Evaluation, evaluateOrder } from './order-evaluation.ts';
import { insertOrder } from './order-insert.ts';
import { describeProblem, orderRefused, ServerOrderProblem as P } from './order-problems.ts';
import { isOfflineMethod, toOrderRecord } from './order-record.ts';
import { findOrderByIdempotencyKey, type OrderLineRow, type OrderRow } from './order-repository.ts';
import { toOrderView } from './order-view.ts';
import { walletPosting } from './order-wallet.ts';
import { lockBranchSlots, slotLoad } from './slot-load.ts';

export type Caller = {
  customer: Customer | null;
  locale: string | undefined;
  /** A phone order (ADR 1475): the staff member taking it for a caller; the order is marked so. */
  takenBy?: number | undefined;
  /** A phone order's status messages and the caller's language (ADR 1478). */
  statusMessages?: 'sms' | 'whatsapp' | null | undefined;
  orderLocale?: string | undefined;
  /**
   * Written in the order's own transaction, just after its insert (ADR 1479): a phone order's
   * audit row. A failure here rolls the order back; a replayed order does not call it again.
   */
  withOrder?: ((tx: Db, order: OrderRow) => Promise<void>) | undefined;
};

/** Zod's first issue as a 422 INVALID_REQUEST naming the field ([product: Calls and failures]: never a 500, never a 400 here). */
function parseOr422<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  throw orderRefused([{ code: P.invalidRequest, field, meta: { reason: issue?.message ?? 'invalid' } }]);
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

export function createOrderPlacement(deps: {
  db: Db;
  catalog: BranchCatalogService;
  payments: PaymentService;
  now: () => Date;
}) {
  const { db } = deps;

  async function lookups(
    request: ParsedCalcOrderRequest,
    catalog: BranchCatalog,
    conn: Db,
  ): Promise<OrderLookups> {
    const { businessId, branchId } = catalog;
    const delivery = itemTypeOf(normalizeSellingType(request.selling_types)) === 'delivery';
    const [coupon, zones, country, table] = await Promise.all([
      request.coupon_code ? findCoupon(conn, businessId, request.coupon_code) : undefined,
      delivery && !request.shipping_country ? loadBranchZones(conn, businessId, branchId) : undefined,
      delivery && request.shipping_country
        ? findShippingCountry(conn, businessId, branchId, request.shipping_country)
        : undefined,
      request.table
        ? resolveTableRef(conn, { businessId, branchId }, request.table, catalog.settings.table_verification)
        : undefined,
    ]);
    return {
      coupon: coupon === undefined ? undefined : coupon && toDomainCoupon(coupon),
      couponTerms: coupon ? { terms: toCouponTerms(coupon), uses: coupon.uses } : undefined,
      zones: zones && toDomainZones(zones),
      shippingCountry: country === undefined ? undefined : country && toDomainShippingCountry(country),
      table,
    };
  }

  async function branchCatalog(branchId: number): Promise<BranchCatalog> {
    const catalog = await deps.catalog.forBranch(branchId);
    if (!catalog) throw orderRefused([{ code: P.branchNotFound, field: 'branch_id' }]);
    return catalog;
  }

  /** Whether the request pays from the caller's wallet, and may (ADR 761). */
  const walletOwner = (request: ParsedCalcOrderRequest, catalog: BranchCatalog, caller: Caller) => {
    const userId = customerIn(caller.customer, catalog.businessId);
    return request.use_wallet && catalog.settings.enable_wallet ? userId : null;
  };

  async function evaluate(
    request: ParsedCalcOrderRequest,
    catalog: BranchCatalog,
    caller: Caller,
    reservationSlot?: TimeSlot,
    walletBalance?: number | null,
    /** The order's transaction, when it holds locks its lookups must read after (ADR 761, 1150). */
    conn: Db = db,
  ) {
    const found = await lookups(request, catalog, conn);
    const userId = customerIn(caller.customer, catalog.businessId);
    const evaluation = evaluateOrder({
      request,
      catalog,
      lookups: found,
      isAuthenticated: userId !== null,
      now: deps.now(),
      reservationSlot,
      walletBalance,
    });
    return { evaluation, userId };
  }

  /**
   * Whether the order's slot is already at the branch's cap (ADR 1433). Takes the branch's slot
   * lock first (after the coupon's and the wallet's, the order of every placement), so the count
   * and the insert that follows are one decision. Without `lock`: a look, for the calc-order call.
   */
  async function slotFull(
    tx: Db,
    catalog: BranchCatalog,
    evaluation: Evaluation,
    lock = true,
  ): Promise<boolean> {
    const cap = catalog.ordersPerSlot;
    const timing = evaluation.timing;
    if (cap === null || !timing?.ok || timing.priority !== 'later') return false;
    if (lock) await lockBranchSlots(tx, catalog.branchId);
    const { start, end } = timing.slot;
    const load = await slotLoad(tx, catalog.businessId, catalog.branchId, new Date(start), new Date(end));
    return slotIsFull(timing.slot, load, cap);
  }

  async function respond(
    order: OrderRow,
    catalog: BranchCatalog,
    caller: Caller,
    payment: PlaceOrderResponse['payment'],
  ): Promise<PlaceOrderResponse> {
    const texts = {
      locale: resolveLocale(caller.locale, catalog.locales),
      fallback: catalog.locales[0] ?? 'en',
    };
    return {
      error: 0,
      order: toOrderView(order, catalog.referenceId, texts),
      token: order.token,
      order_url: orderPagePath(catalog.referenceId, order.publicRef, order.token),
      payment,
    };
  }

  return {
    /**
     * A reservation's pre-order (ADR 800): every check and price of an order, timed by the booked
     * slot; refused with the order's 422, else the record the reservation inserts in its own
     * transaction (one key, the reservation's, makes retries idempotent). With `tx`, the checks
     * read on that transaction, after the lock of a limited coupon it holds (ADR 1150, 1211).
     */
    async preparePreOrder(body: unknown, caller: Caller, slot: TimeSlot, tx?: Db) {
      const request = parseOr422(orderRequestSchema, body);
      const catalog = await branchCatalog(request.branch_id);
      const { evaluation, userId } = await evaluate(request, catalog, caller, slot, undefined, tx);
      if (evaluation.problems.length > 0 || !evaluation.summary) {
        throw orderRefused(
          evaluation.problems.length ? evaluation.problems : [{ code: P.invalidRequest, field: '' }],
          catalog.currency,
        );
      }
      return toOrderRecord({
        request,
        catalog,
        evaluation: { ...evaluation, summary: evaluation.summary },
        token: randomToken(),
        userId,
        idempotencyKey: null,
        requestHash: null,
      });
    },

    /**
     * An open order with one more line (ADR 1476), priced again by the very evaluation a new order
     * goes through: its stored lines (identities, counts, choices, notes), the added line, its
     * selling type, delivery target, coupon and tip, on `tx` (the caller holds the order's row
     * lock). Only the lines' own refusals stop it (an item sold out, a choice out of its group's
     * bounds, the order too large): the shop being closed or paused now does not undo an order the
     * kitchen already has. Answers the order's new figures and lines; the caller writes them.
     */
    async reprice(order: OrderRow, lines: OrderLineRow[], added: OrderLineRequest, tx: Db) {
      const catalog = await branchCatalog(order.branchId);
      const body = {
        branch_id: order.branchId,
        selling_types: order.sellingType,
        order_lines: [
          ...lines.map((l) => ({
            item_id: l.itemId,
            price_label_id: l.priceLabelId,
            quantity: l.quantity,
            modifiers_details: l.modifiers.map((m) => ({ id: m.id, quantity: m.quantity })),
            comment: l.comment,
          })),
          added,
        ],
        name: order.name,
        payment_type: order.paymentType,
        address: order.address,
        area_id: order.areaId,
        shipping_country: order.shippingCountry,
        coupon_code: order.couponCode,
        tip:
          order.tipPercent !== null
            ? { percent: order.tipPercent }
            : order.tip
              ? { amount: order.tip }
              : null,
      };
      const request = parseOr422(calcOrderRequestSchema, body);
      const customer = order.userId === null ? null : { id: order.userId, businessId: order.businessId };
      const { evaluation } = await evaluate(
        request,
        catalog,
        { customer, locale: undefined },
        undefined,
        null,
        tx,
      );
      const refusing = evaluation.problems.filter(
        (p) => p.field.startsWith('order_lines') || p.code === P.orderTooLarge,
      );
      if (refusing.length > 0 || !evaluation.summary)
        throw orderRefused(
          refusing.length ? refusing : [{ code: P.invalidRequest, field: 'order_lines' }],
          catalog.currency,
        );
      return toOrderRecord({
        request: { ...request, name: order.name, payment_type: order.paymentType },
        catalog,
        evaluation: { ...evaluation, summary: evaluation.summary },
        token: order.token,
        userId: order.userId,
        idempotencyKey: order.idempotencyKey,
        requestHash: order.requestHash,
        takenBy: order.takenBy,
      });
    },

    /** The payment step of an inserted pre-order: an online method opens (or reuses) its attempt. */
    async paymentFor(order: OrderRow, referenceId: string): Promise<PlaceOrderResponse['payment']> {
      if (isOfflineMethod(order.paymentType) || order.paymentState !== 'unpaid') return null;
      return deps.payments.open(order, order.paymentType, referenceId, 'reuse');
    },

    /** POST /service/pos/calc-order/{branchId}: the figures and the problems, nothing stored. */
    async calc(branchId: number, body: unknown, caller: Caller) {
      const request = parseOr422(calcOrderRequestSchema, body);
      if (request.branch_id !== undefined && request.branch_id !== branchId) {
        throw new Refused(P.invalidRequest, 'branch_id differs from the path', {
          problems: [describeProblem({ code: P.invalidRequest, field: 'branch_id' })],
        });
      }
      const catalog = await branchCatalog(branchId);
      const owner = walletOwner(request, catalog, caller);
      const balance = owner === null ? null : (await readBalance(db, catalog.businessId, owner)).balance;
      const { evaluation } = await evaluate(request, catalog, caller, undefined, balance);
      // Said before placing too (ADR 1433); the placement decides it again under the slot lock.
      const full = evaluation.problems.length === 0 && (await slotFull(db, catalog, evaluation, false));
      const checked = full
        ? { ...evaluation, problems: [{ code: P.slotFull, field: 'scheduled_at' }] as Problem[] }
        : evaluation;
      return toCalcResponse(checked, catalog, resolveLocale(caller.locale, catalog.locales));
    },

    /**
     * POST webapp/order. Returns `replayed` when an Idempotency-Key found its first result, and the
     * order's id for the server's own use: the response names it only by its reference (ADR 1472).
     */
    async place(
      body: unknown,
      idempotencyKey: string | undefined,
      caller: Caller,
    ): Promise<{ replayed: boolean; orderId: number; response: PlaceOrderResponse }> {
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw orderRefused([{ code: P.idempotencyKeyInvalid, field: 'Idempotency-Key' }]);
      }
      const request = parseOr422(orderRequestSchema, body);
      const requestHash = idempotencyKey ? sha256(canonicalJson(body)) : null;
      const catalog = await branchCatalog(request.branch_id);
      const replay = async (order: OrderRow) => {
        if (order.requestHash !== requestHash) {
          throw orderRefused([{ code: P.idempotencyKeyReused, field: 'Idempotency-Key' }]);
        }
        // The first answer's payment step (the same attempt, even for concurrent duplicates).
        const step =
          order.paymentState === 'unpaid'
            ? await deps.payments.open(order, order.paymentType, catalog.referenceId, 'reuse')
            : null;
        return { replayed: true, orderId: order.id, response: await respond(order, catalog, caller, step) };
      };
      const storedKey = async (userId: number | null) =>
        idempotencyKey &&
        scopedIdempotencyKey(idempotencyKey, { userId, dialCode: request.dial_code, phone: request.phone });
      const refuse = async (evaluation: Evaluation, key: string | undefined | null) => {
        // A retry returns the first result even if the rules would now refuse it (the shop closed…).
        // Looked up only here: on the happy path the insert's unique index finds the first order.
        if (key) {
          const existing = await findOrderByIdempotencyKey(db, catalog.businessId, key);
          if (existing) return replay(existing);
        }
        throw orderRefused(
          evaluation.problems.length
            ? evaluation.problems
            : ([{ code: P.invalidRequest, field: '' }] as Problem[]),
          catalog.currency,
        );
      };
      const build = (evaluation: Evaluation, userId: number | null, key: string | undefined | null) =>
        toOrderRecord({
          request,
          catalog,
          evaluation: { ...evaluation, summary: evaluation.summary as NonNullable<Evaluation['summary']> },
          token: randomToken(),
          userId,
          idempotencyKey: key || null,
          requestHash,
          takenBy: caller.takenBy,
          statusMessages: caller.statusMessages,
          // The language the order's messages speak (ADR 1478): the caller's, else the page's.
          locale: resolveLocale(caller.orderLocale ?? caller.locale, catalog.locales),
        });
      /**
       * A wallet order without a coupon tries first as a cash order does: priced on the balance as
       * read, posted by the insert's one statement, where the database refuses a balance below
       * zero. Null when a concurrent spend left too little, or anything was refused: the locked
       * transaction then prices it again (ADR 761 amendment).
       */
      const onReadBalance = async (owner: number, userId: number | null, key: string | undefined | null) => {
        const wallet = await readWallet(db, catalog.businessId, owner);
        if (!wallet) return null;
        const { evaluation } = await evaluate(request, catalog, caller, undefined, wallet.balance);
        if (evaluation.problems.length > 0 || !evaluation.summary) return null;
        const record = build(evaluation, userId, key);
        const posting = walletPosting(record.order, wallet.ids);
        return insertOrder(db, record.order, record.lines, posting).catch((error: unknown) => {
          if (isInsufficientBalance(error)) return null;
          throw error;
        });
      };
      const owner = walletOwner(request, catalog, caller);
      // A later order at a branch that caps its slots takes its place under the slot lock (ADR 1433).
      const capped = catalog.ordersPerSlot !== null && request.priority === 'later';
      let inserted: Awaited<ReturnType<typeof insertOrder>>;
      // An order with work of its caller's in its transaction (ADR 1479) takes the transaction's path.
      if (owner === null && !request.coupon_code && !capped && !caller.withOrder) {
        const { evaluation, userId } = await evaluate(request, catalog, caller);
        const key = await storedKey(userId);
        if (evaluation.problems.length > 0 || !evaluation.summary) return refuse(evaluation, key);
        const record = build(evaluation, userId, key);
        inserted = await insertOrder(db, record.order, record.lines);
      } else {
        // A wallet order first tries on the balance as read (`onReadBalance`). Otherwise — a
        // coupon, or a lost race — one transaction under the locks: concurrent orders spend one
        // balance one after the other, never past zero (ADR 761), and take a limited coupon's last
        // use one at a time (ADR 1150). Coupon first, then wallet: one order.
        const userId = owner ?? customerIn(caller.customer, catalog.businessId);
        const key = await storedKey(userId);
        const firstTry =
          owner !== null && !request.coupon_code && !capped && !caller.withOrder
            ? await onReadBalance(owner, userId, key)
            : null;
        const outcome = firstTry
          ? ({ kind: 'inserted', result: firstTry } as const)
          : await transaction(db, async (tx) => {
              if (request.coupon_code) await lockLimitedCoupon(tx, catalog.businessId, request.coupon_code);
              const wallet = owner === null ? undefined : await lockWallet(tx, catalog.businessId, owner);
              const { evaluation } = await evaluate(request, catalog, caller, undefined, wallet?.balance, tx);
              if (evaluation.problems.length > 0 || !evaluation.summary)
                return { kind: 'refused', evaluation } as const;
              if (await slotFull(tx, catalog, evaluation))
                return {
                  kind: 'refused',
                  evaluation: {
                    ...evaluation,
                    problems: [{ code: P.slotFull, field: 'scheduled_at' }] as Problem[],
                  },
                } as const;
              const record = build(evaluation, userId, key);
              const posting = wallet && walletPosting(record.order, wallet.ids);
              const result = await insertOrder(tx, record.order, record.lines, posting);
              if (result.kind === 'created') await caller.withOrder?.(tx, result.order);
              return { kind: 'inserted', result } as const;
            });
        if (outcome.kind === 'refused') return refuse(outcome.evaluation, key);
        inserted = outcome.result;
      }
      if (inserted.kind === 'exists') return replay(inserted.order);
      if (inserted.kind === 'conflict')
        throw orderRefused([{ code: P.idempotencyKeyReused, field: 'Idempotency-Key' }]);
      const order = inserted.order;
      const payment =
        order.paymentState !== 'unpaid'
          ? null
          : await deps.payments.open(order, order.paymentType, catalog.referenceId, 'reuse');
      return { replayed: false, orderId: order.id, response: await respond(order, catalog, caller, payment) };
    },
  };
}

export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
