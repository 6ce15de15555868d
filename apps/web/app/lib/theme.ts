import type { BusinessSettings } from '@sufra/contract';
import type { CSSProperties } from 'react';

/** Relative luminance of a CSS colour in #rgb, #rrggbb or rgb()/rgba() form; null when unparseable. */
export function luminance(color: string): number | null {
  let rgb: number[] | null = null;
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    rgb = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  } else {
    const m = color.match(/rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i);
    if (m) rgb = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (!rgb) return null;
  const [r = 0, g = 0, b = 0] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour that stays readable on a given background (WCAG contrast against white vs near-black). */
export function readableOn(background: string): string {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111315';
}

/** The business theme as CSS variables on <html> (Tailwind's brand/accent colours read them). */
export function themeStyle(settings: BusinessSettings): CSSProperties {
  return {
    '--brand': settings.theme_color,
    '--on-brand': readableOn(settings.theme_color),
    '--accent': settings.theme_accent_color,
    '--on-accent': readableOn(settings.theme_accent_color),
    '--menu-button-opacity': String(settings.menu_button),
  } as CSSProperties;
}

/** SPEC §4 theme: dark, light, or auto from the system. */
export const themeClass = (mode: BusinessSettings['dark_mode'] | undefined) =>
  mode === 'on' ? 'dark' : mode === 'off' ? 'light' : 'auto';
