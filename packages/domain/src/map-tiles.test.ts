import { describe, expect, it } from 'vitest';
import { mapTilesFrom, OPENSTREETMAP_TILES, tileOrigin } from './map-tiles.ts';

describe('map tiles from the environment (ADR 1480)', () => {
  it('asks no tile server unless one is named: unset or empty is the plain grid', () => {
    expect(mapTilesFrom({})).toBeNull();
    expect(mapTilesFrom({ MAP_TILE_URL: '' })).toBeNull();
    expect(mapTilesFrom({ MAP_TILE_URL: '  ', MAP_TILE_ATTRIBUTION: '© Example' })).toBeNull();
  });

  it('takes a named provider with its credit', () => {
    expect(
      mapTilesFrom({
        MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
      }),
    ).toEqual({ url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' });
    expect(
      mapTilesFrom({
        MAP_TILE_URL: OPENSTREETMAP_TILES.url,
        MAP_TILE_ATTRIBUTION: OPENSTREETMAP_TILES.attribution,
      }),
    ).toEqual(OPENSTREETMAP_TILES);
  });

  it('refuses a template without {z}, {x}, {y} or that is no http(s) URL', () => {
    expect(() =>
      mapTilesFrom({ MAP_TILE_URL: 'https://tiles.example.com/tile.png', MAP_TILE_ATTRIBUTION: 'x' }),
    ).toThrow(/MAP_TILE_URL: .*\{z\}/);
    expect(() => mapTilesFrom({ MAP_TILE_URL: 'javascript:{z}{x}{y}', MAP_TILE_ATTRIBUTION: 'x' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => mapTilesFrom({ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('refuses plain http except for a tile server on this machine (a test stand-in)', () => {
    expect(() =>
      mapTilesFrom({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' }),
    ).toThrow(/https/);
    expect(
      mapTilesFrom({
        MAP_TILE_URL: 'http://127.0.0.1:4100/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Stand-in',
      }),
    ).toMatchObject({ url: 'http://127.0.0.1:4100/{z}/{x}/{y}.png' });
  });

  it('requires the credit every provider asks for, and OpenStreetMap named on its own tiles', () => {
    expect(() => mapTilesFrom({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION: required/,
    );
    expect(() =>
      mapTilesFrom({ MAP_TILE_URL: OPENSTREETMAP_TILES.url, MAP_TILE_ATTRIBUTION: '© Us' }),
    ).toThrow(/OpenStreetMap contributors/);
  });

  it('gives the origin a Content-Security-Policy allows', () => {
    expect(tileOrigin(OPENSTREETMAP_TILES.url)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com');
    expect(tileOrigin('http://127.0.0.1:4100/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4100');
  });
});
