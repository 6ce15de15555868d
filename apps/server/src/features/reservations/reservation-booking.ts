import {
  type ParsedReserveTableRequest,
  type ReservationSlotsResponse,
  type ReserveTableResponse,
  reservationSlotsQuerySchema,
  reserveTableRequestSchema,
} from '@sufra/contract';
import {
  allocateCapacity,
  findReservationSlot,
  isPartySizeAllowed,
  isReservationWithOrder,
  type Problem,
  ReservationState,
  reservationSlots,
} from '@sufra/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { customerIn } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { withClientTransaction } from '../../platform/db/client-transaction.ts';
import { Unavailable } from '../../platform/failures.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import type { BranchCatalog, BranchCatalogService } from '../catalog/branch-catalog.ts';
import { canonicalJson } from '../orders/canonical-json.ts';
import { scopedIdempotencyKey } from '../orders/idempotency-scope.ts';
import { lockLimitedCoupon } from '../orders/order-catalog-repository.ts';
import { phoneOf } from '../orders/order-checks.ts';
import { insertOrder } from '../orders/order-insert.ts';
import type { Caller, OrderPlacement } from '../orders/order-placement.ts';
import { orderRefused, ServerOrderProblem } from '../orders/order-problems.ts';
import { findOrder, type OrderRow } from '../orders/order-repository.ts';
import { tableBody } from '../tables/floor-label.ts';
import { findBranchTables } from '../tables/table-repository.ts';
import { reservationPagePath } from './reservation-links.ts';
import { reservationRefused } from './reservation-problems.ts';
import {
  findBranchReservationSettings,
  findReservation,
  findReservationByKey,
  insertReservation,
  listHolding,
  type ReservationRow,
  tryLockBranchBookings,
} from './reservation-repository.ts';
import { type CapacitySettings, toCapacitySettings } from './reservation-settings.ts';
import type { ReservationViews } from './reservation-views.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;
/** How long a booking waits for its branch's lock before answering 503 (ADR 801). */
const LOCK_PATIENCE_MS = 15_000;

/**
 * Runs `fn` in a transaction holding the branch's booking lock (ADR 801). A busy lock rolls the
 * attempt back and retries after a short random pause, so a burst of bookings queues without
 * holding pooled connections.
 */
async function underBranchLock<T>(pool: pg.Pool, branchId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  const busy = Symbol('busy');
  const deadline = Date.now() + LOCK_PATIENCE_MS;
  for (;;) {
    try {
      return await withClientTransaction(pool, async (tx) => {
        if (!(await tryLockBranchBookings(tx, branchId))) throw busy;
        return fn(tx);
      });
    } catch (error) {
      if (error !== busy) throw error;
      if (Date.now() > deadline)
        throw new Unavailable('RESERVATION_BUSY', 'Many bookings at once; please try again');
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
  }
}
const refuse = (code: string, field: string, meta?: Problem['meta']) =>
  reservationRefused({ code, field, ...(meta ? { meta } : {}) });

/** A booking body (an object) with no time, or an empty one. */
function timeMissing(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const time = (body as { time?: unknown }).time;
  return time === undefined || time === null || (typeof time === 'string' && time.trim() === '');
}

function parseOr422<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw orderRefused([
    {
      code: ServerOrderProblem.invalidRequest,
      field: issue?.path.join('.') ?? '',
      meta: { reason: issue?.message ?? 'invalid' },
    },
  ]);
}

type BranchContext = { catalog: BranchCatalog; capacity: CapacitySettings };

