import {
  type AdminZone,
  areaCreateSchema,
  areaRenameSchema,
  areaShapeWriteSchema,
  placeDeleteSchema,
  zoneCreateSchema,
  zoneWriteSchema,
} from '@sufra/contract';
import { type RingProblem, ringProblem } from '@sufra/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';

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
 * Delivery zones in the back office (ADR 1123, 1160): a zone's fee, minimum order and delivery
 * time, and its areas' outlines drawn on a map, checked on the server (closed ring, no crossing
 * edges); zones and areas added, renamed and deleted. Versions are the rows' `xmin` (ADR 1002); every write is audited.
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

  /** The business's locales, for checking a name per language. */
  async function localesOf(caller: AdminCaller): Promise<string[]> {
    return (await findAdminBusiness(db, caller.referenceId))?.locales ?? ['en'];
  }

  /** A drawn ring as the stored shape, or the 422 naming `ring`. */
  function shapeOf(ring: [number, number][], problems: FieldProblems) {
    const problem = ringProblem(ring);
    if (problem) problems.ring = RING_MESSAGES[problem];
    return { type: 'Polygon', coordinates: [ring] };
  }

  /** An area of the business, locked, with its zone and version; 404 when not theirs. */
  async function lockArea(tx: Db, businessId: number, areaId: number, version: string | undefined) {
    const { rows } = await tx.execute<{ zone_id: number; name: Record<string, string>; version: string }>(
      sql`SELECT zone_id, name, xmin::text AS version FROM areas
          WHERE id = ${areaId} AND business_id = ${businessId} FOR UPDATE`,
    );
    const row = rows[0];
    if (!row) throw new NotFound('Area not found');
    if (version && version !== row.version) throw changedElsewhere();
    return row;
  }

  return {
    list: (caller: AdminCaller) => list(db, caller.member.businessId),

    /**
     * A new zone with its first area drawn on the map (ADR 1160): the storefront's area question
     * and the checkout's lookup read zones per request, so it delivers at once.
     */
    async addZone(caller: AdminCaller, body: unknown): Promise<AdminZone> {
      const input = parseWrite(zoneCreateSchema, body);
      const businessId = caller.member.businessId;
      const locales = await localesOf(caller);
      const problems: FieldProblems = {};
      const name = checkLocalized('name', input.name, locales, true, problems);
      const areaName = input.area_name
        ? checkLocalized('area_name', input.area_name, locales, false, problems)
        : {};
      const shape = shapeOf(input.ring, problems);
      const [branch] = await db
        .select({ id: s.branches.id })
        .from(s.branches)
        .where(and(eq(s.branches.id, input.branch_id), eq(s.branches.businessId, businessId)));
      if (!branch) problems.branch_id = 'Choose one of your branches';
      if (Object.keys(problems).length) throw invalidFields(problems);
      let zoneId = 0;
      await auditedWrite(db, caller, { action: 'create', entity: 'zone' }, async (tx) => {
        const [zone] = await tx
          .insert(s.zones)
          .values({
            businessId,
            branchId: input.branch_id,
            name,
            fees: input.fees,
            minOrder: input.min_order,
            deliveryTime: input.delivery_time,
            visible: input.visible,
          })
          .returning({ id: s.zones.id });
        if (!zone) throw new Error('zone insert returned nothing');
        zoneId = zone.id;
        await tx.insert(s.areas).values({
          businessId,
          zoneId,
          name: Object.keys(areaName).length ? areaName : name,
          shape,
        });
        return { entityId: zoneId, before: null, after: (t) => one(t, businessId, zoneId) };
      });
      return one(db, businessId, zoneId);
    },

    /**
     * Deletes a zone and its areas (ADR 1160). Orders keep their zone and area ids (no key);
     * a saved address or an open cart naming one of its areas is asked for an area again — the
     * storefront's question and the order's check (`AREA_NOT_FOUND`, out of area) already do.
     */
    async deleteZone(caller: AdminCaller, zoneId: number, body: unknown): Promise<void> {
      const input = parseWrite(placeDeleteSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'delete', entity: 'zone' }, async (tx) => {
        const { rows } = await tx.execute<{ version: string }>(
          sql`SELECT xmin::text AS version FROM zones WHERE id = ${zoneId} AND business_id = ${businessId} FOR UPDATE`,
        );
        if (!rows[0]) throw new NotFound('Zone not found');
        if (input.version && input.version !== rows[0].version) throw changedElsewhere();
        const before = await one(tx, businessId, zoneId);
        await tx.delete(s.zones).where(eq(s.zones.id, zoneId));
        return { entityId: zoneId, before, after: async () => null };
      });
    },

    async addArea(caller: AdminCaller, zoneId: number, body: unknown): Promise<AdminZone> {
      const input = parseWrite(areaCreateSchema, body);
      const businessId = caller.member.businessId;
      const problems: FieldProblems = {};
      const name = checkLocalized('name', input.name, await localesOf(caller), true, problems);
      const shape = shapeOf(input.ring, problems);
      if (Object.keys(problems).length) throw invalidFields(problems);
      await auditedWrite(db, caller, { action: 'create', entity: 'area' }, async (tx) => {
        const { rows } = await tx.execute<{ id: number }>(
          sql`SELECT id FROM zones WHERE id = ${zoneId} AND business_id = ${businessId} FOR UPDATE`,
        );
        if (!rows[0]) throw new NotFound('Zone not found');
        const [area] = await tx
          .insert(s.areas)
          .values({ businessId, zoneId, name, shape })
          .returning({ id: s.areas.id });
        if (!area) throw new Error('area insert returned nothing');
        return { entityId: area.id, before: null, after: async () => ({ zone_id: zoneId, name, shape }) };
      });
      return one(db, businessId, zoneId);
    },

    async renameArea(caller: AdminCaller, areaId: number, body: unknown): Promise<AdminZone> {
      const input = parseWrite(areaRenameSchema, body);
      const businessId = caller.member.businessId;
      const problems: FieldProblems = {};
      const name = checkLocalized('name', input.name, await localesOf(caller), true, problems);
      if (Object.keys(problems).length) throw invalidFields(problems);
      let zoneId = 0;
      await auditedWrite(db, caller, { action: 'update', entity: 'area' }, async (tx) => {
        const row = await lockArea(tx, businessId, areaId, input.version);
        zoneId = row.zone_id;
        await tx.update(s.areas).set({ name }).where(eq(s.areas.id, areaId));
        return { entityId: areaId, before: { name: row.name }, after: async () => ({ name }) };
      });
      return one(db, businessId, zoneId);
    },

    /** Deletes an area; a zone's last area is refused (422): deleting the zone says what is meant. */
    async deleteArea(caller: AdminCaller, areaId: number, body: unknown): Promise<AdminZone> {
      const input = parseWrite(placeDeleteSchema, body);
      const businessId = caller.member.businessId;
      let zoneId = 0;
      await auditedWrite(db, caller, { action: 'delete', entity: 'area' }, async (tx) => {
        const row = await lockArea(tx, businessId, areaId, input.version);
        zoneId = row.zone_id;
        // The zone is locked too, so two managers cannot delete its last two areas at once.
        await tx.execute(sql`SELECT id FROM zones WHERE id = ${zoneId} FOR UPDATE`);
        const { rows } = await tx.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM areas WHERE zone_id = ${zoneId}`,
        );
        if ((rows[0]?.n ?? 0) <= 1)
          throw invalidFields({ area: 'A zone keeps at least one area; delete the zone instead' });
        const [before] = await tx.select().from(s.areas).where(eq(s.areas.id, areaId));
        await tx.delete(s.areas).where(eq(s.areas.id, areaId));
        return {
          entityId: areaId,
          before: { zone_id: zoneId, name: before?.name, shape: before?.shape },
          after: async () => null,
        };
      });
      return one(db, businessId, zoneId);
    },

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
