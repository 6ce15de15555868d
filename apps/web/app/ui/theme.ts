import type { BusinessSettings } from '@sufra/contract';
import type { CSSProperties } from 'react';

/** [product: Storefront and looks] default colours and menu button opacity, used when a setting is unset. */
export const DEFAULT_THEME = {
  brand: 'rgb(109, 85, 124)',
  accent: 'rgba(180, 81, 76, 1)',
  background: '#ffffff',
  menuButtonOpacity: 0.43,
} as const;

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
  return l === null || lightTextReads(l) ? '#ffffff' : '#111315';
}

/** WCAG: white text has at least the contrast near-black text has on this luminance. */
const lightTextReads = (l: number) => 1.05 / (l + 0.05) >= (l + 0.05) / 0.05;

const colour = (value: string | null | undefined, fallback: string) =>
  value && luminance(value) !== null ? value : fallback;

const GENERIC_FONTS = new Set(['', 'system', 'default', 'inherit', 'sans', 'sans-serif']);

/**
 * font_family → a system font stack (ADR 311): no web font is downloaded (no third-party
 * request, nothing in the way of the first paint). Families named after a style, or well-known
 * fonts of that style, get the device's font of that style; any other name is tried first in
 * case the device has it, before the default stack.
 */
const FONT_STACKS: Array<[RegExp, string]> = [
  [
    /^(serif|georgia|times( new roman)?|amiri|noto (naskh|serif).*|playfair.*|merriweather|lora|scheherazade.*)$/,
    'ui-serif, Georgia, Cambria, "Times New Roman", "Noto Naskh Arabic", "Geeza Pro", serif',
  ],
  [
    /^(rounded|nunito|quicksand|varela round|comfortaa|baloo.*)$/,
    'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", system-ui, sans-serif',
  ],
  [/^(mono|monospace|courier( new)?|.* mono)$/, 'ui-monospace, "SF Mono", Menlo, Consolas, monospace'],
];

export function fontStack(family: string | null | undefined): string | null {
  const name = family?.trim() ?? '';
  const key = name.toLowerCase().replace(/\s+/g, ' ');
  if (GENERIC_FONTS.has(key)) return null;
  return FONT_STACKS.find(([pattern]) => pattern.test(key))?.[1] ?? cssString(name);
}
const cssString = (s: string) => `"${s.replace(/["\\]/g, '')}"`;
const cssUrl = (s: string) => `url("${encodeURI(s).replace(/"/g, '%22')}")`;

type ThemeSettings = Pick<
  BusinessSettings,
  | 'theme_color'
  | 'theme_accent_color'
  | 'theme_background_color'
  | 'theme_background_option'
  | 'gradient_colors'
  | 'font_family'
  | 'menu_button'
  | 'header_bg'
  | 'welcome_bg'
>;

/**
 * The business theme as CSS variables on <html>: Tailwind's brand, accent and surface colours,
 * the header gradient, the font and the menu button opacity read them.
 */
export function themeStyle(settings: ThemeSettings): CSSProperties {
  const brand = colour(settings.theme_color, DEFAULT_THEME.brand);
  const accent = colour(settings.theme_accent_color, DEFAULT_THEME.accent);
  const background = colour(settings.theme_background_color, DEFAULT_THEME.background);
  const [from = brand, to = from] = settings.gradient_colors.filter((c) => luminance(c) !== null);
  const opacity =
    Number.isFinite(settings.menu_button) && settings.menu_button > 0
      ? settings.menu_button
      : DEFAULT_THEME.menuButtonOpacity;
  const font = fontStack(settings.font_family);
  const style: Record<string, string> = {
    '--brand': brand,
    '--on-brand': readableOn(brand),
    '--accent': accent,
    '--on-accent': readableOn(accent),
    '--background': background,
    '--gradient': `linear-gradient(135deg, ${from}, ${to})`,
    '--menu-button-opacity': String(Math.min(1, opacity)),
  };
  if (font) style['--font-business'] = font;
  // theme_background_option 'gradient': the page lies on the gradient colours, not the plain one
  // (app.css drops it in dark mode, where the light palette's gradient would carry light text).
  const gradientPage = settings.theme_background_option === 'gradient';
  if (gradientPage) style['--page-gradient'] = style['--gradient'] as string;
  // A dark page takes the dark palette (themeClass) but keeps the business's own colours.
  if (pageIsDark(settings)) {
    style['--surface'] = background;
    if (gradientPage) style['--page-bg'] = style['--gradient'] as string;
    if (Math.max(...pageLuminances(settings)) > MUTED_READS_UP_TO) style['--muted'] = 'var(--ink)';
  }
  if (settings.header_bg)
    style['--header-bg'] = isImage(settings.header_bg)
      ? cssUrl(settings.header_bg)
      : colour(settings.header_bg, brand);
  if (settings.welcome_bg)
    style['--welcome-bg'] = isImage(settings.welcome_bg)
      ? cssUrl(settings.welcome_bg)
      : colour(settings.welcome_bg, brand);
  return style as CSSProperties;
}

const isImage = (value: string) => /^(\/|https?:)/.test(value) || /\.(svg|png|jpe?g|webp|avif)$/i.test(value);

type PageSettings = Pick<
  BusinessSettings,
  'theme_background_color' | 'theme_background_option' | 'gradient_colors'
>;

/** The page's own colours are dark: the plain background, or the gradient's colours on average. */
const pageLuminances = (settings: PageSettings) =>
  (settings.theme_background_option === 'gradient'
    ? settings.gradient_colors
    : [settings.theme_background_color]
  )
    .map(luminance)
    .filter((l): l is number => l !== null);

function pageIsDark(settings: PageSettings): boolean {
  const lums = pageLuminances(settings);
  if (!lums.length) return false;
  return lightTextReads(lums.reduce((a, b) => a + b, 0) / lums.length);
}

/**
 * The dark palette's muted grey (#a3aab2, luminance 0.40) keeps 4.5:1 only on pages darker than
 * luminance 0.05; on a lighter dark colour (a teal, a gradient) secondary text takes the ink.
 */
const MUTED_READS_UP_TO = 0.05;

/**
 * [product: Storefront and looks] theme: dark, light, or auto from the system. A business whose own page colour is dark
 * gets the dark palette whatever the mode: dark text on it would be unreadable (ADR 311).
 */
export const themeClass = (mode: BusinessSettings['dark_mode'] | undefined, page?: PageSettings) =>
  mode === 'on' || (page && pageIsDark(page)) ? 'dark' : mode === 'off' ? 'light' : 'auto';
