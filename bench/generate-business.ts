// A generated business of any size for the read-API benchmark: realistic shape (two locales,
// categories of 25 items, two price labels and two modifier groups per item, tags, discounts),
// deterministic content, so two runs measure the same bytes.
import type {
  DemoSeed,
  SeedCategory,
  SeedItem,
  WeekSchedule,
} from '../apps/server/src/platform/db/seed/seed-types.ts';

const WORDS = [
  'saffron',
  'cardamom',
  'pistachio',
  'halloumi',
  'zaatar',
  'tahini',
  'sumac',
  'rosewater',
  'dates',
  'labneh',
];
const AR = ['زعفران', 'هيل', 'فستق', 'حلوم', 'زعتر', 'طحينة', 'سماق', 'ماء الورد', 'تمر', 'لبنة'];
const PER_CATEGORY = 25;

const allDay = { closed: false, shifts: [{ time_from: '24', time_to: '24' }] };
const week = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, allDay])) as WeekSchedule;

function item(n: number): SeedItem {
  const w = WORDS[n % WORDS.length] as string;
  const a = AR[n % AR.length] as string;
  return {
    key: `item-${n}`,
    name: { en: `${w[0]?.toUpperCase()}${w.slice(1)} special no. ${n}`, ar: `طبق ${a} رقم ${n}` },
    description: {
      en: `House ${w} recipe ${n}, slow-cooked and served with bread, pickles and a green salad.`,
      ar: `وصفة ${a} المنزلية رقم ${n}، مطهوة ببطء وتقدم مع الخبز والمخلل والسلطة الخضراء.`,
    },
    image: `/demo/items/item-${n % 40}.svg`,
    priceLabels: [
      { label: { en: 'Regular', ar: 'عادي' }, price: 1000 + (n % 17) * 250 },
      { label: { en: 'Large', ar: 'كبير' }, price: 1500 + (n % 17) * 250 },
    ],
    modifierGroups: [
      {
        name: { en: 'Sides', ar: 'أطباق جانبية' },
        min: 0,
        max: 2,
        modifiers: [
          { name: { en: 'Fries', ar: 'بطاطا' }, price: 250 },
          { name: { en: 'Rice', ar: 'أرز' }, price: 250 },
          { name: { en: 'Salad', ar: 'سلطة' }, price: 500 },
        ],
      },
      {
        name: { en: 'Spice', ar: 'الحرارة' },
        min: 1,
        max: 1,
        modifiers: [
          { name: { en: 'Mild', ar: 'خفيف' }, price: 0 },
          { name: { en: 'Hot', ar: 'حار' }, price: 0 },
        ],
      },
    ],
    calories: 300 + (n % 9) * 50,
    preparationTime: 10 + (n % 4) * 5,
    tags: n % 3 === 0 ? ['vegan'] : [],
    ingredients: [n % 2 === 0 ? 'wheat' : 'milk'],
  };
}

/** A business with `items` items in categories of 25, two branches, both locales. */
export function generateBusiness(referenceId: string, items: number): DemoSeed {
  const categories: SeedCategory[] = [];
  for (let c = 0; c * PER_CATEGORY < items; c++) {
    const first = c * PER_CATEGORY;
    const count = Math.min(PER_CATEGORY, items - first);
    categories.push({
      key: `cat-${c}`,
      name: { en: `Category ${c + 1}`, ar: `القسم ${c + 1}` },
      description: { en: `Dishes of group ${c + 1}`, ar: `أطباق المجموعة ${c + 1}` },
      items: Array.from({ length: count }, (_, i) => item(first + i)),
    });
  }
  const branch = (key: string, isMain: boolean) => ({
    key,
    name: { en: `Branch ${key}`, ar: `فرع ${key}` },
    address: { en: 'Kuwait City', ar: 'مدينة الكويت' },
    phone: '+96522220000',
    lat: 29.37,
    lng: 47.98,
    isMain,
    availability: week,
    settings: {},
  });
  return {
    referenceId,
    userId: 1,
    name: { en: `Bench ${items}`, ar: `مقهى ${items}` },
    businessType: 'restaurant',
    currency: 'KWD',
    countryCode: 'KW',
    timeZone: 'Asia/Kuwait',
    locales: ['en', 'ar'],
    logo: '/logo.svg',
    cover: '/cover.svg',
    settings: { theme_color: '#0F5257' },
    branches: [branch('main', true), branch('second', false)],
    taxes: [{ key: 'vat', name: { en: 'VAT', ar: 'ضريبة' }, rate: 5, inclusive: false }],
    tags: [
      { key: 'vegan', kind: 'tag', name: { en: 'Vegan', ar: 'نباتي' } },
      { key: 'wheat', kind: 'ingredient', name: { en: 'Wheat', ar: 'قمح' } },
      { key: 'milk', kind: 'ingredient', name: { en: 'Milk', ar: 'حليب' } },
    ],
    categories,
    smartCategories: [
      { name: { en: 'Bestsellers', ar: 'الأكثر طلبا' }, items: ['item-0', 'item-1', 'item-2'] },
    ],
    discounts: [{ sellingType: 'pickup', scope: 'category', target: 'cat-0', type: 'percent', value: 10 }],
    coupons: [],
    zones: [],
    shippingCountries: [],
    tables: [],
    banners: [],
  };
}
