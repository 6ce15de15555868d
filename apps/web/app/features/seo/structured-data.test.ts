import type { BusinessSettings, Category, MenuItem } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import {
  businessLd,
  dietsOf,
  type JsonLd,
  MIN_PUBLISHED_RATINGS,
  menuItemLd,
  menuLd,
  openingHoursOf,
  priceRangeOf,
  priceText,
  schemaTypeOf,
} from './structured-data.ts';

const site = { origin: 'https://menu.example' };
const allDay = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
    d,
    { closed: false, shifts: [{ time_from: '24', time_to: '24' }] },
  ]),
);
const branch = (id: number, over: Partial<BusinessSettings['branches'][number]> = {}) =>
  ({
    id,
    reference_id: `b${id}`,
    name: `Branch ${id}`,
    address: 'Salem Al Mubarak St., Salmiya',
    phone: '+96522250001',
    lat: 29.3356,
    lng: 48.0763,
    is_main: id === 1,
    availability: allDay,
    ...over,
  }) as BusinessSettings['branches'][number];

const settings = {
  reference_id: 'demo',
  business_name: 'Bayt Al Qahwa',
  description: 'Coffee and sweets',
  business_type: 'restaurant',
  currency: 'KWD',
  country_code: 'KW',
  locales: ['en', 'ar'],
  logo: '/demo/logo.svg',
  cover: '/demo/cover.svg',
  branch_id: 1,
  branches: [branch(1), branch(2, { lat: null, lng: null })],
  reservation: { enabled: true },
  social_links: { instagram: 'https://instagram.com/bayt', phone: '123' },
} as unknown as BusinessSettings;

const item = (id: number, over: Partial<MenuItem> = {}) =>
  ({
    id,
    category_id: 7,
    name: `Item ${id}`,
    description: 'Good',
    image: '/demo/items/latte.jpg',
    visible: true,
    available: true,
    price_labels: [{ id: 1, label: 'Regular', price: 1250 }],
    calories: 120,
    tags: [{ id: 1, kind: 'tag', name: 'Vegan', icon: null }],
    ...over,
  }) as unknown as MenuItem;

const categories = [
  {
    id: 7,
    parent_id: null,
    name: 'Hot drinks',
    description: '',
    image: null,
    items: [
      item(1),
      item(2, { visible: false }),
      item(3, { price_labels: [{ price: 500, label: '' }] as never }),
    ],
    subcategories: [
      {
        id: 8,
        parent_id: 7,
        name: 'Iced',
        description: '',
        image: null,
        items: [item(4, { category_id: 8 })],
        subcategories: [],
      },
    ],
  },
] as Category[];

// The schema.org properties each type must have to mean anything to a search engine.
const REQUIRED: Record<string, string[]> = {
  Restaurant: ['name', 'url', 'address'],
  CafeOrCoffeeShop: ['name', 'url', 'address'],
  Menu: ['hasMenuSection'],
  MenuSection: ['name'],
  MenuItem: ['name', 'offers'],
  Offer: ['price', 'priceCurrency'],
  PostalAddress: ['streetAddress', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  NutritionInformation: ['calories'],
  // Google's review snippets: a value and a count (ratingCount or reviewCount).
  AggregateRating: ['ratingValue', 'ratingCount'],
};

/** Every node: a known type with its required properties, prices as decimals, hours as HH:MM. */
function problems(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => problems(n, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const obj = node as JsonLd;
  const out: string[] = [];
  const type = obj['@type'];
  if (typeof type === 'string') {
    const required = REQUIRED[type];
    if (!required) out.push(`${at}: unexpected type ${type}`);
    for (const key of required ?? [])
      if (obj[key] === undefined || obj[key] === '') out.push(`${at}: ${type} lacks ${key}`);
    if (type === 'Offer') {
      if (!/^\d+(\.\d+)?$/.test(String(obj.price))) out.push(`${at}: price ${String(obj.price)}`);
      if (!/^[A-Z]{3}$/.test(String(obj.priceCurrency))) out.push(`${at}: currency`);
    }
    if (type === 'OpeningHoursSpecification')
      for (const k of ['opens', 'closes']) if (!/^\d\d:\d\d$/.test(String(obj[k]))) out.push(`${at}: ${k}`);
  }
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value === 'string' && /url|image|logo/i.test(key) && !value.startsWith('https://'))
      out.push(`${at}.${key}: not absolute`);
    out.push(...problems(value, `${at}.${key}`));
  }
  return out;
}

