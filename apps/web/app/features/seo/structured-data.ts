import type { BusinessSettings, Category, MenuItem, WeekSchedule } from '@sufra/contract';
import { shiftRange, toMajorUnits } from '@sufra/domain';

/**
 * schema.org JSON-LD for a storefront (ADR 820): the business as a Restaurant (or the closer type
 * of its business_type), its branches with address, geo and opening hours, and its menu as
 * Menu → MenuSection → MenuItem with offers in the business currency. Pure: pages put the result
 * in a `script:ld+json` meta descriptor.
 */
export type JsonLd = Record<string, unknown>;

/** Absolute URLs for this request's site (`https://menu.example.com`). */
export type Site = { origin: string };

const TYPES: [RegExp, string][] = [
  [/caf[eé]|coffee|qahwa|tea/i, 'CafeOrCoffeeShop'],
  [/bakery|patisserie|pastry|bread/i, 'Bakery'],
  [/ice.?cream|gelato/i, 'IceCreamShop'],
  [/fast.?food|burger|shawarma/i, 'FastFoodRestaurant'],
  [/bar|pub/i, 'BarOrPub'],
  [/store|shop|market|grocery|retail|flower/i, 'Store'],
];

/** The schema.org type of a business_type ('restaurant', 'cafe', 'bakery', 'store'…). */
export function schemaTypeOf(businessType: string): string {
  return TYPES.find(([pattern]) => pattern.test(businessType))?.[1] ?? 'Restaurant';
}

export const absolute = (site: Site, url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, site.origin).href;
  } catch {
    return undefined;
  }
};

/** Minor units as the decimal text schema.org's `price` wants ("1.250" for 1250 fils). */
export function priceText(minor: number, currency: string): string {
  return toMajorUnits(Math.trunc(minor), currency);
}

