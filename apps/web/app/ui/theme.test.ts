import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, fontStack, readableOn, themeClass, themeStyle } from './theme.ts';

const base = {
  theme_color: '#0F5257',
  theme_accent_color: '#E0A458',
  theme_background_color: '#FFFFFF',
  theme_background_option: 'color',
  gradient_colors: ['#0F5257', '#1B7F86'],
  font_family: 'system',
  menu_button: 0.43,
  header_bg: null,
  welcome_bg: '/demo/welcome.svg',
};
const vars = (s: Parameters<typeof themeStyle>[0]) => themeStyle(s) as Record<string, string>;

describe('themeStyle', () => {
  it('maps the business colours to CSS variables', () => {
    const v = vars(base);
    expect(v['--brand']).toBe('#0F5257');
    expect(v['--on-brand']).toBe('#ffffff');
    expect(v['--gradient']).toBe('linear-gradient(135deg, #0F5257, #1B7F86)');
    expect(v['--welcome-bg']).toBe('url("/demo/welcome.svg")');
    expect(v['--font-business']).toBeUndefined();
  });
  it('falls back to the [product: Storefront and looks] defaults when colours are unset or broken', () => {
    const v = vars({
      ...base,
      theme_color: '',
      theme_accent_color: 'nope',
      theme_background_color: '',
      menu_button: 0,
      gradient_colors: [],
    });
    expect(v['--brand']).toBe(DEFAULT_THEME.brand);
    expect(v['--accent']).toBe(DEFAULT_THEME.accent);
    expect(v['--background']).toBe('#ffffff');
    expect(v['--menu-button-opacity']).toBe('0.43');
  });
  it('names a business font, safely quoted', () => {
    expect(vars({ ...base, font_family: 'Tajawal"; x' })['--font-business']).toBe('"Tajawal; x"');
  });
  it('picks dark text on light brand colours', () => {
    expect(readableOn('#E0A458')).toBe('#111315');
  });
  it('dark_mode on/off/auto', () => {
    expect([themeClass('on'), themeClass('off'), themeClass('auto')]).toEqual(['dark', 'light', 'auto']);
  });
  it('a dark page colour gets the dark palette whatever dark_mode says, keeping its colour (ADR 311)', () => {
    const navy = { ...base, theme_background_color: '#10223a' };
    expect([themeClass('off', navy), themeClass('auto', navy), themeClass('on', navy)]).toEqual([
      'dark',
      'dark',
      'dark',
    ]);
    expect(vars(navy)['--surface']).toBe('#10223a');
    // Grey secondary text keeps 4.5:1 on navy; on a lighter dark colour it takes the ink.
    expect(vars(navy)['--muted']).toBeUndefined();
    expect(vars({ ...base, theme_background_color: '#1B7F86' })['--muted']).toBe('var(--ink)');
    // A light page keeps the business's mode, and the palette's own surface rule.
    expect(themeClass('off', base)).toBe('light');
    expect(vars(base)['--surface']).toBeUndefined();
  });
  it('theme_background_option gradient lays the page on the gradient; its colours decide the palette', () => {
    const teal = { ...base, theme_background_option: 'gradient' };
    expect(vars(teal)['--page-gradient']).toBe('linear-gradient(135deg, #0F5257, #1B7F86)');
    expect(vars(teal)['--page-bg']).toBe('linear-gradient(135deg, #0F5257, #1B7F86)');
    expect(themeClass('off', teal)).toBe('dark');
    const pastel = { ...teal, gradient_colors: ['#fdf6e3', '#e8f4f8'] };
    expect(themeClass('off', pastel)).toBe('light');
    expect(vars(pastel)['--page-bg']).toBeUndefined();
    expect(vars({ ...base, gradient_colors: ['#000000'] })['--page-gradient']).toBeUndefined();
  });
  it('font_family maps to a system font stack, never a download (ADR 311)', () => {
    expect(fontStack('system')).toBeNull();
    expect(fontStack('Amiri')).toMatch(/^ui-serif, .*serif$/);
    expect(fontStack('serif')).toMatch(/^ui-serif/);
    expect(fontStack('Nunito')).toMatch(/^ui-rounded/);
    expect(fontStack('JetBrains Mono')).toMatch(/^ui-monospace/);
    expect(fontStack('Tajawal')).toBe('"Tajawal"');
    expect(vars({ ...base, font_family: 'Georgia' })['--font-business']).toMatch(/^ui-serif/);
  });
});
