import { formatLocale, formatMoney } from '@sufra/domain';
import { useBusiness } from './use-business.ts';

/** Money in the business currency and the page language (the domain's formatter, [product: Storefront and looks] digits). */
export function useMoney(): (minor: number) => string {
  const { restaurant, language } = useBusiness();
  return (minor) => formatMoney(minor, restaurant.currency, formatLocale(language));
}