// Availability days are Monday = 0 (product: opening hours).
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const clock = (minutes: number) => {
  const m = minutes % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The shifts as OpeningHoursSpecification; a shift past midnight closes the next day. */
export function openingHoursOf(availability: WeekSchedule): JsonLd[] {
  const specs: JsonLd[] = [];
  for (const [index, day] of DAYS.entries()) {
    const entry = availability[String(index)];
    if (!entry || entry.closed || !Array.isArray(entry.shifts)) continue;
    for (const shift of entry.shifts) {
      let range: [number, number];
      try {
        range = shiftRange(shift);
      } catch {
        continue; // a malformed stored shift is left out, never a broken page (ADR 005)
      }
      const allDay = range[0] === 0 && range[1] === 1440;
      specs.push({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${day}`,
        opens: clock(range[0]),
        closes: allDay ? '23:59' : clock(range[1]),
      });
    }
  }
  return specs;
}

type Branch = BusinessSettings['branches'][number];

function place(branch: Branch, country: string): JsonLd {
  return {
    ...(branch.address
      ? { address: { '@type': 'PostalAddress', streetAddress: branch.address, addressCountry: country } }
      : {}),
    ...(branch.lat !== null && branch.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.lng } }
      : {}),
    ...(branch.phone ? { telephone: branch.phone } : {}),
    openingHoursSpecification: openingHoursOf(branch.availability),
  };
}

const DIETS: [RegExp, string][] = [
  [/vegan|نباتي صرف/i, 'VeganDiet'],
  [/vegetarian|veggie|نباتي/i, 'VegetarianDiet'],
  [/gluten|غلوتين|جلوتين/i, 'GlutenFreeDiet'],
  [/halal|حلال/i, 'HalalDiet'],
  [/kosher/i, 'KosherDiet'],
  [/low.?cal|light|قليل السعرات/i, 'LowCalorieDiet'],
  [/lactose|dairy.?free/i, 'LowLactoseDiet'],
  [/low.?salt|low.?sodium/i, 'LowSaltDiet'],
  [/low.?fat/i, 'LowFatDiet'],
  [/diabet|sugar.?free|سكري/i, 'DiabeticDiet'],
];

/** The diets an item's tags name (schema.org RestrictedDiet members). */
export function dietsOf(item: { tags: { name: string }[] }): string[] {
  const found = new Set<string>();
  for (const tag of item.tags) {
    const diet = DIETS.find(([pattern]) => pattern.test(tag.name))?.[1];
    if (diet) found.add(`https://schema.org/${diet}`);
  }
  return [...found];
}

export type ItemLink = (item: MenuItem) => string;

/** What a MenuItem is made of: the contract's item, or the item page's view with its labels. */
export type ItemLike = Pick<
  MenuItem,
  'name' | 'description' | 'image' | 'available' | 'calories' | 'tags'
> & {
  price_labels: { label: string; price: number }[];
};

/** One MenuItem with an offer per price label (its price in the business currency). */
export function menuItemLd(item: ItemLike, currency: string, site: Site, url: string): JsonLd {
  const diets = dietsOf(item);
  const offers = item.price_labels.map((label) => ({
    '@type': 'Offer',
    price: priceText(label.price, currency),
    priceCurrency: currency,
    ...(label.label ? { name: label.label } : {}),
    availability: `https://schema.org/${item.available ? 'InStock' : 'OutOfStock'}`,
    url: absolute(site, url),
  }));
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    ...(item.image ? { image: absolute(site, item.image) } : {}),
    url: absolute(site, url),
    ...(offers.length ? { offers: offers.length === 1 ? offers[0] : offers } : {}),
    ...(diets.length ? { suitableForDiet: diets.length === 1 ? diets[0] : diets } : {}),
    ...(item.calories !== null
      ? { nutrition: { '@type': 'NutritionInformation', calories: `${item.calories} calories` } }
      : {}),
  };
}

/** A category and its subcategories as MenuSections (visible items only). */
function sectionLd(category: Category, currency: string, site: Site, link: ItemLink): JsonLd | null {
  const items = category.items.filter((i) => i.visible).map((i) => menuItemLd(i, currency, site, link(i)));
  const subsections = category.subcategories
    .map((c) => sectionLd(c, currency, site, link))
    .filter((s): s is JsonLd => s !== null);
  if (!items.length && !subsections.length) return null;
  return {
    '@type': 'MenuSection',
    name: category.name,
    ...(category.description ? { description: category.description } : {}),
    ...(category.image ? { image: absolute(site, category.image) } : {}),
    ...(items.length ? { hasMenuItem: items } : {}),
    ...(subsections.length ? { hasMenuSection: subsections } : {}),
  };
}

export function menuLd(
  categories: Category[],
  settings: Pick<BusinessSettings, 'business_name' | 'currency'>,
  site: Site,
  menuUrl: string,
  link: ItemLink,
): JsonLd {
  return {
    '@type': 'Menu',
    name: settings.business_name,
    url: absolute(site, menuUrl),
    hasMenuSection: categories
      .map((c) => sectionLd(c, settings.currency, site, link))
      .filter((s): s is JsonLd => s !== null),
  };
}

/** "KWD 0.500–12.000": the cheapest and dearest visible prices. */
export function priceRangeOf(categories: Category[], currency: string): string | undefined {
  const prices: number[] = [];
  const walk = (list: Category[]) => {
    for (const c of list) {
      for (const i of c.items) if (i.visible) for (const l of i.price_labels) prices.push(l.price);
      walk(c.subcategories);
    }
  };
  walk(categories);
  if (!prices.length) return undefined;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const text = (p: number) => priceText(p, currency);
  return low === high ? `${currency} ${text(low)}` : `${currency} ${text(low)}–${text(high)}`;
}

/**
 * Fewer ratings than this publish no `aggregateRating` (ADR 907): a star average of two or three
 * diners says little, and one bad night would stand for the restaurant in search results.
 */
export const MIN_PUBLISHED_RATINGS = 5;

/**
 * The diners' ratings as schema.org `AggregateRating` (ADR 907): stars 1–5, only with at least
 * `MIN_PUBLISHED_RATINGS` and only when the business shows its rating on its pages
 * ([product: Feedback]: the storefront's `show_rating`, which decides whether the layout has one).
 */
export function aggregateRatingLd(
  rating: { average: number; count: number } | null | undefined,
): JsonLd | null {
  if (!rating || rating.count < MIN_PUBLISHED_RATINGS || !(rating.average >= 1 && rating.average <= 5))
    return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating.average * 10) / 10,
    ratingCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/**
 * The business as its schema.org type, with its main (or active) branch's place and hours, other
 * branches as departments, and `hasMenu`: the whole Menu where the page has it, else its URL.
 */
export function businessLd(
  settings: BusinessSettings,
  site: Site,
  options: {
    url: string;
    menu?: JsonLd | string;
    priceRange?: string | undefined;
    language: string;
    rating?: { average: number; count: number } | null;
  },
): JsonLd {
  const aggregateRating = aggregateRatingLd(options.rating);
  const type = schemaTypeOf(settings.business_type);
  const branches = settings.branches;
  const main =
    branches.find((b) => b.id === settings.branch_id) ?? branches.find((b) => b.is_main) ?? branches[0];
  const others = branches.filter((b) => b !== main);
  const servesCuisine = (settings as { cuisine?: unknown }).cuisine;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${absolute(site, options.url)}#business`,
    name: settings.business_name,
    ...(settings.description ? { description: settings.description } : {}),
    url: absolute(site, options.url),
    ...(settings.logo ? { logo: absolute(site, settings.logo) } : {}),
    ...(settings.cover || settings.logo ? { image: absolute(site, settings.cover ?? settings.logo) } : {}),
    inLanguage: options.language,
    currenciesAccepted: settings.currency,
    ...(options.priceRange ? { priceRange: options.priceRange } : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
    ...(typeof servesCuisine === 'string' && servesCuisine ? { servesCuisine } : {}),
    ...(type === 'Store' ? {} : { acceptsReservations: settings.reservation.enabled }),
    ...(main ? place(main, settings.country_code) : {}),
    ...(others.length
      ? {
          department: others.map((b) => ({
            '@type': type,
            name: `${settings.business_name} — ${b.name}`,
            // The storefront opened at that branch (a branch link keeps it for the visit).
            url: absolute(site, `/${settings.reference_id}?branch=${encodeURIComponent(b.reference_id)}`),
            ...place(b, settings.country_code),
          })),
        }
      : {}),
    ...(options.menu && type !== 'Store'
      ? { hasMenu: typeof options.menu === 'string' ? absolute(site, options.menu) : options.menu }
      : {}),
    ...(Object.values(settings.social_links ?? {}).some((v) => /^https?:/.test(v))
      ? { sameAs: Object.values(settings.social_links).filter((v) => /^https?:/.test(v)) }
      : {}),
  };
}
