// Builders for tests only (not exported from the package): small, valid defaults, overridable.
import type {
  Availability,
  CartLineRef,
  Coupon,
  DayAvailability,
  MenuItem,
  Modifier,
  ModifierGroup,
  PriceLabel,
  ScheduledOrdersConfig,
  ShippingCountry,
  Tax,
  Zone,
} from './types.ts';

export const tax = (over: Partial<Tax> = {}): Tax => ({
  id: 1,
  name: { en: 'VAT' },
  rate: 5,
  inclusive: false,
  ...over,
});

export const label = (over: Partial<PriceLabel> = {}): PriceLabel => ({
  id: 11,
  label: { en: 'Regular' },
  price: 1000,
  weight: null,
  shippingWeight: null,
  minimum: 1,
  maximum: null,
  isQty: false,
  unit: null,
  preparation_time: null,
  preparation_time_type: null,
  ...over,
});

export const modifier = (over: Partial<Modifier> = {}): Modifier => ({
  id: 101,
  locales: { en: 'Cheese' },
  price: 200,
  taxes: [],
  image: null,
  ...over,
});

export const group = (over: Partial<ModifierGroup> = {}): ModifierGroup => ({
  id: 1001,
  locales: { en: 'Extras' },
  min: 0,
  max: 0,
  modifiers: [modifier()],
  ...over,
});

export const item = (over: Partial<MenuItem> = {}): MenuItem => ({
  id: 1,
  name: { en: 'Burger' },
  category_id: 10,
  grand_category_id: null,
  visible: true,
  price_option_kind: 0,
  price_labels: [label()],
  modifier_groups: [],
  taxes: [],
  types: { dine_in: true, delivery: true, car_pickup: true, reservation: false },
  comment_required: false,
  branch_ids: [],
  ...over,
});

export const line = (over: Partial<CartLineRef> = {}): CartLineRef => ({
  id: 1,
  price_label: { id: 11 },
  modifiers: [],
  count: 1,
  note: '',
  ...over,
});

export const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'SAVE',
  discount_type: 'percent',
  discount_value: 10,
  all_menu: true,
  user_type: null,
  max_allowed_items: null,
  item_ids: [],
  free_delivery: false,
  ...over,
});

/** A square around Kuwait City: lng 47.9–48.1, lat 29.3–29.4. */
export const square: [number, number][][] = [
  [
    [47.9, 29.3],
    [48.1, 29.3],
    [48.1, 29.4],
    [47.9, 29.4],
    [47.9, 29.3],
  ],
];

export const zone = (over: Partial<Zone> = {}): Zone => ({
  id: 1,
  visible: true,
  fees: 500,
  min_order: 0,
  delivery_time: 30,
  unit: 'minute',
  branch: 1,
  name: { en: 'City' },
  color: null,
  areas: [
    {
      id: 1,
      name: { en: 'Sharq' },
      parent_name: null,
      shape: { type: 'Polygon', coordinates: square },
      osm_id: null,
      zone_id: 1,
    },
  ],
  shape: null,
  ...over,
});

export const country = (over: Partial<ShippingCountry> = {}): ShippingCountry => ({
  country: { en: 'Saudi Arabia' },
  country_iso: 'SA',
  icon: null,
  fees_per_kg: 1000,
  fixed_fees: 500,
  min_order: 0,
  branch_id: 1,
  ...over,
});

const open = (shifts: DayAvailability['shifts']): DayAvailability => ({ closed: false, shifts });

/** Every day 09:00–22:00. */
export const everyDay = (
  shifts: DayAvailability['shifts'] = [{ time_from: '09:00', time_to: '22:00' }],
): Availability => ({
  0: open(shifts),
  1: open(shifts),
  2: open(shifts),
  3: open(shifts),
  4: open(shifts),
  5: open(shifts),
  6: open(shifts),
});

export const scheduleConfig = (over: Partial<ScheduledOrdersConfig> = {}): ScheduledOrdersConfig => ({
  on: true,
  only_schedule: false,
  min_advance: null,
  max_advance: null,
  apply_on_starting_or_ending: 'starting',
  ...over,
});
