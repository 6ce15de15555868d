import type { SavedLocation } from '@sufra/contract';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';

export type LocationRow = typeof s.savedLocations.$inferSelect;
export type LocationValues = Omit<
  typeof s.savedLocations.$inferInsert,
  'id' | 'customerId' | 'businessId' | 'createdAt' | 'updatedAt'
>;

/** The form's fields kept as a map; the rest of [product: Accounts] saved address has its own columns. */
export const ADDRESS_FIELDS = [
  'city',
  'street',
  'block',
  'postcode',
  'building',
  'avenue',
  'intercom',
  'floor',
  'apartment',
  'parking',
  'note',
  'house_number',
  'office_number',
  'paci',
] as const;

export function toLocationView(row: LocationRow): SavedLocation {
  return {
    id: row.id,
    title: row.title,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    form_type: row.formType as SavedLocation['form_type'],
    type: row.type,
    lat: row.lat,
    lng: row.lng,
    area_id: row.areaId,
    ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, row.fields[f] ?? null])),
    is_default: row.isDefault,
  };
}

/** The account's addresses: the default first, then the newest. */
export async function listLocations(db: Db, customerId: number): Promise<LocationRow[]> {
  return db
    .select()
    .from(s.savedLocations)
    .where(eq(s.savedLocations.customerId, customerId))
    .orderBy(desc(s.savedLocations.isDefault), desc(s.savedLocations.id));
}

export async function countLocations(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(s.savedLocations)
    .where(eq(s.savedLocations.customerId, customerId));
  return row?.n ?? 0;
}

/** Makes one address the default; the partial unique index keeps it the only one. */
async function clearOtherDefaults(tx: Db, customerId: number, keepId: number) {
  await tx
    .update(s.savedLocations)
    .set({ isDefault: false })
    .where(and(eq(s.savedLocations.customerId, customerId), ne(s.savedLocations.id, keepId)));
}

export async function insertLocation(
  db: Db,
  owner: { customerId: number; businessId: number },
  values: LocationValues,
  now: Date,
): Promise<LocationRow> {
  return transaction(db, async (tx) => {
    // The first address is the default, whatever was asked.
    const first = (await countLocations(tx, owner.customerId)) === 0;
    const isDefault = first || values.isDefault === true;
    if (isDefault)
      await tx
        .update(s.savedLocations)
        .set({ isDefault: false })
        .where(eq(s.savedLocations.customerId, owner.customerId));
    const [row] = await tx
      .insert(s.savedLocations)
      .values({ ...values, ...owner, isDefault, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('saved location insert returned nothing');
    return row;
  });
}

/** Updates one of the caller's addresses; null when it is not theirs (the same as not found). */
export async function updateLocation(
  db: Db,
  customerId: number,
  id: number,
  values: LocationValues,
  now: Date,
): Promise<LocationRow | null> {
  return transaction(db, async (tx) => {
    const mine = and(eq(s.savedLocations.id, id), eq(s.savedLocations.customerId, customerId));
    if (values.isDefault === true) await clearOtherDefaults(tx, customerId, id);
    const { isDefault, ...rest } = values;
    const [row] = await tx
      .update(s.savedLocations)
      .set({ ...rest, ...(isDefault === true ? { isDefault: true } : {}), updatedAt: now })
      .where(mine)
      .returning();
    return row ?? null;
  });
}

/** Deletes one of the caller's addresses; when it was the default, the newest other one takes over. */
export async function deleteLocation(db: Db, customerId: number, id: number): Promise<boolean> {
  return transaction(db, async (tx) => {
    const [gone] = await tx
      .delete(s.savedLocations)
      .where(and(eq(s.savedLocations.id, id), eq(s.savedLocations.customerId, customerId)))
      .returning();
    if (!gone) return false;
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: s.savedLocations.id })
        .from(s.savedLocations)
        .where(eq(s.savedLocations.customerId, customerId))
        .orderBy(desc(s.savedLocations.id))
        .limit(1);
      if (next)
        await tx.update(s.savedLocations).set({ isDefault: true }).where(eq(s.savedLocations.id, next.id));
    }
    return true;
  });
}
