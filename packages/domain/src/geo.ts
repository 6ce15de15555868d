// [product: Placing an order] geo rules and §9 Earth radius (6,371,008.8 m, turf's own).
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { DomainError, DomainErrorCode } from './errors.ts';
import type { Area, AreaShape, LatLng, Zone } from './types.ts';

/** [product: Delivery, areas and shipping]: coordinates must be numbers (finite, latitude within ±90, longitude within ±180). */
export function requireLatLng(point: LatLng, field = 'point'): LatLng {
  const lat = point?.lat;
  const lng = point?.lng;
  if (typeof lat !== 'number' || !Number.isFinite(lat) || Math.abs(lat) > 90) {
    throw new DomainError(DomainErrorCode.invalidCoordinates, `${field}.lat`);
  }
  if (typeof lng !== 'number' || !Number.isFinite(lng) || Math.abs(lng) > 180) {
    throw new DomainError(DomainErrorCode.invalidCoordinates, `${field}.lng`);
  }
  return point;
}

/** Whether the point lies inside a Polygon or MultiPolygon shape; a Point shape contains nothing. */
export function shapeContains(shape: AreaShape | null | undefined, point: LatLng): boolean {
  requireLatLng(point);
  if (!shape || (shape.type !== 'Polygon' && shape.type !== 'MultiPolygon')) return false;
  if (!Array.isArray(shape.coordinates) || shape.coordinates.length === 0) return false;
  return booleanPointInPolygon([point.lng, point.lat], shape);
}

/** [product: Delivery, areas and shipping]: a location is in an area when inside its polygon. */
export const isInArea = (area: Pick<Area, 'shape'>, point: LatLng): boolean =>
  shapeContains(area.shape, point);

function checkArea(area: Area, field: string): Area {
  if (typeof area !== 'object' || area === null) throw new DomainError(DomainErrorCode.invalidValue, field);
  return area;
}

function checkZones(zones: readonly Zone[]): readonly Zone[] {
  if (!Array.isArray(zones)) throw new DomainError(DomainErrorCode.invalidValue, 'zones');
  zones.forEach((z, i) => {
    if (typeof z !== 'object' || z === null)
      throw new DomainError(DomainErrorCode.invalidValue, `zones.${i}`);
  });
  return zones;
}

/** [product: Delivery, areas and shipping]: a zone matches when any of its areas contains the point. */
export function zoneContains(zone: Pick<Zone, 'areas'>, point: LatLng, field = 'zone'): boolean {
  if (typeof zone !== 'object' || zone === null || !Array.isArray(zone.areas)) {
    throw new DomainError(DomainErrorCode.invalidValue, `${field}.areas`);
  }
  return zone.areas.some((area, i) => isInArea(checkArea(area, `${field}.areas.${i}`), point));
}

/** The first visible zone (optionally of a branch) with an area containing the point. */
export function findZone(zones: readonly Zone[], point: LatLng, branchId: number | null = null): Zone | null {
  requireLatLng(point);
  const list = checkZones(zones);
  for (let i = 0; i < list.length; i++) {
    const z = list[i] as Zone;
    if (z.visible && (branchId === null || z.branch === branchId) && zoneContains(z, point, `zones.${i}`))
      return z;
  }
  return null;
}

/** The area of a zone list containing the point, with its zone. */
export function findArea(zones: readonly Zone[], point: LatLng): { zone: Zone; area: Area } | null {
  requireLatLng(point);
  const list = checkZones(zones);
  for (let i = 0; i < list.length; i++) {
    const zone = list[i] as Zone;
    if (!zone.visible || !zoneContains(zone, point, `zones.${i}`)) continue;
    const area = zone.areas.find((a) => isInArea(a, point)) as Area;
    return { zone, area };
  }
  return null;
}
