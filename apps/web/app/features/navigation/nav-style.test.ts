import { describe, expect, it } from 'vitest';
import { hasBottomBar, isCurved } from './nav-style.ts';

describe('navigation_style ([product: Navigation])', () => {
  it('menu shows the header menu; every other style a bottom tab bar', () => {
    expect(hasBottomBar('menu')).toBe(false);
    for (const style of ['curved', 'flat', 'default', '']) expect(hasBottomBar(style)).toBe(true);
  });
  it('curved is the default look', () => {
    expect(isCurved('')).toBe(true);
    expect(isCurved('default')).toBe(true);
    expect(isCurved('curved')).toBe(true);
    expect(isCurved('flat')).toBe(false);
  });
});
