import type {
  OrderEventsResponse,
  OrderHistoryResponse,
  OrderKey,
  OrderView,
  TransactionResponse,
} from '@sufra/contract';
import { type Customer, customerIn } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { NotFound, Unauthenticated } from '../../platform/failures.ts';
import { resolveLocale } from '../../platform/localize.ts';
import { safeEqual } from '../../platform/secrets.ts';
import { listPayments } from '../payments/payment-repository.ts';
import { listRefundsOfOrders } from '../payments/refund-repository.ts';
import { findBusinessTexts } from '../tenancy/business-heads.ts';
import {
  findBusinessByRef,
  findOrderByKey,
  findOrderEvents,
  findOrderLines,
  listCustomerOrders,
  type OrderRow,
} from './order-repository.ts';
import { type Texts, toEventView, toOrderView } from './order-view.ts';

/** How a caller proves an order is theirs: its token, or the account that placed it (ADR 400). */
export type OrderAccess = { token?: string | undefined; customer?: Customer | null | undefined };

export const HISTORY_PAGE_SIZE = 20;

export function createOrderReading(deps: { db: Db }) {
  const { db } = deps;

  /**
   * The order, if the caller may read it; otherwise the same 404 as an unknown id, so order ids
   * cannot be probed. Tokens are compared in constant time.
   */
  async function authorize(orderId: OrderKey, access: OrderAccess): Promise<OrderRow> {
    const order = await findOrderByKey(db, orderId);
    if (order) {
      if (access.token && safeEqual(access.token, order.token)) return order;
      const userId = customerIn(access.customer ?? null, order.businessId);
      if (order.userId !== null && userId === order.userId) return order;
    }
    throw new NotFound('Order not found');
  }

  async function textsOf(businessId: number, locale: string | undefined): Promise<Texts & { ref: string }> {
    const business = await findBusinessTexts(db, businessId);
    const locales = business?.locales ?? ['en'];
    return {
      ref: business?.referenceId ?? '',
      locale: resolveLocale(locale, locales),
      fallback: locales[0] ?? 'en',
    };
  }

  async function view(order: OrderRow, full: boolean, locale: string | undefined): Promise<OrderView> {
    const texts = await textsOf(order.businessId, locale);
    if (!full) return toOrderView(order, texts.ref, texts);
    const [lines, events, payments, refunds] = await Promise.all([
      findOrderLines(db, [order.id]),
      findOrderEvents(db, order.id),
      listPayments(db, order.businessId, order.id),
      listRefundsOfOrders(db, [order.id]),
    ]);
    return toOrderView(order, texts.ref, texts, { lines, events, payments, refunds });
  }

  return {
    authorize,
    view,

    async read(orderId: OrderKey, access: OrderAccess, full: boolean, locale?: string): Promise<OrderView> {
      return view(await authorize(orderId, access), full, locale);
    },

    async events(orderId: OrderKey, access: OrderAccess, after: number): Promise<OrderEventsResponse> {
      const order = await authorize(orderId, access);
      // `after` is a place among the order's events (ADR 1493), as the stream numbers them.
      const events = (await findOrderEvents(db, order.id))
        .map((e, i) => toEventView(e, i + 1))
        .filter((e) => e.id > after);
      return {
        error: 0,
        public_ref: order.publicRef,
        status: order.status as OrderEventsResponse['status'],
        payment_state: order.paymentState as OrderEventsResponse['payment_state'],
        events,
      };
    },

    async transactions(orderId: OrderKey, access: OrderAccess): Promise<TransactionResponse> {
      const order = await authorize(orderId, access);
      const full = await view(order, true, undefined);
      return {
        error: 0,
        public_ref: order.publicRef,
        payment_type: order.paymentType,
        payment_state: full.payment_state,
        total: order.total,
        currency: order.currency,
        transactions: full.transactions ?? [],
      };
    },

    /** The signed-in customer's orders in the business; guests keep their own list (ADR 400). */
    async history(
      businessRef: string,
      customer: Customer | null,
      page: number,
      locale?: string,
    ): Promise<OrderHistoryResponse> {
      const business = await findBusinessByRef(db, businessRef);
      if (!business) throw new NotFound('Business not found');
      const userId = customerIn(customer, business.id);
      if (userId === null) throw new Unauthenticated('Sign in to see your orders');
      const rows = await listCustomerOrders(db, business.id, userId, page, HISTORY_PAGE_SIZE);
      const pageRows = rows.slice(0, HISTORY_PAGE_SIZE);
      const lines = await findOrderLines(
        db,
        pageRows.map((r) => r.id),
      );
      const texts = {
        locale: resolveLocale(locale, business.locales),
        fallback: business.locales[0] ?? 'en',
      };
      return {
        error: 0,
        page,
        per_page: HISTORY_PAGE_SIZE,
        has_more: rows.length > HISTORY_PAGE_SIZE,
        // The account placed these orders: it gets each order's read capability, so its order pages
        // (and their live status) open on any device (ADR 705).
        orders: pageRows.map((r) => ({
          ...toOrderView(r, business.referenceId, texts, { lines }),
          token: r.token,
        })),
      };
    },
  };
}

export type OrderReading = ReturnType<typeof createOrderReading>;
