import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { type ConversionEvent, toMajorUnits } from './conversion-event.ts';
import type { conversionEvents } from './tracking-schema.ts';
import { phoneE164 } from './user-data.ts';

export type ConversionRow = typeof conversionEvents.$inferSelect;

/** A business's conversion API rows (kinds 5–7) with their sealed tokens. */
export type ApiTarget = { id: number; kind: 5 | 6 | 7; pixelId: string; sealedToken: string | null };

export async function apiTargets(db: Db, businessId: number): Promise<ApiTarget[]> {
  const rows = await db
    .select()
    .from(s.pixels)
    .where(and(eq(s.pixels.businessId, businessId), inArray(s.pixels.kind, [5, 6, 7])))
    .orderBy(asc(s.pixels.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as 5 | 6 | 7,
    pixelId: r.pixelId,
    sealedToken: typeof r.config.access_token === 'string' ? r.config.access_token : null,
  }));
}

/**
 * The event of a recorded conversion, read from the order or reservation it names: the order's
 * total and lines (the figures the server priced, never the browser's), the diner's phone for
 * matching (hashed by each adapter), their account as external id.
 */
export async function loadConversionEvent(db: Db, row: ConversionRow): Promise<ConversionEvent | null> {
  const base = {
    eventId: row.eventId,
    time: row.createdAt,
    sourceUrl: row.sourceUrl,
    orderId: String(row.sourceId),
  };
  const request = { clientIp: row.clientIp, userAgent: row.userAgent, email: null };
  if (row.eventName === 'Purchase') {
    const [order] = await db.select().from(s.orders).where(eq(s.orders.id, row.sourceId));
    if (!order || order.businessId !== row.businessId) return null;
    const lines = await db
      .select()
      .from(s.orderLines)
      .where(eq(s.orderLines.orderId, order.id))
      .orderBy(asc(s.orderLines.position));
    return {
      ...base,
      // The pixel's order id is the public reference, as in the browser's event (ADR 1472).
      orderId: order.publicRef,
      name: 'Purchase',
      value: toMajorUnits(order.total, order.currency),
      currency: order.currency,
      contents: lines.map((l) => ({
        id: String(l.itemId),
        quantity: l.quantity,
        price: toMajorUnits(l.unitPrice, order.currency),
      })),
      user: {
        ...request,
        phone: phoneE164(order.dialCode, order.phone),
        externalId: order.userId !== null ? `customer-${order.userId}` : null,
      },
    };
  }
  const [booking] = await db.select().from(s.reservations).where(eq(s.reservations.id, row.sourceId));
  if (!booking || booking.businessId !== row.businessId) return null;
  return {
    ...base,
    // A booking is named by its reference, as in the browser's event (ADR 1494).
    orderId: booking.publicRef,
    name: 'Schedule',
    value: null,
    currency: null,
    contents: [],
    user: {
      ...request,
      phone: phoneE164(booking.dialCode, booking.phone),
      externalId: booking.userId !== null ? `customer-${booking.userId}` : null,
    },
  };
}
