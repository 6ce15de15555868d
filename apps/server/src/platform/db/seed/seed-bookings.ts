import { randomBytes } from 'node:crypto';
import { localDate, zonedInstant } from '@sufra/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as s from '../schema/index.ts';
import type { SeedBooking } from './seed-types.ts';

const HALF_HOUR = 30 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The furthest of today's seeded bookings, in hours from the seed's time. */
const TODAY_HOURS = 4;

/** `HH:mm` of the instant in the zone. */
const localTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

/**
 * When a seeded booking starts, from the seed's time (ADR 1477): `hours` from now (on the next
 * half hour; never past today), or `days` from today at a local `time` of the business's zone.
 */
export function bookingStart(at: SeedBooking['at'], now: Date, timeZone: string): Date {
  if ('hours' in at) {
    const ahead = new Date(Math.ceil(now.getTime() / HALF_HOUR) * HALF_HOUR + at.hours * HOUR);
    // Seeded late in the evening, today's keep to today: the last at 23:30, the others an hour
    // apart before it (some then began a little while ago, as a full evening has).
    const latest = zonedInstant(
      localDate(now, timeZone),
      23 * 60 + 30 - (TODAY_HOURS - at.hours) * 60,
      timeZone,
    );
    return ahead < latest ? ahead : latest;
  }
  const [h, m] = at.time.split(':').map(Number) as [number, number];
  return zonedInstant(localDate(new Date(now.getTime() + at.days * DAY), timeZone), h * 60 + m, timeZone);
}

/**
 * The demo's bookings (ADR 1477), so the back office's day and week show rows on the first start:
 * each with its "placed" event, and a staff move for any status past pending, as the board would
 * have written them.
 */
export async function insertBookings(
  tx: Db,
  businessId: number,
  branchKeys: Map<string, number>,
  bookings: SeedBooking[],
  timeZone: string,
  now: Date,
): Promise<void> {
  for (const b of bookings) {
    const branchId = branchKeys.get(b.branch);
    if (branchId === undefined) throw new Error(`Seed refers to unknown branch '${b.branch}'`);
    const [table] = b.table
      ? await tx
          .select({ id: s.diningTables.id })
          .from(s.diningTables)
          .where(and(eq(s.diningTables.branchId, branchId), eq(s.diningTables.name, b.table)))
      : [];
    const start = bookingStart(b.at, now, timeZone);
    const [row] = await tx
      .insert(s.reservations)
      .values({
        businessId,
        branchId,
        token: randomBytes(24).toString('base64url'),
        reserveType: 'table',
        status: b.status,
        party: b.party,
        startsAt: start,
        endsAt: new Date(start.getTime() + 90 * 60_000),
        localDate: localDate(start, timeZone),
        localTime: localTime(start, timeZone),
        tableId: table?.id ?? null,
        name: b.name,
        phone: `+965${b.phone}`,
        dialCode: '965',
        note: b.note ?? '',
        reason: b.reason ?? null,
        createdAt: new Date(Math.min(now.getTime(), start.getTime()) - 2 * DAY),
      })
      .returning({ id: s.reservations.id });
    if (!row) throw new Error('Reservation insert returned nothing');
    await tx.insert(s.reservationEvents).values({
      businessId,
      reservationId: row.id,
      kind: 'placed',
      status: 0,
      actor: 'customer',
    });
    if (b.status !== 0)
      await tx.insert(s.reservationEvents).values({
        businessId,
        reservationId: row.id,
        kind: 'status',
        status: b.status,
        actor: b.status === 9 ? 'customer' : 'staff',
        reason: b.reason ?? null,
      });
  }
}
