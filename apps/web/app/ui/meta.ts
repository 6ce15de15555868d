import type { BusinessData } from '../features/storefront/use-business.ts';
import { createTranslator } from '../i18n/lite.tsx';

type Match = { id: string; loaderData: unknown } | undefined;

/** The business layout's data from a meta function's matches. */
export const businessOf = (matches: readonly Match[]) =>
  matches.find((m) => m?.id === 'business')?.loaderData as BusinessData | undefined;

/** `<title>` and description of a storefront page: "Business | Page". */
export function pageMeta(matches: readonly Match[], page: string | null, description?: string) {
  const business = businessOf(matches);
  if (!business) return [];
  const name = business.restaurant.business_name;
  return [
    { title: page ? `${page} | ${name}` : name },
    { name: 'description', content: description || business.restaurant.description },
    { property: 'og:title', content: page ? `${page} | ${name}` : name },
    ...(business.restaurant.cover ? [{ property: 'og:image', content: business.restaurant.cover }] : []),
  ];
}

/** `pageMeta` with the page named by a catalog key, in the business page's language. */
export function pageMetaT(matches: readonly Match[], key: string, options?: Record<string, unknown>) {
  const business = businessOf(matches);
  if (!business) return [];
  return pageMeta(matches, createTranslator(business.language, business.messages).t(key, options));
}