describe('JSON-LD of a storefront', () => {
  const menu = menuLd(
    categories,
    settings,
    site,
    '/demo/delivery',
    (i) => `/demo/delivery/${i.category_id}/${i.id}`,
  );
  const ld = businessLd(settings, site, {
    url: '/demo/delivery',
    menu,
    priceRange: priceRangeOf(categories, 'KWD'),
    language: 'en',
  });

  it('is valid schema.org: every node has its required properties, absolute URLs, decimal prices', () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(problems(ld)).toEqual([]);
    // It survives the trip through JSON (what the page renders).
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('names the business, its place, hours, reservations, price range and other branches', () => {
    expect(ld).toMatchObject({
      '@type': 'Restaurant',
      name: 'Bayt Al Qahwa',
      logo: 'https://menu.example/demo/logo.svg',
      acceptsReservations: true,
      priceRange: 'KWD 0.500–1.250',
      geo: { latitude: 29.3356, longitude: 48.0763 },
      sameAs: ['https://instagram.com/bayt'],
    });
    expect(ld.openingHoursSpecification).toHaveLength(7);
    const departments = ld.department as JsonLd[];
    expect(departments).toHaveLength(1);
    expect(departments[0]?.geo).toBeUndefined();
  });

  it('lists visible items in their sections, each with its offer in the business currency', () => {
    const sections = (ld.hasMenu as JsonLd).hasMenuSection as JsonLd[];
    const items = sections[0]?.hasMenuItem as JsonLd[];
    expect(items.map((i) => i.name)).toEqual(['Item 1', 'Item 3']);
    expect(items[0]).toMatchObject({
      url: 'https://menu.example/demo/delivery/7/1',
      offers: { price: '1.250', priceCurrency: 'KWD', availability: 'https://schema.org/InStock' },
      suitableForDiet: 'https://schema.org/VeganDiet',
      nutrition: { calories: '120 calories' },
    });
    const iced = (sections[0]?.hasMenuSection ?? []) as JsonLd[];
    const icedItems = (iced[0]?.hasMenuItem ?? []) as JsonLd[];
    expect(icedItems[0]?.url).toBe('https://menu.example/demo/delivery/8/4');
  });

  it('points at the menu page by URL when the page does not carry the menu', () => {
    const light = businessLd(settings, site, { url: '/demo', menu: '/demo/delivery', language: 'ar' });
    expect(light.hasMenu).toBe('https://menu.example/demo/delivery');
    expect(problems(light)).toEqual([]);
  });

  it('carries the diners’ ratings as an AggregateRating only from five ratings on (ADR 907)', () => {
    const rated = (rating: { average: number; count: number } | null) =>
      businessLd(settings, site, { url: '/demo', menu: '/demo/delivery', language: 'en', rating });
    expect(rated({ average: 4.26, count: 5 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 5,
      bestRating: 5,
      worstRating: 1,
    });
    expect(problems(rated({ average: 4.26, count: 5 }))).toEqual([]);
    // Too few to say anything, none at all, or the business does not show its rating (null).
    expect(rated({ average: 5, count: MIN_PUBLISHED_RATINGS - 1 })).not.toHaveProperty('aggregateRating');
    expect(rated({ average: 0, count: 0 })).not.toHaveProperty('aggregateRating');
    expect(rated(null)).not.toHaveProperty('aggregateRating');
  });

  it('a single MenuItem page is valid on its own', () => {
    const one = menuItemLd(item(1), 'KWD', site, '/demo/delivery/7/1');
    expect(problems(one)).toEqual([]);
  });
});

describe('the parts', () => {
  it('prices in the currency’s digits', () => {
    expect(priceText(1250, 'KWD')).toBe('1.250');
    expect(priceText(5, 'KWD')).toBe('0.005');
    expect(priceText(1999, 'SAR')).toBe('19.99');
    expect(priceText(1500, 'JPY')).toBe('1500');
  });

  it('the closer schema.org type of a business type', () => {
    expect(schemaTypeOf('restaurant')).toBe('Restaurant');
    expect(schemaTypeOf('cafe')).toBe('CafeOrCoffeeShop');
    expect(schemaTypeOf('Bakery')).toBe('Bakery');
    expect(schemaTypeOf('grocery store')).toBe('Store');
  });

  it('opening hours from shifts: closed days left out, past midnight closes the next day', () => {
    const hours = openingHoursOf({
      '0': {
        closed: false,
        shifts: [
          { time_from: '08:00', time_to: '12:00' },
          { time_from: '18:00', time_to: '01:30' },
        ],
      },
      '1': { closed: true, shifts: [{ time_from: '08:00', time_to: '12:00' }] },
      '2': { closed: false, shifts: [{ time_from: 'nonsense', time_to: '12:00' }] },
    });
    expect(hours.map((h) => [h.dayOfWeek, h.opens, h.closes])).toEqual([
      ['https://schema.org/Monday', '08:00', '12:00'],
      ['https://schema.org/Monday', '18:00', '01:30'],
    ]);
  });

  it('diets from tags, in English and Arabic', () => {
    const tags = (names: string[]) => ({ tags: names.map((name) => ({ name })) });
    expect(dietsOf(tags(['Vegan', 'Spicy']))).toEqual(['https://schema.org/VeganDiet']);
    expect(dietsOf(tags(['حلال', 'Gluten free']))).toEqual([
      'https://schema.org/HalalDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
  });
});
