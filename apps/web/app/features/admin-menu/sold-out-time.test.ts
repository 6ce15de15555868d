import { describe, expect, it } from 'vitest';
import { backAtText } from './sold-out-control.tsx';

// [product: Back office]: "Sold out until" was the device's clock; it is the business's.
describe('sold out until', () => {
  it('is a time of the business’s day, whatever the device’s clock', () => {
    const at = '2026-12-07T12:00:00Z';
    expect(backAtText(at, 'en', 'Asia/Kuwait')).toBe('3:00 PM');
    expect(backAtText(at, 'en', 'America/New_York')).toBe('7:00 AM');
    expect(backAtText(at, 'ar', 'Asia/Kuwait')).toMatch(/٣:٠٠|3:00/);
  });
});
