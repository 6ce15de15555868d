import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapTilesFrom, OPENSTREETMAP_TILES } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const demoEnvFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../demo.env');

/** demo.env as `node --env-file` reads it (KEY=value lines, # comments). */
function demoEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(demoEnvFile, 'utf8').split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m?.[1]) env[m[1]] = m[2] ?? '';
  }
  return env;
}

describe('map and geocoder configuration (ADR 1480)', () => {
  it('stops the start on a tile server without its credit, or no https', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /Invalid configuration: MAP_TILE_ATTRIBUTION: required/,
    );
    expect(() =>
      loadConfig({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Ex' }),
    ).toThrow(/MAP_TILE_URL: https/);
    expect(() => loadConfig({ MAP_TILE_URL: OPENSTREETMAP_TILES.url, MAP_TILE_ATTRIBUTION: '© Us' })).toThrow(
      /OpenStreetMap contributors/,
    );
  });

  it('production with nothing named asks no tile server and no geocoder (never a silent public default)', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(mapTilesFrom(config)).toBeNull();
    expect(config.GEOCODER_URL).toBeUndefined();
  });

  it('the demo (npm start) names OpenStreetMap tiles and Nominatim, credited and identified', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...demoEnv() });
    expect(mapTilesFrom(config)).toEqual(OPENSTREETMAP_TILES);
    expect(config.GEOCODER_URL).toBe('https://nominatim.openstreetmap.org');
    expect(config.GEOCODER_USER_AGENT).toBe('demo run with npm start');
  });
});