/** Booking a table or service (ADR 800, 801): slots, capacity under the branch's lock, pre-order. */
export function createReservationBooking(deps: {
  db: Db;
  pool: pg.Pool;
  catalog: BranchCatalogService;
  placement: OrderPlacement;
  views: ReservationViews;
  now: () => Date;
}) {
  const { db } = deps;

  async function branchContext(branchId: number): Promise<BranchContext> {
    const catalog = await deps.catalog.forBranch(branchId);
    if (!catalog) throw orderRefused([{ code: ServerOrderProblem.branchNotFound, field: 'branch_id' }]);
    if (!catalog.settings.reservation.enabled) throw refuse('RESERVATIONS_DISABLED', 'branch_id');
    const capacity = toCapacitySettings(await findBranchReservationSettings(db, branchId));
    return { catalog, capacity };
  }

  const slotsOf = ({ catalog, capacity }: BranchContext) =>
    reservationSlots({
      availability: catalog.availability,
      minAdvanceMinutes: catalog.settings.reservation.min_advance,
      now: deps.now(),
      timeZone: catalog.timeZone,
      slotMinutes: capacity.slotMinutes,
    });

  /** Tables count for table bookings whenever the branch has any (ADR 801). */
  const usesTables = (type: 'table' | 'service', tables: unknown[]) => type === 'table' && tables.length > 0;

  async function respond(row: ReservationRow, order: OrderRow | null, caller: Caller, ref: string) {
    const [first] = await deps.views.views(row.businessId, [row], {
      locale: caller.locale,
      actor: 'customer',
    });
    const view = first?.view as ReserveTableResponse['reservation'];
    const payment = order ? await deps.placement.paymentFor(order, ref) : null;
    return {
      error: 0 as const,
      reservation: view,
      token: row.token,
      reservation_url: reservationPagePath(ref, row.publicRef, row.token),
      payment,
    };
  }

  return {
    /** GET webapp/reservation-slots/{branchId}: offered slots, each marked by whether the party fits. */
    async slots(branchId: number, rawQuery: unknown, locale?: string): Promise<ReservationSlotsResponse> {
      const query = parseOr422(reservationSlotsQuerySchema, rawQuery);
      const ctx = await branchContext(branchId);
      const { catalog, capacity } = ctx;
      const days = slotsOf(ctx);
      const tables = await findBranchTables(db, catalog.businessId, branchId);
      const first = days[0]?.slots[0];
      const last = days.at(-1)?.slots.at(-1);
      const held =
        first && last
          ? await listHolding(
              db,
              branchId,
              new Date(first.start),
              new Date(new Date(last.start).getTime() + capacity.durationMinutes * 60_000),
            )
          : [];
      const withTable = catalog.settings.reservation.with_table;
      const useTables = usesTables(query.type, tables);
      return {
        error: 0,
        time_zone: catalog.timeZone,
        days: days.map((d) => ({
          date: d.date,
          slots: d.slots.map((s) => {
            const start = new Date(s.start);
            const fit = allocateCapacity({
              request: {
                start,
                end: new Date(start.getTime() + capacity.durationMinutes * 60_000),
                party: query.party,
                tableId: withTable ? (query.table_id ?? null) : null,
                area: withTable ? (query.area ?? null) : null,
              },
              tables: tables.map((t) => ({ id: t.id, seats: t.seats, area: t.floor })),
              useTables,
              coversPerSlot: capacity.coversPerSlot,
              held,
            });
            return { from: s.from, to: s.to, start: s.start, available: fit.ok };
          }),
        })),
        // Each floor also in the diner's language (ADR 1503); `areas` are the values a booking sends.
        tables:
          withTable && query.type === 'table' ? tables.map((t) => tableBody(t, locale, catalog.locales)) : [],
        areas:
          withTable && query.type === 'table'
            ? [...new Set(tables.map((t) => t.floor).filter((f): f is string => !!f))]
            : [],
      };
    },

    /** POST webapp/reserve-table. `replayed` when an Idempotency-Key found its first booking. */
    async reserve(body: unknown, idempotencyKey: string | undefined, caller: Caller) {
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw orderRefused([{ code: ServerOrderProblem.idempotencyKeyInvalid, field: 'Idempotency-Key' }]);
      }
      // The diner chooses the time; none is taken for them (ADR 1499). Said as such, not as a
      // malformed field.
      if (timeMissing(body)) throw refuse('RESERVATION_TIME_REQUIRED', 'time');
      const request: ParsedReserveTableRequest = parseOr422(reserveTableRequestSchema, body);
      const ctx = await branchContext(request.branch_id);
      const { catalog, capacity } = ctx;
      const settings = catalog.settings.reservation;
      const userId = customerIn(caller.customer, catalog.businessId);
      const storedKey =
        idempotencyKey &&
        scopedIdempotencyKey(idempotencyKey, { userId, dialCode: request.dial_code, phone: request.phone });
      const requestHash = idempotencyKey ? sha256(canonicalJson(body)) : null;

      const replay = async (row: ReservationRow) => {
        if (row.requestHash !== requestHash) {
          throw orderRefused([{ code: ServerOrderProblem.idempotencyKeyReused, field: 'Idempotency-Key' }]);
        }
        const order = row.orderId ? await findOrder(db, row.orderId) : null;
        return {
          replayed: true,
          booking: { id: row.id, publicRef: row.publicRef },
          response: await respond(row, order, caller, catalog.referenceId),
        };
      };
      if (storedKey) {
        const existing = await findReservationByKey(db, catalog.businessId, storedKey);
        if (existing) return replay(existing);
      }

      if (!isPartySizeAllowed(request.party_size, settings.max_users)) {
        throw refuse('RESERVATION_PARTY_SIZE', 'party_size', { max: Math.max(1, settings.max_users) });
      }
      const slot = findReservationSlot(slotsOf(ctx), request.date, request.time);
      if (!slot) throw refuse('RESERVATION_SLOT_UNAVAILABLE', 'time');
      const problems: Problem[] = [];
      const contact = { phone: request.phone, dial_code: request.dial_code } as Parameters<typeof phoneOf>[0];
      const phone = phoneOf(contact, catalog.countryCode, problems);
      if (!phone) throw orderRefused(problems);

      const withOrder = isReservationWithOrder(settings);
      // The pre-order is offered, not required: a booking with no dishes is a booking (ADR 1380).
      if (!withOrder && request.order) throw refuse('RESERVATION_ORDER_NOT_TAKEN', 'order');
      let preOrder: Awaited<ReturnType<OrderPlacement['preparePreOrder']>> | null = null;
      const preOrderBody = request.order && {
        ...request.order,
        branch_id: request.branch_id,
        selling_types: request.reserve_type === 'table' ? 'reserv_dinein' : 'reserv_service',
        name: request.name,
        phone: request.phone,
        dial_code: request.dial_code,
        reservation: true,
      };
      if (request.order) {
        const notForReservation = request.order.order_lines.findIndex(
          (l) => catalog.menu.get(l.item_id)?.types.reservation === false,
        );
        if (notForReservation >= 0)
          throw refuse('ITEM_NOT_FOR_RESERVATION', `order.order_lines.${notForReservation}`);
        preOrder = await deps.placement.preparePreOrder(preOrderBody, caller, slot);
      }

      const start = new Date(slot.start);
      const end = new Date(start.getTime() + capacity.durationMinutes * 60_000);
      const withTable = settings.with_table;
      const tables = await findBranchTables(db, catalog.businessId, catalog.branchId);
      const token = randomToken();
      const fitNow = async (db: Db) =>
        allocateCapacity({
          request: {
            start,
            end,
            party: request.party_size,
            tableId: withTable ? (request.table_id ?? null) : null,
            area: withTable ? (request.area ?? null) : null,
          },
          tables: tables.map((t) => ({ id: t.id, seats: t.seats, area: t.floor })),
          useTables: usesTables(request.reserve_type, tables),
          coversPerSlot: capacity.coversPerSlot,
          held: await listHolding(db, catalog.branchId, start, end),
        });
      // Without the lock a full slot is refused at once (places only ever fill up meanwhile, so
      // this can only be right); a booking that may fit is decided again under the lock.
      const early = await fitNow(db);
      if (!early.ok) throw reservationRefused(early.problem);
      try {
        const { row, order } = await underBranchLock(deps.pool, catalog.branchId, async (tx) => {
          const fit = await fitNow(tx);
          if (!fit.ok) throw reservationRefused(fit.problem);
          let order: OrderRow | null = null;
          const couponCode = request.order?.coupon_code;
          if (preOrder && couponCode) {
            // A limited coupon's use is taken as an order's is (ADR 1150, 1211): its row locked,
            // then checked and counted again on this transaction, so the checks above (made
            // before any lock, to refuse early) cannot let two bookings take its last use.
            await lockLimitedCoupon(tx, catalog.businessId, couponCode);
            preOrder = await deps.placement.preparePreOrder(preOrderBody, caller, slot, tx);
          }
          if (preOrder) {
            const inserted = await insertOrder(tx, preOrder.order, preOrder.lines);
            if (inserted.kind !== 'created') throw new Error('pre-order insert failed');
            order = inserted.order;
          }
          const row = await insertReservation(tx, {
            businessId: catalog.businessId,
            branchId: catalog.branchId,
            token,
            userId,
            reserveType: request.reserve_type,
            status: ReservationState.pending,
            party: request.party_size,
            startsAt: start,
            endsAt: end,
            localDate: slot.date,
            localTime: slot.from,
            tableId: fit.tableId,
            area: withTable ? (request.area ?? null) : null,
            name: request.name,
            phone: phone.e164,
            dialCode: phone.dialCode,
            note: request.note?.trim() ?? '',
            orderId: order?.id ?? null,
            idempotencyKey: storedKey || null,
            requestHash,
          });
          return { row, order };
        });
        return {
          replayed: false,
          // The number stays on the server (conversions, ADR 1494); the answer names the reference.
          booking: { id: row.id, publicRef: row.publicRef },
          response: await respond(row, order, caller, catalog.referenceId),
        };
      } catch (error) {
        // A concurrent duplicate of the same submission committed first: answer its booking.
        if (storedKey && (error as { code?: string }).code === '23505') {
          const existing = await findReservationByKey(db, catalog.businessId, storedKey);
          if (existing) return replay(existing);
        }
        throw error;
      }
    },

    findReservation: (id: number) => findReservation(db, id),
  };
}

export type ReservationBooking = ReturnType<typeof createReservationBooking>;
