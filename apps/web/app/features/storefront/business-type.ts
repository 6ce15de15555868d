import type { BusinessSettings } from '@sufra/contract';

/** The `business_type` setting → its schema.org type, so search engines know a café from a shop. */
const SCHEMA_TYPES: Record<string, string> = {
  restaurant: 'Restaurant',
  cafe: 'CafeOrCoffeeShop',
  coffee_shop: 'CafeOrCoffeeShop',
  bakery: 'Bakery',
  bar: 'BarOrPub',
  fast_food: 'FastFoodRestaurant',
  ice_cream: 'IceCreamShop',
  shop: 'Store',
  store: 'Store',
  retail: 'Store',
  grocery: 'GroceryStore',
  florist: 'Florist',
  salon: 'BeautySalon',
};

export const schemaTypeOf = (businessType: string) =>
  SCHEMA_TYPES[
    businessType
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ] ?? 'LocalBusiness';

/** The landing page's structured data (schema.org JSON-LD). */
export function businessJsonLd(r: BusinessSettings, url: string) {
  const food = ['Restaurant', 'CafeOrCoffeeShop', 'Bakery', 'BarOrPub', 'FastFoodRestaurant', 'IceCreamShop'];
  const type = schemaTypeOf(r.business_type);
  const links = Object.values(r.social_links).filter((v) => /^https?:\/\//.test(v));
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: r.business_name,
    ...(r.description ? { description: r.description } : {}),
    ...(r.logo ? { logo: r.logo } : {}),
    url,
    ...(food.includes(type) ? { hasMenu: url } : {}),
    ...(links.length ? { sameAs: links } : {}),
  };
}
