// The business page's fixed lists (ADR 1372), without zod: the browser renders them as options.

/** What the storefront's structured data and words are chosen by. */
export const BUSINESS_TYPES = ['restaurant', 'cafe', 'bakery', 'bar', 'store', 'grocery', 'flowers'] as const;

/** The networks the storefront draws a link for (settings' social links). */
export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'tiktok',
  'snapchat',
  'youtube',
  'website',
] as const;
