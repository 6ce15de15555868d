import { type AdminZone, areaShapeWriteSchema, zoneWriteSchema } from '@sufra/contract';
import { type RingProblem, ringProblem } from '@sufra/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from './setup-audit.ts';

const RING_MESSAGES: Record<RingProblem, string> = {
  not_closed: 'The outline must end where it starts',
  too_few_points: 'Draw at least three corners that enclose an area',
  too_many_points: 'Use at most 500 corners',
  out_of_range: 'A corner is off the map',
  self_intersecting: 'The outline crosses itself; move the corners so its edges do not cross',
};

/** The outer ring of a Polygon shape, or null (a point, or anything else). */
function ringOf(shape: { type: string; coordinates: unknown }): [number, number][] | null {
  if (shape.type !== 'Polygon' || !Array.isArray(shape.coordinates)) return null;
  const ring = shape.coordinates[0];
  return Array.isArray(ring) ? (ring as [number, number][]) : null;
}

/**
 * Delivery zones in the back office (ADR 1123): a zone's fee, minimum order and delivery time,
 * and its areas' outlines drawn on a map, checked on the server (closed ring, no crossing
 * edges). Versions are the rows' `xmin` (ADR 1002); every write is audited.
 */
export function createZonesAdminService(deps: { db: Db }) {
  const { db } = deps;

  async function list(tx: Db, businessId: number): Promise<AdminZone[]> {
    const zones = await tx
      .select({
        id: s.zones.id,
        branchId: s.zones.branchId,
        name: s.zones.name,
        fees: s.zones.fees,
        minOrder: s.zones.minOrder,
        deliveryTime: s.zones.deliveryTime,
        visible: s.zones.visible,
        color: s.zones.color,
        version: sql<string>`zones.xmin::text`,
      })
      .from(s.zones)
      .where(eq(s.zones.businessId, businessId))
      .orderBy(asc(s.zones.branchId), asc(s.zones.id));
    const areas = zones.length
      ? await tx
          .select({
            id: s.areas.id,
            zoneId: s.areas.zoneId,
            name: s.areas.name,
            shape: s.areas.shape,
            version: sql<string>`areas.xmin::text`,
          })
          .from(s.areas)
          .where(
            inArray(
              s.areas.zoneId,
              zones.map((z) => z.id),
            ),
          )
          .orderBy(asc(s.areas.id))
      : [];
    const byZone = Map.groupBy(areas, (a) => a.zoneId);
    return zones.map((z) => ({
      id: z.id,
      branch_id: z.branchId,
      name: z.name,
      fees: z.fees,
      min_order: z.minOrder,
      delivery_time: z.deliveryTime,
      visible: z.visible,
      color: z.color,
      version: z.version,
      areas: (byZone.get(z.id) ?? []).map((a) => ({
        id: a.id,
        name: a.name,
        ring: ringOf(a.shape),
        version: a.version,
      })),
    }));
  }

  async function one(tx: Db, businessId: number, zoneId: number): Promise<AdminZone> {
    const zone = (await list(tx, businessId)).find((z) => z.id === zoneId);
    if (!zone) throw new NotFound('Zone not found');
    return zone;
  }

  return {
    list: (caller: AdminCaller) => list(db, caller.member.businessId),

    async saveZone(caller: AdminCaller, zoneId: number, body: unknown): Promise<AdminZone> {
      const input = parseWrite(zoneWriteSchema, body);
      const businessId = caller.member.businessId;
      const business = await findAdminBusiness(db, caller.referenceId);
      const problems: FieldProblems = {};
      const name = checkLocalized('name', input.name, business?.locales ?? ['en'], true, problems);
      if (Object.keys(problems).length) throw invalidFields(problems);
      await auditedWrite(db, caller, { action: 'update', entity: 'zone' }, async (tx) => {
        const { rows } = await tx.execute<{ version: string }>(
          sql`SELECT xmin::text AS version FROM zones WHERE id = ${zoneId} AND business_id = ${businessId} FOR UPDATE`,
        );
        if (!rows[0]) throw new NotFound('Zone not found');
        const before = await one(tx, businessId, zoneId);
        if (input.version && input.version !== rows[0].version) throw changedElsewhere();
        await tx
          .update(s.zones)
          .set({
            name,
            fees: input.fees,
            minOrder: input.min_order,
            deliveryTime: input.delivery_time,
            visible: input.visible,
          })
          .where(eq(s.zones.id, zoneId));
        const { areas: _, ...shown } = before;
        return {
          entityId: zoneId,
          before: shown,
          after: async (t) => {
            const { areas: __, ...after } = await one(t, businessId, zoneId);
            return after;
          },
        };
      });
      return one(db, businessId, zoneId);
    },

    async saveAreaShape(caller: AdminCaller, areaId: number, body: unknown): Promise<AdminZone> {
      const input = parseWrite(areaShapeWriteSchema, body);
      const problem = ringProblem(input.ring);
      if (problem) throw invalidFields({ ring: RING_MESSAGES[problem] });
      const businessId = caller.member.businessId;
      let zoneId = 0;
      await auditedWrite(db, caller, { action: 'shape', entity: 'area' }, async (tx) => {
        const { rows } = await tx.execute<{ zone_id: number; shape: unknown; version: string }>(
          sql`SELECT zone_id, shape, xmin::text AS version FROM areas
              WHERE id = ${areaId} AND business_id = ${businessId} FOR UPDATE`,
        );
        const row = rows[0];
        if (!row) throw new NotFound('Area not found');
        if (input.version && input.version !== row.version) throw changedElsewhere();
        zoneId = row.zone_id;
        const shape = { type: 'Polygon', coordinates: [input.ring] };
        await tx.update(s.areas).set({ shape }).where(eq(s.areas.id, areaId));
        return { entityId: areaId, before: row.shape, after: async () => shape };
      });
      return one(db, businessId, zoneId);
    },
  };
}
export type ZonesAdminService = ReturnType<typeof createZonesAdminService>;
