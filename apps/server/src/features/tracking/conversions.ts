import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { defineJob, type JobKind, type Jobs } from '../../platform/jobs/jobs.ts';
import { openKey } from '../../platform/key-seal.ts';
import { asObject } from '../../platform/stored-values.ts';
import { cookieValue } from '../accounts/session-cookie.ts';
import { type ConversionApi, ConversionFailure, conversionEventId } from './conversion-event.ts';
import { apiTargets, loadConversionEvent } from './conversion-source.ts';
import { conversionEvents } from './tracking-schema.ts';

/** The diner's choice for one business, kept by the storefront (ADR 842): `granted` or `denied`. */
export const consentCookieName = (ref: string) => `sufra_consent_${ref.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** What the browser told us when the diner acted. */
export type ConversionContext = {
  /** The request's Cookie header (the consent cookie is read from it per business). */
  cookies: string | null;
  sourceUrl: string | null;
  clientIp: string | null;
  userAgent: string | null;
};

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type ConversionsOptions = {
  db: Db;
  jobs: Jobs;
  log: Log;
  /** The adapters by integration kind (5 Meta, 6 TikTok, 7 Snap); `log` delivery passes none. */
  apis: Partial<Record<5 | 6 | 7, ConversionApi>> | 'log';
  /** Opens a sealed access token of a business (null: no key configured, or not openable). */
  openToken: (businessId: number, sealed: string) => string | null;
  retries?: number;
  backoffSeconds?: number;
};

/**
 * Whether the diner of this request agreed (ADR 842): a business that asks (`tracking_consent`
 * in its settings, default on) needs its consent cookie at `granted`; one that does not ask has
 * its diners' conversions reported.
 */
async function consentOf(db: Db, businessId: number, cookies: string | null): Promise<boolean> {
  const [row] = await db
    .select({ settings: s.businesses.settings, ref: s.businesses.referenceId })
    .from(s.businesses)
    .where(eq(s.businesses.id, businessId));
  if (!row) return false;
  if (asObject(row.settings).tracking_consent === false) return true;
  return cookieValue(cookies ?? undefined, consentCookieName(row.ref)) === 'granted';
}

/**
 * Server-side conversions (ADR 840): a conversion is recorded when the diner acts (with their
 * consent and request facts), confirmed when it counts (an order placed with an offline method,
 * or paid online), and then one job per configured API sends it — retried with backoff on 5xx,
 * 429 and outages, dead-lettered after the last try; never in the way of the order.
 */
export function createConversions(options: ConversionsOptions) {
  const { db, jobs, log } = options;

  const sendJob: JobKind<{ conversionId: number; targetId: number }> = defineJob({
    name: 'tracking.send-conversion',
    retries: options.retries ?? 6,
    backoffSeconds: options.backoffSeconds ?? 30,
    handle: async ({ conversionId, targetId }) => {
      const [row] = await db.select().from(conversionEvents).where(eq(conversionEvents.id, conversionId));
      if (!row?.consent) return;
      const target = (await apiTargets(db, row.businessId)).find((t) => t.id === targetId);
      if (!target) return; // The business removed the integration meanwhile.
      const event = await loadConversionEvent(db, row);
      if (!event) return;
      if (options.apis === 'log') {
        // Development: what would go out, without the diner's data (TRACKING_DELIVERY=log).
        log.info(
          { integration: target.kind, pixel: target.pixelId, event: event.name, event_id: event.eventId },
          'conversion (TRACKING_DELIVERY=log: not sent)',
        );
        return;
      }
      const api = options.apis[target.kind];
      const token = target.sealedToken ? options.openToken(row.businessId, target.sealedToken) : null;
      if (!api || !token) {
        log.warn(
          { integration: target.kind, business: row.businessId },
          'conversion API without a usable access token (TRACKING_KEYS_SECRET, the pixel row): not sent',
        );
        return;
      }
      try {
        await api.send({ pixelId: target.pixelId, accessToken: token }, event);
      } catch (error) {
        if (error instanceof ConversionFailure && !error.retryable) {
          // A request the platform refuses will be refused again: logged, not retried.
          log.error(
            { integration: api.name, business: row.businessId, err: error.message },
            'conversion refused',
          );
          return;
        }
        throw error;
      }
    },
  });

  /** Drops conversions older than 30 days (their address and user agent with them). */
  const pruneJob = defineJob<object>({
    name: 'tracking.prune-conversions',
    every: '17 3 * * *',
    handle: async () => {
      await db
        .delete(conversionEvents)
        .where(lt(conversionEvents.createdAt, sql`now() - interval '30 days'`));
    },
  });

  async function queue(row: typeof conversionEvents.$inferSelect): Promise<void> {
    if (!row.consent) return;
    for (const target of await apiTargets(db, row.businessId)) {
      await jobs.enqueue(
        sendJob,
        { conversionId: row.id, targetId: target.id },
        { key: `conversion:${row.id}:${target.id}`, keySeconds: 3600 },
      );
    }
  }

  /**
   * The conversion counts now (placed with cash / pay later, paid online, reservation
   * completed): its jobs are queued, once. Never throws: a failure here is logged, the order's
   * own work goes on.
   */
  async function confirm(businessId: number, name: 'Purchase' | 'Schedule', sourceId: number): Promise<void> {
    try {
      const [row] = await db
        .update(conversionEvents)
        .set({ queuedAt: sql`now()` })
        .where(
          and(
            eq(conversionEvents.businessId, businessId),
            eq(conversionEvents.eventName, name),
            eq(conversionEvents.sourceId, sourceId),
            isNull(conversionEvents.queuedAt),
          ),
        )
        .returning();
      if (row) await queue(row);
    } catch (err) {
      log.warn({ err, event: name, source: sourceId }, 'conversion could not be queued');
    }
  }

  return {
    jobs: [sendJob, pruneJob] as const,
    sendJob,

    /** The business of an order (null: none). */
    async businessOfOrder(orderId: number): Promise<number | null> {
      const [row] = await db
        .select({ businessId: s.orders.businessId })
        .from(s.orders)
        .where(eq(s.orders.id, orderId));
      return row?.businessId ?? null;
    },

    /** The business of a reservation (null: none). */
    async businessOfReservation(reservationId: number): Promise<number | null> {
      const [row] = await db
        .select({ businessId: s.reservations.businessId })
        .from(s.reservations)
        .where(eq(s.reservations.id, reservationId));
      return row?.businessId ?? null;
    },

    /** Staff completed a reservation: its Schedule counts now. */
    reservationCompleted: (businessId: number, reservationId: number) =>
      confirm(businessId, 'Schedule', reservationId),

    /** An order's payment settled as paid (ADR 840): its Purchase counts now. */
    async orderPaid(orderId: number): Promise<void> {
      const [row] = await db
        .select({ businessId: s.orders.businessId })
        .from(s.orders)
        .where(eq(s.orders.id, orderId));
      if (row) await confirm(row.businessId, 'Purchase', orderId);
    },

    /** Records a conversion when the diner acts (idempotent: one row per event id). */
    async record(
      businessId: number,
      name: 'Purchase' | 'Schedule',
      sourceId: number,
      context: ConversionContext,
      /** What the event id names: an order's or a booking's public reference (ADR 1472, 1494). */
      eventKey: string | number = sourceId,
    ): Promise<void> {
      const consent = await consentOf(db, businessId, context.cookies);
      await db
        .insert(conversionEvents)
        .values({
          businessId,
          eventName: name,
          sourceId,
          eventId: conversionEventId(name, eventKey),
          consent,
          sourceUrl: context.sourceUrl?.slice(0, 2048) ?? null,
          clientIp: context.clientIp,
          userAgent: context.userAgent?.slice(0, 512) ?? null,
        })
        .onConflictDoNothing();
    },

    confirm,
  };
}

export type Conversions = ReturnType<typeof createConversions>;

/** Opens tokens sealed with TRACKING_KEYS_SECRET (the payments' key-seal scheme, ADR 721). */
export const tokenOpener =
  (key: Buffer | null) =>
  (businessId: number, sealed: string): string | null =>
    key ? openKey(key, businessId, sealed) : null;
