import { describe, expect, it } from 'vitest';
import { locate, reasonOf } from './locate.ts';

const fake = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
  ({
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail),
  }) as Geolocation;

describe('use my location (ADR 794)', () => {
  it('names each failure so the page can say why', () => {
    expect(reasonOf(1)).toBe('denied');
    expect(reasonOf(2)).toBe('unavailable');
    expect(reasonOf(3)).toBe('timeout');
  });
  it('answers the position, or the reason it has none', async () => {
    const at = fake((ok) =>
      ok({ coords: { latitude: 29.34, longitude: 48.07, accuracy: 12 } } as GeolocationPosition),
    );
    expect(await locate(at)).toEqual({ ok: true, lat: 29.34, lng: 48.07, accuracy: 12 });
    const refused = fake((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError));
    expect(await locate(refused)).toEqual({ ok: false, reason: 'denied' });
    expect(await locate(undefined)).toEqual({ ok: false, reason: 'unsupported' });
  });
});
