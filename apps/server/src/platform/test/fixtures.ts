import type { DemoSeed, WeekSchedule } from '../db/seed/seed-types.ts';

const allDay: WeekSchedule = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
    d,
    { closed: false, shifts: [{ time_from: '24', time_to: '24' }] },
  ]),
) as WeekSchedule;

/** A small but complete business for integration tests; `tag` makes its texts distinguishable. */
export function makeSeed(
  referenceId: string,
  tag = referenceId,
  overrides: Partial<DemoSeed> = {},
): DemoSeed {
  return {
    referenceId,
    userId: 42,
    name: { en: `${tag} Café`, ar: `مقهى ${tag}` },
    businessType: 'restaurant',
    currency: 'KWD',
    countryCode: 'KW',
    timeZone: 'Asia/Kuwait',
    locales: ['en', 'ar'],
    logo: '/logo.svg',
    cover: '/cover.svg',
    settings: { theme_color: '#0F5257', description: { en: `${tag} tagline`, ar: `شعار ${tag}` } },
    branches: [
      {
        key: 'main',
        name: { en: `${tag} Main`, ar: `${tag} الرئيسي` },
        address: { en: 'Salmiya', ar: 'السالمية' },
        phone: '+96522220000',
        lat: 29.335,
        lng: 48.076,
        isMain: true,
        availability: allDay,
        settings: {},
      },
      {
        key: 'second',
        name: { en: `${tag} Second`, ar: `${tag} الثاني` },
        address: { en: 'Sharq', ar: 'شرق' },
        phone: '+96522220001',
        lat: 29.384,
        lng: 47.99,
        isMain: false,
        availability: allDay,
        settings: {},
      },
    ],
    taxes: [],
    tags: [{ key: 'vegan', kind: 'tag', name: { en: 'Vegan', ar: 'نباتي' }, icon: 'leaf' }],
    categories: [
      {
        key: 'drinks',
        name: { en: `${tag} Drinks`, ar: `مشروبات ${tag}` },
        items: [
          {
            key: 'latte',
            name: { en: `${tag} Latte`, ar: `لاتيه ${tag}` },
            description: { en: 'Espresso and steamed milk', ar: 'إسبريسو وحليب مبخر' },
            image: '/latte.svg',
            priceLabels: [
              { label: { en: 'Small', ar: 'صغير' }, price: 1250 },
              { label: { en: 'Large', ar: 'كبير' }, price: 1750 },
            ],
            modifierGroups: [
              {
                name: { en: 'Milk', ar: 'الحليب' },
                min: 1,
                max: 1,
                modifiers: [
                  { name: { en: 'Full fat', ar: 'كامل الدسم' }, price: 0 },
                  { name: { en: 'Oat', ar: 'شوفان' }, price: 250 },
                ],
              },
            ],
            tags: ['vegan'],
          },
          {
            key: 'hidden',
            name: { en: 'Secret drink', ar: 'مشروب سري' },
            description: { en: '', ar: '' },
            image: '/x.svg',
            priceLabels: [{ label: { en: 'Regular', ar: 'عادي' }, price: 500 }],
            visible: false,
          },
          {
            key: 'main-only',
            name: { en: 'Main-only juice', ar: 'عصير الفرع الرئيسي' },
            description: { en: '', ar: '' },
            image: '/j.svg',
            priceLabels: [{ label: { en: 'Regular', ar: 'عادي' }, price: 900 }],
            branches: ['main'],
          },
        ],
        subcategories: [
          {
            key: 'iced',
            name: { en: 'Iced', ar: 'مثلج' },
            items: [
              {
                key: 'iced-latte',
                name: { en: 'Iced Latte', ar: 'لاتيه مثلج' },
                description: { en: 'Over ice', ar: 'مع الثلج' },
                image: '/il.svg',
                priceLabels: [{ label: { en: 'Regular', ar: 'عادي' }, price: 1500 }],
              },
            ],
          },
        ],
      },
    ],
    smartCategories: [{ name: { en: 'Bestsellers', ar: 'الأكثر مبيعًا' }, items: ['latte'] }],
    discounts: [{ sellingType: 'pickup', scope: 'category', target: 'drinks', type: 'percent', value: 10 }],
    coupons: [{ code: 'WELCOME10', discountType: 'percent', discountValue: 10, allMenu: true }],
    zones: [],
    shippingCountries: [],
    tables: [],
    banners: [],
    ...overrides,
  };
}
