import { describe, expect, it } from 'vitest';
import { parseWebConfig } from './env.server.ts';

describe('web settings', () => {
  it('use no map tile server unless one is configured (as .env.example says)', () => {
    expect(parseWebConfig({})).toMatchObject({ MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: '' });
    const set = parseWebConfig({
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
    });
    expect(set).toMatchObject({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' });
  });

  it('refuse tiles without their credit, as the server does at start-up (ADR 1480)', () => {
    expect(() => parseWebConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
  });
});
