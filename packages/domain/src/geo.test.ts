import { describe, expect, it } from 'vitest';
import { findArea, findZone, isInArea, requireLatLng, shapeContains, zoneContains } from './geo.ts';
import { keepSelectedCountry, keepSelectedZone } from './selection-resets.ts';
import { square, zone } from './test-fixtures.ts';
import type { Area } from './types.ts';

const inside = { lat: 29.35, lng: 48.0 };
const outside = { lat: 29.5, lng: 48.0 };
const area = (over: Partial<Area> = {}): Area => ({
  id: 1,
  name: { en: 'A' },
  parent_name: null,
  shape: { type: 'Polygon', coordinates: square },
  osm_id: null,
  zone_id: 1,
  ...over,
});

describe('§5 geo rules', () => {
  it('§5 a location is in an area when inside its polygon', () => {
    expect(isInArea(area(), inside)).toBe(true);
    expect(isInArea(area(), outside)).toBe(false);
  });

  it('MultiPolygon areas count; Point areas and empty shapes contain nothing', () => {
    expect(shapeContains({ type: 'MultiPolygon', coordinates: [square] }, inside)).toBe(true);
    expect(shapeContains({ type: 'Point', coordinates: [48, 29.35] }, inside)).toBe(false);
    expect(shapeContains({ type: 'Polygon', coordinates: [] }, inside)).toBe(false);
    expect(shapeContains(null, inside)).toBe(false);
  });

  it('§5 a zone matches when any polygon area contains the point', () => {
    const z = zone({
      areas: [area({ shape: { type: 'Point', coordinates: [48, 29.35] } }), area({ id: 2 })],
    });
    expect(zoneContains(z, inside)).toBe(true);
    expect(zoneContains(z, outside)).toBe(false);
  });

  it('finds the first visible zone (of the branch) containing the point, and its area', () => {
    const hidden = zone({ id: 1, visible: false });
    const other = zone({ id: 2, branch: 2 });
    const mine = zone({ id: 3, branch: 1 });
    expect(findZone([hidden, other, mine], inside)?.id).toBe(2);
    expect(findZone([hidden, other, mine], inside, 1)?.id).toBe(3);
    expect(findZone([hidden, other, mine], outside)).toBeNull();
    expect(findArea([hidden, mine], inside)).toMatchObject({ zone: { id: 3 }, area: { id: 1 } });
    expect(findArea([mine], outside)).toBeNull();
  });

  it('§5 point coordinates must be numbers', () => {
    expect(() => requireLatLng({ lat: '29.3' as never, lng: 48 })).toThrowError(
      expect.objectContaining({ code: 'INVALID_COORDINATES', field: 'point.lat' }),
    );
    expect(() => requireLatLng({ lat: 29, lng: Number.NaN })).toThrowError(
      expect.objectContaining({ field: 'point.lng' }),
    );
    expect(() => requireLatLng({ lat: 91, lng: 0 })).toThrowError(
      expect.objectContaining({ field: 'point.lat' }),
    );
    expect(() => requireLatLng(null as never)).toThrowError(expect.objectContaining({ field: 'point.lat' }));
    expect(() => findZone([zone()], { lat: 1, lng: 200 })).toThrowError(
      expect.objectContaining({ field: 'point.lng' }),
    );
    expect(() => findArea([zone()], { lat: Number.POSITIVE_INFINITY, lng: 0 })).toThrowError(
      expect.objectContaining({ field: 'point.lat' }),
    );
  });

  it('§4 the selected delivery area is cleared if its branch differs or its zone is no longer visible', () => {
    expect(keepSelectedZone(zone({ branch: 1 }), 1)).toBe(true);
    expect(keepSelectedZone(zone({ branch: 2 }), 1)).toBe(false);
    expect(keepSelectedZone(zone({ visible: false }), 1)).toBe(false);
    expect(keepSelectedZone(null, 1)).toBe(false);
  });

  it('§4 shipping resets when disabled or when the selected country belongs to another branch', () => {
    expect(keepSelectedCountry({ branch_id: 1 }, 1, true)).toBe(true);
    expect(keepSelectedCountry({ branch_id: 1 }, 1, false)).toBe(false);
    expect(keepSelectedCountry({ branch_id: 2 }, 1, true)).toBe(false);
    expect(keepSelectedCountry(null, 1, true)).toBe(false);
  });
});
