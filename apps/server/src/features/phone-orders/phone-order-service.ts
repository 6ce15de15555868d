import type { AddOrderItemRequest, PhoneOrderRequest, PhoneOrderSetup } from '@sufra/contract/phone-orders';
import type { AddItemProblem } from '@sufra/domain';
import {
  addItemProblem,
  isPhoneOrderPayment,
  memberCoversBranch,
  type OrderPaymentState,
  type OrderStatus,
  PHONE_ORDER_PAYMENTS,
} from '@sufra/domain';
import type { StaffMember } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/failures.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness, insertAudit } from '../admin/admin-repository.ts';
import type { BranchCatalogService } from '../catalog/branch-catalog.ts';
import { paymentProblem } from '../orders/order-checks.ts';
import type { OrderPlacement } from '../orders/order-placement.ts';
import { orderRefused, ServerOrderProblem as P } from '../orders/order-problems.ts';
import { findOrderLines } from '../orders/order-repository.ts';
import type { StaffService } from '../staff/staff-service.ts';
import * as r from './phone-order-repository.ts';

/** What the back office shows when an item cannot be added (ADR 1476). */
export const ADD_ITEM_MESSAGES: Record<AddItemProblem, string> = {
  ORDER_CLOSED: 'This order is completed or cancelled; take a new order instead',
  ORDER_OUT: 'This order is already out for delivery; take a new order for the extra item',
  ORDER_PAID_ONLINE:
    'This order was paid online (or its payment is under way); take a new order for the extra item, paid in cash',
  ORDER_WALLET: "Part of this order was paid from the diner's wallet; take a new order for the extra item",
  ORDER_REFUNDED: 'Money of this order was already refunded; take a new order for the extra item',
};

/**
 * Phone orders (ADR 1475, 1476): a member whose role may take orders (`orders.take`) enters an
 * order for a caller, or adds an item to an open order. Both go through the orders' own pipeline
 * (`placement.place`, `placement.reprice`): the same checks and prices as the storefront, from the
 * server's menu; the client sends identities and counts only.
 */
