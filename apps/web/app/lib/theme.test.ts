import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, readableOn, themeClass, themeStyle } from './theme.ts';

const base = {
  theme_color: '#0F5257',
  theme_accent_color: '#E0A458',
  theme_background_color: '#FFFFFF',
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
  it('falls back to the SPEC §9 defaults when colours are unset or broken', () => {
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
});
