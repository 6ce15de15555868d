import { orderKeyParam, PUSHED_STATUSES, pushSubscribeBodySchema } from '@sufra/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer } from '../../platform/auth/auth-plugin.ts';
import * as s from '../../platform/db/schema/index.ts';
import type { FeatureDeps } from '../../platform/deps.ts';
import { Invalid, NotFound, Refused } from '../../platform/failures.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import type { OrderEventsHub } from '../orders/order-events-hub.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import { orderOfRequest } from '../orders/order-token-access.ts';
import { orderPagePath } from '../payments/payment-service.ts';
import { atPushService, sendPush } from './push-sender.ts';
import { registerStaffPush } from './staff-push.ts';
import { type Vapid, vapidOf } from './vapid-keys.ts';

const pushed = new Set<number>(PUSHED_STATUSES);
/** Devices one order may notify: a family's phones, not a list someone with the token fills. */
export const MAX_DEVICES_PER_ORDER = 5;

/**
 * Web Push for order status (ADR 909): the key a page subscribes with, a device's subscription to
 * one order (with the order's token), and a job per status change — accepted, ready, out for
 * delivery, delivered — sent to every device that asked, through the job queue (retried with
 * backoff; a subscription the push service forgot is deleted).
 */
export async function pushPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & { reading: OrderReading; hub: OrderEventsHub },
) {
  const { db } = deps.database;
  const vapid: Vapid | null = await vapidOf(deps.config, db, api.log);
  const origins = deps.config.PUSH_SERVICE_ORIGINS;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get('/webapp/push/key', async () => {
    if (!vapid) throw new NotFound('Push notifications are off on this server');
    return { error: 0 as const, public_key: vapid.publicKey };
  });

  routes.post(
    '/webapp/order/:orderId/push',
    {
      schema: { params: z.object({ orderId: orderKeyParam }), body: pushSubscribeBodySchema },
      preHandler: identifyCustomer,
    },
    async (request) => {
      if (!vapid) throw new NotFound('Push notifications are off on this server');
      // The token comes in `x-order-token` only (this body carries no token).
      const order = await orderOfRequest(
        deps.reading,
        request as unknown as Parameters<typeof orderOfRequest>[1],
      );
      const { subscription, texts } = request.body;
      if (!atPushService(subscription.endpoint, origins))
        throw new Invalid('subscription.endpoint: not a known push service');
      const devices = await db
        .select({ endpoint: s.pushSubscriptions.endpoint })
        .from(s.pushSubscriptions)
        .where(eq(s.pushSubscriptions.orderId, order.id));
      if (
        devices.length >= MAX_DEVICES_PER_ORDER &&
        !devices.some((d) => d.endpoint === subscription.endpoint)
      )
        throw new Refused('PUSH_DEVICES_FULL', `An order notifies at most ${MAX_DEVICES_PER_ORDER} devices`);
      const row = { endpoint: subscription.endpoint, ...subscription.keys, texts };
      await db
        .insert(s.pushSubscriptions)
        .values({ businessId: order.businessId, orderId: order.id, ...row })
        .onConflictDoUpdate({
          target: [s.pushSubscriptions.orderId, s.pushSubscriptions.endpoint],
          set: row,
        });
      return { error: 0 as const };
    },
  );

  // New orders to staff devices (ADR 1435): its routes answer even with push off (a 404 then).
  const staffPush = registerStaffPush(api, { db, jobs: deps.jobs, hub: deps.hub, vapid, origins });

  if (!vapid) return;
  if (staffPush) {
    await deps.jobs.register(staffPush.job);
    staffPush.listen();
  }
  const statusPush = defineJob<{ orderId: number; status: number }>({
    name: 'push.order-status',
    retries: 5,
    backoffSeconds: 10,
    handle: async ({ orderId, status }) => {
      const rows = await db
        .select({
          id: s.pushSubscriptions.id,
          endpoint: s.pushSubscriptions.endpoint,
          p256dh: s.pushSubscriptions.p256dh,
          auth: s.pushSubscriptions.auth,
          texts: s.pushSubscriptions.texts,
          token: s.orders.token,
          orderRef: s.orders.publicRef,
          ref: s.businesses.referenceId,
        })
        .from(s.pushSubscriptions)
        .innerJoin(s.orders, eq(s.orders.id, s.pushSubscriptions.orderId))
        .innerJoin(s.businesses, eq(s.businesses.id, s.pushSubscriptions.businessId))
        .where(eq(s.pushSubscriptions.orderId, orderId));
      let failed: unknown = null;
      for (const row of rows) {
        const gone = async () => {
          await db.delete(s.pushSubscriptions).where(eq(s.pushSubscriptions.id, row.id));
        };
        if (!atPushService(row.endpoint, origins)) {
          await gone();
          continue;
        }
        const payload = JSON.stringify({
          title: row.texts.title,
          body: row.texts[String(status)] ?? '',
          // The link, tag and topic name the order by its public reference (ADR 1471).
          url: orderPagePath(row.ref, row.orderRef, row.token),
          tag: `order-${row.orderRef}`,
          status,
        });
        try {
          if ((await sendPush(row, payload, vapid, `order-${row.orderRef}`)) === 'gone') await gone();
        } catch (error) {
          failed = error;
        }
      }
      // The others were sent; a retry sends again to all, and the same topic and tag make a
      // device show one notification.
      if (failed) throw failed;
    },
  });
  await deps.jobs.register(statusPush);

  // Each instance hears every change (LISTEN); the job key makes it one job.
  deps.hub.subscribeAll((notice) => {
    if (notice.k !== 'status' || !pushed.has(notice.s)) return;
    void (async () => {
      const [asked] = await db
        .select({ one: sql<number>`1` })
        .from(s.pushSubscriptions)
        .where(eq(s.pushSubscriptions.orderId, notice.o))
        .limit(1);
      if (!asked) return;
      await deps.jobs.enqueue(
        statusPush,
        { orderId: notice.o, status: notice.s },
        { key: `push:${notice.o}:${notice.s}` },
      );
    })().catch((error: unknown) => api.log.error({ err: error }, 'order status push not queued'));
  });
  // LISTEN now (the streams open it on their first client): a failure reconnects by itself.
  void deps.hub.ready().catch(() => undefined);
}