export function createPhoneOrderService(deps: {
  db: Db;
  placement: OrderPlacement;
  staff: StaffService;
  catalog: BranchCatalogService;
  messageChannels: readonly ('sms' | 'whatsapp')[];
}) {
  const { db } = deps;

  /** The member as the board's service knows staff (their business's name, locales, currency). */
  async function asStaff(caller: AdminCaller): Promise<StaffMember> {
    const business = await findAdminBusiness(db, caller.referenceId);
    if (!business) throw new NotFound('Business not found');
    const { member } = caller;
    if (member.role === 'driver') throw new Forbidden('Your role cannot do this', 'role_not_allowed');
    return {
      id: member.id,
      role: member.role,
      branchId: member.branchId,
      who: member.name,
      businessId: business.id,
      referenceId: business.referenceId,
      name: business.name,
      locales: business.locales,
      currency: business.currency,
      timeZone: business.timeZone,
    };
  }

  const audit = (
    tx: Db,
    caller: AdminCaller,
    action: string,
    orderId: number,
    before: unknown,
    after: unknown,
  ) =>
    insertAudit(tx, {
      businessId: caller.member.businessId,
      memberId: caller.member.id,
      memberName: caller.member.name,
      action,
      entity: 'order',
      entityId: orderId,
      before,
      after,
    });

  return {
    async setup(caller: AdminCaller, locale?: string): Promise<PhoneOrderSetup> {
      const staff = await asStaff(caller);
      const texts = { locale: resolveLocale(locale, staff.locales), fallback: staff.locales[0] ?? 'en' };
      const { branches, tables, areas } = await r.listPhoneOrderBranches(
        db,
        staff.businessId,
        staff.branchId,
      );
      // Cash and pay on pickup where the business takes them, by the orders' own check.
      const catalogs = await Promise.all(branches.map((b) => deps.catalog.forBranch(b.id)));
      const payments = (i: number) => {
        const catalog = catalogs[i];
        const offered = (type: 'car_pickup' | 'delivery' | 'dine_in') =>
          catalog ? PHONE_ORDER_PAYMENTS.filter((m) => paymentProblem(catalog, type, m) === null) : [];
        return {
          car_pickup: offered('car_pickup'),
          delivery: offered('delivery'),
          dine_in: offered('dine_in'),
        };
      };
      return {
        error: 0,
        currency: staff.currency,
        message_channels: [...deps.messageChannels],
        locales: staff.locales,
        branches: branches.map((b, i) => ({
          id: b.id,
          payments: payments(i),
          name: pickText(b.name, texts.locale, texts.fallback),
          tables: tables.filter((t) => t.branchId === b.id).map((t) => ({ id: t.id, name: t.name })),
          areas: areas
            .filter((a) => a.branchId === b.id)
            .map((a) => ({ id: a.id, name: pickText(a.name, texts.locale, texts.fallback) })),
        })),
      };
    },

    /**
     * A caller's order (ADR 1475): of a branch of the member's business (and their branch when
     * bound to one), paid in cash or on pickup, marked as a phone order taken by this member, then
     * audited. The order's own rules (open now, items, choices, delivery area, table) refuse it
     * with the storefront's 422 and its problems.
     */
    async place(
      caller: AdminCaller,
      body: PhoneOrderRequest & { branch_id: number },
      key: string | undefined,
      locale?: string,
    ) {
      const staff = await asStaff(caller);
      if (
        !(await r.branchOfBusiness(db, staff.businessId, body.branch_id)) ||
        !memberCoversBranch(staff.branchId, body.branch_id)
      )
        throw orderRefused([{ code: P.branchNotFound, field: 'branch_id' }]);
      if (!isPhoneOrderPayment(body.payment_type))
        throw orderRefused([{ code: P.paymentMethodDisabled, field: 'payment_type' }]);
      // Status messages by a way the channel sends (ADR 1478); SMS when offered and not said.
      const asked = body.status_messages ?? (deps.messageChannels.includes('sms') ? 'sms' : 'none');
      if (asked !== 'none' && !deps.messageChannels.includes(asked))
        throw orderRefused([
          { code: P.invalidRequest, field: 'status_messages', meta: { reason: `${asked} is not set up` } },
        ]);
      let table: string | null = null;
      if (body.selling_types === 'dine_in') {
        const found = body.table_id
          ? await r.findBranchTable(db, staff.businessId, body.branch_id, body.table_id)
          : null;
        if (!found) throw orderRefused([{ code: P.tableNotFound, field: 'table_id' }]);
        table = found.token;
      }
      const { table_id: _table, status_messages: _messages, locale: callerLocale, ...order } = body;
      const placed = await deps.placement.place(
        {
          ...order,
          ...(table ? { table } : {}),
          ...(body.selling_types === 'delivery' ? {} : { address: null, area_id: null }),
          ...(body.selling_types === 'car_pickup' ? {} : { car: null }),
          priority: 'now',
        },
        key,
        {
          customer: null,
          locale,
          takenBy: staff.id,
          statusMessages: asked === 'none' ? null : asked,
          orderLocale: callerLocale ?? undefined,
          // In the order's own transaction (ADR 1479): no phone order without its audit row.
          withOrder: (tx, order) =>
            audit(tx, caller, 'order.phone_create', order.id, null, {
              branch_id: body.branch_id,
              selling_type: body.selling_types,
              total: order.total,
              lines: body.order_lines.length,
            }),
        },
      );
      return deps.staff.order(staff, placed.orderId, locale);
    },

    /**
     * One more line on an open order (ADR 1476), under the order's row lock in one transaction:
     * the order of the member's business and branch (else 404), still open and paid on hand-over
     * (else 409 with the reason), priced again by the orders' pipeline, written and audited.
     */
    async addItem(caller: AdminCaller, orderId: number, body: AddOrderItemRequest, locale?: string) {
      const staff = await asStaff(caller);
      await transaction(db, async (tx) => {
        const row = await r.lockBusinessOrder(tx, staff.businessId, orderId);
        if (!row || !memberCoversBranch(staff.branchId, row.branchId)) throw new NotFound('Order not found');
        const problem = addItemProblem({
          status: row.status as OrderStatus,
          payment_state: row.paymentState as OrderPaymentState,
          wallet_discount: row.walletDiscount,
          refunds: await r.countRefunds(tx, row.id),
        });
        if (problem) throw new Conflict(problem, ADD_ITEM_MESSAGES[problem]);
        const lines = await findOrderLines(tx, [row.id]);
        const record = await deps.placement.reprice(row, lines, body.line, tx);
        await r.writeRepricedOrder(tx, staff.businessId, row.id, record.order, record.lines);
        await audit(
          tx,
          caller,
          'order.add_item',
          row.id,
          { total: row.total, lines: lines.length },
          { total: record.order.total, lines: record.lines.length, item_id: body.line.item_id },
        );
      });
      return deps.staff.order(staff, orderId, locale);
    },

    /** The order the add-item page is about (404 when not the member's to see). */
    async order(caller: AdminCaller, orderId: number, locale?: string) {
      return deps.staff.order(await asStaff(caller), orderId, locale);
    },
  };
}

export type PhoneOrderService = ReturnType<typeof createPhoneOrderService>;
