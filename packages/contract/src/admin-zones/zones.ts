import { z } from 'zod';
import { localizedTextSchema } from '../admin/admin.ts';
import { money } from '../common.ts';

// Delivery zones in the back office ([product: Back office], ADR 1123, 1160, 1201): a zone's terms,
// its areas and their outlines. Write bodies are checked by the server with these schemas.

/** A delivery zone's terms (ADR 1123): fee and minimum in minor units, time in minutes. */
export const zoneWriteSchema = z.object({
  name: localizedTextSchema,
  fees: money.min(0).max(1_000_000_000),
  min_order: money.min(0).max(1_000_000_000),
  delivery_time: z.number().int().min(1).max(1440),
  visible: z.boolean(),
  version: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .optional(),
});
export type ZoneWrite = z.input<typeof zoneWriteSchema>;

/** A delivery area's outline: one closed ring of [lng, lat] (checked by the domain's `ringProblem`). */
export const areaShapeWriteSchema = z.object({
  ring: z
    .array(z.tuple([z.number(), z.number()]))
    .min(4)
    .max(501),
  version: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .optional(),
});
export type AreaShapeWrite = z.input<typeof areaShapeWriteSchema>;

const rowVersion = z
  .string()
  .regex(/^[0-9]{1,20}$/)
  .optional();
const ringSchema = z
  .array(z.tuple([z.number(), z.number()]))
  .min(4)
  .max(501);

/**
 * A new delivery zone (ADR 1160): its terms as `zoneWriteSchema`, its branch, and its first area
 * drawn on the map (named as the zone unless `area_name` says otherwise).
 */
export const zoneCreateSchema = zoneWriteSchema.omit({ version: true }).extend({
  branch_id: z.number().int().positive(),
  area_name: localizedTextSchema.optional(),
  ring: ringSchema,
});
export type ZoneCreate = z.input<typeof zoneCreateSchema>;

/** Deleting a zone or an area (ADR 1160): the version of the row the manager saw. */
export const placeDeleteSchema = z.object({ version: rowVersion });
export type PlaceDelete = z.input<typeof placeDeleteSchema>;

/** A new area of a zone, drawn on the map (ADR 1160). */
export const areaCreateSchema = z.object({ name: localizedTextSchema, ring: ringSchema });
export type AreaCreate = z.input<typeof areaCreateSchema>;

/** An area's new name (ADR 1160). */
export const areaRenameSchema = z.object({ name: localizedTextSchema, version: rowVersion });
export type AreaRename = z.input<typeof areaRenameSchema>;

export type AdminArea = {
  id: number;
  name: Record<string, string>;
  /** The outline's ring of [lng, lat]; null for an area that is a point. */
  ring: [number, number][] | null;
  version: string;
};
export type AdminZone = {
  id: number;
  branch_id: number;
  name: Record<string, string>;
  fees: number;
  min_order: number;
  delivery_time: number;
  visible: boolean;
  color: string | null;
  version: string;
  areas: AdminArea[];
};
export type AdminZonesResponse = { error: 0; zones: AdminZone[] };
export type AdminZoneResponse = { error: 0; zone: AdminZone };
