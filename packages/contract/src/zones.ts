import { z } from 'zod';
import { idParam, money, ok } from './common.ts';

/** GET webapp/zones/{branchId}[?shipping=true]. */
export const zonesParamsSchema = z.object({ id: idParam });
export const zonesQuerySchema = z.object({
  shipping: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});

/** GeoJSON positions are [longitude, latitude]. */
const position = z.tuple([z.number(), z.number()]);
export const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
]);
export type Geometry = z.infer<typeof geometrySchema>;

export const areaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_name: z.string(),
  shape: geometrySchema,
  osm_id: z.string().nullable(),
  zone_id: z.number().int(),
});
export type AreaBody = z.infer<typeof areaSchema>;

export const zoneSchema = z.object({
  id: z.number().int(),
  visible: z.boolean(),
  fees: money,
  min_order: money,
  delivery_time: z.number().int(),
  unit: z.enum(['minute', 'hour', 'day']),
  /** Branch id. */
  branch: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  areas: z.array(areaSchema),
  /** The zone's own outline, when it has one apart from its areas. */
  shape: geometrySchema.nullable(),
});
export type ZoneBody = z.infer<typeof zoneSchema>;

export const shippingCountrySchema = z.object({
  id: z.number().int(),
  country: z.string(),
  country_iso: z.string(),
  icon: z.string().nullable(),
  fees_per_kg: money,
  fixed_fees: money,
  min_order: money,
  branch_id: z.number().int(),
});
export type ShippingCountryBody = z.infer<typeof shippingCountrySchema>;

/** The address form of international shipping: its fields in order, and which are required. */
export const shippingFormSchema = z.object({
  type: z.string(),
  fields: z.array(z.object({ name: z.string(), required: z.boolean() })),
});
export type ShippingFormBody = z.infer<typeof shippingFormSchema>;

export const zonesResponseSchema = z.object({
  error: ok,
  zones: z.array(zoneSchema),
  /** Filled only with ?shipping=true. */
  countries: z.array(shippingCountrySchema),
  shipping_form: shippingFormSchema.nullable(),
});
export type ZonesResponse = z.infer<typeof zonesResponseSchema>;
