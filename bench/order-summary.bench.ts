// Order-summary benchmark: a 200-line cart with modifiers, discounts, a coupon and
// taxes. Run on purpose: `npm run bench:order-summary -w bench` or `node bench/order-summary.bench.ts`.
// Goal: median ≤ 200 µs. A naive sum of the line prices, measured in the same run, is the baseline.
import {
  type CartLineRef,
  type Coupon,
  type DiscountsBySellingType,
  type MenuItem,
  menuById,
  type OrderSummaryInput,
  type PriceLabel,
  summarizeOrder,
  type Tax,
  type Zone,
} from '@sufra/domain';

const LINES = 200;
const WARMUP = 2_000;
const RUNS = 5_000;

const vat: Tax = { id: 1, name: { en: 'VAT' }, rate: 5, inclusive: false };
const city: Tax = { id: 2, name: { en: 'City tax' }, rate: 1.5, inclusive: true };

const items: MenuItem[] = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  name: { en: `Item ${i + 1}` },
  category_id: (i % 10) + 1,
  grand_category_id: 100,
  visible: true,
  price_option_kind: 1,
  price_labels: [1, 2].map((n) => ({
    id: (i + 1) * 10 + n,
    label: { en: n === 1 ? 'Regular' : 'Large' },
    price: 1_250 * n + i * 5,
    weight: 0.4 * n,
    shippingWeight: null,
    minimum: 1,
    maximum: null,
    isQty: false,
    unit: null,
    preparation_time: 10,
    preparation_time_type: 'minute',
  })),
  modifier_groups: [
    {
      id: (i + 1) * 100,
      locales: { en: 'Extras' },
      min: 0,
      max: 6,
      modifiers: [1, 2, 3].map((n) => ({
        id: (i + 1) * 1_000 + n,
        locales: { en: `Extra ${n}` },
        price: 150 * n,
        taxes: n === 3 ? [vat] : [],
        image: null,
      })),
    },
  ],
  taxes: i % 3 === 0 ? [vat, city] : [vat],
  types: { dine_in: true, delivery: true, car_pickup: true, reservation: false },
  comment_required: false,
  branch_ids: [1],
}));

const lines: CartLineRef[] = Array.from({ length: LINES }, (_, k) => {
  const item = items[k % items.length] as MenuItem;
  const mods = item.modifier_groups[0]?.modifiers ?? [];
  return {
    id: item.id,
    price_label: { id: (item.price_labels[k % 2] ?? (item.price_labels[0] as PriceLabel)).id },
    modifiers: mods.slice(0, (k % 3) + 1).map((m, j) => ({ id: m.id, quantity: j + 1 })),
    count: (k % 4) + 1,
    note: k % 7 === 0 ? 'no onions' : '',
  };
});

const discounts: DiscountsBySellingType = {
  delivery: {
    itemsDiscounts: { 3: { id: 1, type: 'percent', value: 10 }, 7: { id: 2, type: 'fixed', value: 300 } },
    categoriesDiscounts: { 4: { id: 3, type: 'percent', value: 15 } },
    allMenuDiscount: { id: 4, type: 'percent', value: 5 },
  },
};

const coupon: Coupon = {
  code: 'SAVE',
  discount_type: 'fixed',
  discount_value: 5_000,
  all_menu: true,
  user_type: null,
  max_allowed_items: null,
  item_ids: [],
  free_delivery: false,
};

const zone: Zone = {
  id: 1,
  visible: true,
  fees: 750,
  min_order: 5_000,
  delivery_time: 30,
  unit: 'minute',
  branch: 1,
  name: { en: 'Salmiya' },
  color: null,
  areas: [],
  shape: null,
};

const input: OrderSummaryInput = {
  lines,
  menu: menuById(items),
  discounts,
  sellingType: 'delivery',
  coupon,
  isAuthenticated: true,
  delivery: { kind: 'zone', zone },
  wallet: { enabled: true, useWallet: true, balance: 2_000 },
  currency: 'KWD',
  exclusiveTaxes: true,
  branchId: 1,
};

// The baseline: what a naive client would do — add up label + modifiers × count per line.
const menu = input.menu as Map<number, MenuItem>;
function naiveTotal(): number {
  let sum = 0;
  for (const line of lines) {
    const item = menu.get(line.id) as MenuItem;
    let unit = item.price_labels.find((l) => l.id === line.price_label.id)?.price ?? 0;
    for (const m of line.modifiers) {
      for (const g of item.modifier_groups)
        unit += (g.modifiers.find((x) => x.id === m.id)?.price ?? 0) * m.quantity;
    }
    sum += unit * line.count;
  }
  return sum;
}

function measure(fn: () => unknown): { median: number; p95: number } {
  let sink = 0;
  for (let i = 0; i < WARMUP; i++) sink += fn() ? 1 : 0;
  const samples = new Float64Array(RUNS);
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    sink += fn() ? 1 : 0;
    samples[i] = (performance.now() - t0) * 1_000;
  }
  samples.sort();
  if (sink < 0) console.log(sink); // keeps the calls from being optimised away
  return { median: samples[Math.floor(RUNS / 2)] ?? 0, p95: samples[Math.floor(RUNS * 0.95)] ?? 0 };
}

const check = summarizeOrder(input);
if (check.lines.length !== LINES || check.problems.length > 0 || check.couponDiscount <= 0) {
  throw new Error(`benchmark input is not what it claims: ${JSON.stringify(check.problems.slice(0, 3))}`);
}

const summary = measure(() => summarizeOrder(input));
const baseline = measure(naiveTotal);
const fmt = (n: number) => n.toFixed(1).padStart(8);
console.log(
  `order summary, ${LINES} lines (modifiers, discounts, coupon, taxes), ${RUNS} runs after ${WARMUP} warm-up`,
);
console.log(`summarizeOrder   median ${fmt(summary.median)} µs   p95 ${fmt(summary.p95)} µs`);
console.log(`naive line sum   median ${fmt(baseline.median)} µs   p95 ${fmt(baseline.p95)} µs`);
console.log(`ratio (median)   ${(summary.median / baseline.median).toFixed(1)}×`);
console.log(`goal ≤ 200 µs median: ${summary.median <= 200 ? 'met' : 'NOT met'}`);
