import { describe, expect, it } from 'vitest';
import {
  cashToCollect,
  distanceMeters,
  dropStepAllowed,
  etaMinutes,
  MIN_SPEED_MPS,
  nextDropStep,
  recentSpeed,
} from './fleet.ts';

describe('own fleet (ADR 1412, 1413)', () => {
  it('moves a drop one step at a time, never back, never twice', () => {
    expect(dropStepAllowed('assigned', 'picked_up')).toBe(true);
    expect(dropStepAllowed('picked_up', 'arrived')).toBe(true);
    expect(dropStepAllowed('arrived', 'delivered')).toBe(true);
    expect(dropStepAllowed('assigned', 'arrived')).toBe(false);
    expect(dropStepAllowed('picked_up', 'delivered')).toBe(false);
    expect(dropStepAllowed('delivered', 'delivered')).toBe(false);
    expect(dropStepAllowed('arrived', 'picked_up')).toBe(false);
    expect(nextDropStep('delivered')).toBeNull();
  });
  it('measures 0.01° of latitude as about 1,112 m (haversine)', () => {
    const d = distanceMeters({ lat: 29.37, lng: 47.97 }, { lat: 29.38, lng: 47.97 });
    expect(d).toBeGreaterThan(1100);
    expect(d).toBeLessThan(1125);
    expect(distanceMeters({ lat: 1, lng: 1 }, { lat: 1, lng: 1 })).toBe(0);
  });
  it('smooths the recent speed, ignores GPS jumps, keeps the last speed for a repeated fix', () => {
    const a = { lat: 29.37, lng: 47.97, at: 0, speed: null };
    const b = { lat: 29.3709, lng: 47.97, at: 10_000 }; // ≈ 100 m in 10 s
    const first = recentSpeed(a, b);
    expect(first).toBeGreaterThan(9);
    expect(first).toBeLessThan(11);
    expect(recentSpeed({ ...a, speed: 4 }, b)).toBeCloseTo(((first ?? 0) + 4) / 2, 5);
    expect(recentSpeed({ ...a, speed: 4 }, { lat: 30, lng: 47.97, at: 10_000 })).toBe(4);
    expect(recentSpeed({ ...a, speed: 4 }, { ...b, at: 0 })).toBe(4);
    expect(recentSpeed(null, b)).toBeNull();
  });
  it('estimates minutes from distance and speed, with a floor while stopped', () => {
    expect(etaMinutes(3600, 6)).toBe(10);
    expect(etaMinutes(3600, null)).toBe(10);
    expect(etaMinutes(3600, 0)).toBe(Math.ceil(3600 / MIN_SPEED_MPS / 60));
    expect(etaMinutes(10, 10)).toBe(1);
    expect(etaMinutes(1200, 10)).toBeLessThan(etaMinutes(2400, 10));
  });
  it('collects the total of an order paid on hand-over, nothing of a paid one', () => {
    expect(cashToCollect({ total: 4250, payment_state: 'none' })).toBe(4250);
    expect(cashToCollect({ total: 4250, payment_state: 'paid' })).toBe(0);
  });
});
