import type { BusinessSettings } from '@sufra/contract';
import { readCookie } from '../platform/cookies.ts';

/** The theme [product: Storefront and looks]: the diner's own choice (settings → appearance), kept in a cookie for SSR. */
export const APPEARANCE_COOKIE = 'sufra_appearance';
export const APPEARANCES = ['light', 'dark', 'auto'] as const;
export type Appearance = (typeof APPEARANCES)[number];

export function appearanceOf(cookieHeader: string | null): Appearance | null {
  const v = readCookie(cookieHeader, APPEARANCE_COOKIE);
  return (APPEARANCES as readonly string[]).includes(v ?? '') ? (v as Appearance) : null;
}

/** The diner's choice wins over the business's `dark_mode` (ADR 784). */
export function darkModeFor(
  business: BusinessSettings['dark_mode'],
  diner: Appearance | null,
): BusinessSettings['dark_mode'] {
  if (diner === 'light') return 'off';
  if (diner === 'dark') return 'on';
  if (diner === 'auto') return 'auto';
  return business;
}
