import { type AreaBody, geometrySchema, type ZonesResponse } from '@sufra/contract';
import type { zonesOf } from './branches-repository.ts';

type Rows = Awaited<ReturnType<typeof zonesOf>>;
type Text = (value: Record<string, string> | null | undefined) => string;

const UNITS = ['minute', 'hour', 'day'] as const;

/**
 * Zones with their areas as GeoJSON ([product: Delivery, areas and shipping]). An area whose stored shape is not valid GeoJSON
 * is left out rather than breaking the whole answer: it could never match a point anyway.
 */
export function toZones({ zones, areas }: Rows, t: Text): ZonesResponse['zones'] {
  const areasByZone = new Map<number, AreaBody[]>();
  for (const a of areas) {
    const shape = geometrySchema.safeParse(a.shape);
    if (!shape.success) continue;
    const area: AreaBody = {
      id: a.id,
      name: t(a.name),
      parent_name: t(a.parentName),
      shape: shape.data,
      osm_id: a.osmId,
      zone_id: a.zoneId,
    };
    areasByZone.set(a.zoneId, [...(areasByZone.get(a.zoneId) ?? []), area]);
  }
  return zones.map((z) => ({
    id: z.id,
    visible: z.visible,
    fees: z.fees,
    min_order: z.minOrder,
    delivery_time: z.deliveryTime,
    unit: UNITS.find((u) => u === z.unit) ?? 'minute',
    branch: z.branchId,
    name: t(z.name),
    color: z.color,
    areas: areasByZone.get(z.id) ?? [],
    shape: null,
  }));
}
