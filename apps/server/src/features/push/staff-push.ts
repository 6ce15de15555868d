import { staffPushBodySchema, staffPushOffBodySchema } from '@sufra/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { Invalid, NotFound, Refused } from '../../platform/failures.ts';
import { defineJob, type Jobs } from '../../platform/jobs/jobs.ts';
import type { OrderEventsHub } from '../orders/order-events-hub.ts';
import { atPushService, sendPush } from './push-sender.ts';
import type { Vapid } from './vapid-keys.ts';

/** Staff devices one business may alert: every till and phone of a busy restaurant, not a flood. */
export const MAX_STAFF_DEVICES = 50;

/**
 * New orders by Web Push to staff devices (ADR 1435): a board's session turns
 * alerts on for its device (the member's branch, or all); each order that reaches the board — a
 * cash order when placed, an online one when paid — is one job that tells every device of its
 * business and branch, through the job queue (retried; a subscription the push service forgot is
 * deleted). A tap opens the board.
 */
export function registerStaffPush(
  api: FastifyInstance,
  deps: { db: Db; jobs: Jobs; hub: OrderEventsHub; vapid: Vapid | null; origins: readonly string[] },
) {
  const { db, vapid, origins } = deps;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/staff/push',
    { schema: { body: staffPushBodySchema }, preHandler: requireStaff },
    async (request) => {
      if (!vapid) throw new NotFound('Push notifications are off on this server');
      const staff = staffOf(request);
      const { subscription, texts } = request.body;
      if (!atPushService(subscription.endpoint, origins))
        throw new Invalid('subscription.endpoint: not a known push service');
      const devices = await db
        .select({ endpoint: s.staffPushSubscriptions.endpoint })
        .from(s.staffPushSubscriptions)
        .where(eq(s.staffPushSubscriptions.businessId, staff.businessId));
      if (devices.length >= MAX_STAFF_DEVICES && !devices.some((d) => d.endpoint === subscription.endpoint))
        throw new Refused('PUSH_DEVICES_FULL', `A business alerts at most ${MAX_STAFF_DEVICES} devices`);
      const row = { endpoint: subscription.endpoint, ...subscription.keys, texts, branchId: staff.branchId };
      await db
        .insert(s.staffPushSubscriptions)
        .values({ businessId: staff.businessId, ...row })
        .onConflictDoUpdate({
          target: [s.staffPushSubscriptions.businessId, s.staffPushSubscriptions.endpoint],
          set: row,
        });
      return { error: 0 as const };
    },
  );

  routes.post(
    '/staff/push/off',
    { schema: { body: staffPushOffBodySchema }, preHandler: requireStaff },
    async (request) => {
      const staff = staffOf(request);
      await db
        .delete(s.staffPushSubscriptions)
        .where(
          and(
            eq(s.staffPushSubscriptions.businessId, staff.businessId),
            eq(s.staffPushSubscriptions.endpoint, request.body.endpoint),
          ),
        );
      return { error: 0 as const };
    },
  );

  if (!vapid) return;
  const newOrderPush = defineJob<{ orderId: number }>({
    name: 'push.staff-new-order',
    retries: 5,
    backoffSeconds: 10,
    handle: async ({ orderId }) => {
      const [order] = await db
        .select({
          businessId: s.orders.businessId,
          branchId: s.orders.branchId,
          ref: s.businesses.referenceId,
        })
        .from(s.orders)
        .innerJoin(s.businesses, eq(s.businesses.id, s.orders.businessId))
        .where(eq(s.orders.id, orderId));
      if (!order) return;
      const rows = await db
        .select()
        .from(s.staffPushSubscriptions)
        .where(
          and(
            eq(s.staffPushSubscriptions.businessId, order.businessId),
            or(
              isNull(s.staffPushSubscriptions.branchId),
              eq(s.staffPushSubscriptions.branchId, order.branchId),
            ),
          ),
        );
      let failed: unknown = null;
      for (const row of rows) {
        const gone = () => db.delete(s.staffPushSubscriptions).where(eq(s.staffPushSubscriptions.id, row.id));
        if (!atPushService(row.endpoint, origins)) {
          await gone();
          continue;
        }
        const payload = JSON.stringify({
          title: row.texts.title,
          body: `${row.texts.body} #${orderId}`,
          url: `/${order.ref}/staff`,
          tag: `new-order-${orderId}`,
        });
        try {
          if ((await sendPush(row, payload, vapid, `new-order-${orderId}`)) === 'gone') await gone();
        } catch (error) {
          failed = error;
        }
      }
      if (failed) throw failed;
    },
  });

  return {
    job: newOrderPush,
    /** Each instance hears every order (LISTEN); the job's key makes it one push per order. */
    listen() {
      deps.hub.subscribeAll((notice) => {
        const onBoard =
          (notice.k === 'placed' && notice.p !== 'unpaid') || (notice.k === 'payment' && notice.p === 'paid');
        if (!onBoard) return;
        void (async () => {
          const [asked] = await db
            .select({ id: s.staffPushSubscriptions.id })
            .from(s.staffPushSubscriptions)
            .where(eq(s.staffPushSubscriptions.businessId, notice.b))
            .limit(1);
          if (!asked) return;
          await deps.jobs.enqueue(newOrderPush, { orderId: notice.o }, { key: `staff-push:${notice.o}` });
        })().catch((error: unknown) => api.log.error({ err: error }, 'new-order push not queued'));
      });
    },
  };
}
