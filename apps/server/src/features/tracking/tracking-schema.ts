import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from '../../platform/db/schema/business.ts';

/**
 * A conversion the server reports to the business's conversion APIs (ADR 840): one row per order
 * purchase or reservation, written when the diner acts, with what the browser knew then — the
 * diner's consent, the page address, the user agent and address the platforms match on. The
 * sending jobs read it (never the job's own data: no phone or token sits in the queue) and it is
 * deleted after 30 days.
 */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** `Purchase` (an order) or `Schedule` (a reservation). */
    eventName: text('event_name').notNull(),
    /** The order's or the reservation's id. */
    sourceId: integer('source_id').notNull(),
    /** Shared with the browser pixel's event so the platforms de-duplicate (ADR 840). */
    eventId: text('event_id').notNull(),
    /** The diner agreed to marketing tracking (or the business asks for no consent). */
    consent: boolean('consent').notNull(),
    sourceUrl: text('source_url'),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    /** Set when the conversion was confirmed (placed and, online, paid) and its jobs queued. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversion_events_business_event').on(t.businessId, t.eventId)],
);
