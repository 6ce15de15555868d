import type { BusinessSettings } from '@sufra/contract';

/** Right-to-left interface languages (the web app's list, ADR 620). */
const RTL = new Set(['ar', 'fa', 'ur', 'ku', 'he']);

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** The home-screen label: the name when it fits (≈12 characters), else its first words that do. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if ([...trimmed].length <= 12) return trimmed;
  let short = '';
  for (const word of trimmed.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if ([...next].length > 12) break;
    short = next;
  }
  return short || [...trimmed].slice(0, 12).join('');
}

/**
 * The business's web app manifest (ADR 823): installable on Android and desktop Chrome
 * (name, 192 and 512 px icons, a maskable one, start_url, standalone display), in the language
 * of the page that links it, coloured like its storefront.
 */
export function webManifest(
  settings: BusinessSettings,
  language: string,
  version: number,
  /** The driver's page installs as its own app, opening at `/{ref}/driver` (ADR 1416). */
  page: 'storefront' | 'driver' = 'storefront',
) {
  const base = `/${settings.reference_id}`;
  const start = page === 'driver' ? `${base}/driver` : base;
  const icon = (name: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `${base}/icons/${name}.png?v=${version}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: start,
    name: settings.business_name,
    short_name: shortNameOf(settings.business_name),
    ...(settings.description ? { description: settings.description } : {}),
    lang: language,
    dir: RTL.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    theme_color: HEX.test(settings.theme_color) ? settings.theme_color : '#6d557c',
    background_color: HEX.test(settings.theme_background_color) ? settings.theme_background_color : '#ffffff',
    categories: page === 'driver' ? ['business', 'food'] : ['food', 'shopping'],
    icons: [icon('192', 192, 'any'), icon('512', 512, 'any'), icon('maskable-512', 512, 'maskable')],
  };
}
