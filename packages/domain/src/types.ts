// Data shapes shared by the server and the web app. Field names follow [product: Menu and items] (snake_case where
// the spec uses it). Every amount typed `Minor` is an integer in the currency's minor units
// ([product: Calls and failures]): 1.250 KWD is 1250, 12.34 USD is 1234, 500 JPY is 500.

/** Integer amount in minor units of the business currency. */
export type Minor = number;

/** Locale → text, e.g. `{ en: 'Burger', ar: 'برجر' }`. */
export type Localized = Record<string, string>;

// ---------------------------------------------------------------- menu

export interface Tax {
  id: number;
  name: Localized;
  /** Percent, e.g. 5 for 5 %. */
  rate: number;
  /** True when the tax is already included in the price. */
  inclusive: boolean;
}

export interface PriceLabel {
  id: number;
  label: Localized;
  price: Minor;
  /** Kilograms. */
  weight: number | null;
  /** Kilograms; wins over `weight` for shipping fees. */
  shippingWeight: number | null;
  /** Minimum quantity; applies when above 1. */
  minimum: number;
  maximum: number | null;
  /** Sold by quantity of `unit` (e.g. kg) rather than by piece. */
  isQty: boolean;
  unit: string | null;
  preparation_time: number | null;
  preparation_time_type: 'minute' | 'hour' | null;
}

export interface Modifier {
  id: number;
  locales: Localized;
  price: Minor;
  taxes: Tax[];
  image: string | null;
  provider?: string | null;
  provider_id?: string | null;
  /** False while sold out at the branch the menu is for (ADR 1080); absent means available. */
  available?: boolean;
}

export interface ModifierGroup {
  id: number;
  locales: Localized;
  /** Minimum total quantity chosen in the group. */
  min: number;
  /** Maximum total quantity chosen in the group; 0 means no limit. */
  max: number;
  modifiers: Modifier[];
}

/** The item-side selling type flags ([product: Menu and items] menu items: types map). */
export interface ItemTypes {
  dine_in: boolean;
  delivery: boolean;
  car_pickup: boolean;
  reservation: boolean;
}

export type PriceOptionKindValue = 0 | 1 | 2 | 3;

export interface MenuItem {
  id: number;
  name: Localized;
  category_id: number;
  grand_category_id: number | null;
  visible: boolean;
  price_option_kind: PriceOptionKindValue;
  price_labels: PriceLabel[];
  modifier_groups: ModifierGroup[];
  taxes: Tax[];
  types: ItemTypes;
  comment_required: boolean;
  branch_ids: number[];
  image?: string | null;
  provider?: string | null;
  provider_id?: string | null;
}

// ---------------------------------------------------------------- discounts and coupons

export type DiscountType = 'percent' | 'fixed';

export interface Discount {
  id: number;
  type: DiscountType;
  /** Percent (0–100) for `percent`; minor units off each unit for `fixed`. */
  value: number;
}

export interface SellingTypeDiscounts {
  /** Keyed by item id. */
  itemsDiscounts: Record<number, Discount>;
  /** Keyed by category id (category or grand category). */
  categoriesDiscounts: Record<number, Discount>;
  allMenuDiscount: Discount | null;
  /**
   * Happy hours (ADR 1485): discounts that apply only inside their weekly window. Resolved against
   * a moment by `discountsAt`, which lays the open ones over the table and drops this list.
   */
  happyHours?: HappyHourDiscount[];
}

/** A discount that applies on `days` (Monday = 0) from `from_minute` to `to_minute`, local time. */
export interface HappyHourDiscount extends Discount {
  scope: 'all' | 'category' | 'item';
  target_id: number | null;
  days: number[];
  /** Minutes since local midnight, 0–1439; `to_minute` ≤ `from_minute` runs past midnight. */
  from_minute: number;
  to_minute: number;
}

/** Discount key of a selling type ([product: Selling types] Discounts). */
export type DiscountKey = 'pickup' | 'delivery' | 'dinein';

export type DiscountsBySellingType = Partial<Record<DiscountKey, SellingTypeDiscounts>>;

export interface Coupon {
  code: string;
  discount_type: DiscountType;
  /** Percent (0–100) for `percent`; minor units for the whole order for `fixed`. */
  discount_value: number;
  all_menu: boolean;
  user_type: 'guests' | 'auth_users' | null;
  max_allowed_items: number | null;
  item_ids: number[];
  free_delivery: boolean;
}

// ---------------------------------------------------------------- cart

/** What pricing needs from a cart line; `CartItem` satisfies it, so does a parsed request line. */
export interface CartLineRef {
  id: number;
  price_label: { id: number };
  modifiers: ReadonlyArray<{ id: number; quantity: number }>;
  count: number;
  /** The line comment ([product: Cart] cart item "note (comment)"). */
  note: string;
}

export interface CartModifier {
  id: number;
  locales: Localized;
  image: string | null;
  quantity: number;
  price: Minor;
  taxes: Tax[];
  provider: string | null;
  provider_id: string | null;
}

export interface CartPriceLabel extends PriceLabel {
  /** The locale the label was chosen in. */
  locale: string;
}

export interface CartItem extends CartLineRef {
  /** Stable line identity: id + price label + modifiers + comment. */
  key: string;
  name: Localized;
  /** Unit price: price label plus modifiers. */
  price: Minor;
  modifiersPrice: Minor;
  /** price × count. */
  netPrice: Minor;
  /** netPrice after the selling type's discount (filled by pricing; equals netPrice until then). */
  discountedPrice: Minor;
  price_label: CartPriceLabel;
  modifiers: CartModifier[];
  taxes: Tax[];
  inclusive_taxes: Tax[];
  branches: number[];
  category_id: number;
  disabled: boolean;
  provider: string | null;
  provider_id: string | null;
  discount_id: number | null;
  priceAfterCoupon: Minor | null;
  couponDiscountAmount: Minor | null;
  couponDiscountCount: number | null;
  types: ItemTypes;
}

export type OrderTypeValue = 0 | 1 | 2 | 3;
export type PaymentTypeValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface TimeSlot {
  /** Local date, `YYYY-MM-DD`, in the business time zone. */
  date: string;
  /** Local `HH:mm`. */
  from: string;
  /** Local `HH:mm`. */
  to: string;
  /** Absolute instant of `from` (ISO 8601 with offset). */
  start: string;
  /** Absolute instant of `to` (ISO 8601 with offset). */
  end: string;
}

export interface CartAddress {
  lat: number | null;
  lng: number | null;
  [field: string]: string | number | null;
}

/** International shipping chosen at checkout ([product: Delivery, areas and shipping], §4): it wins over the delivery area. */
export interface CartShipping {
  country_iso: string;
  /** The country's branch: a cart of another branch drops the choice ([product: Cart]). */
  branch_id: number;
  /** The shipping form's answers, by field name. */
  address: Record<string, string>;
}

export interface Cart {
  items: CartItem[];
  note: string;
  orderType: OrderTypeValue | null;
  coupon: { code: string; discount: Minor } | null;
  queriedCouponCode: string | null;
  table: string | null;
  queriedAddress: CartAddress | null;
  queriedAreaId: number | null;
  /** Optional so carts stored before shipping existed still read. */
  shipping?: CartShipping | null;
  phone: string;
  phoneObj: { dial_code: string; number: string; country: string } | null;
  name: string;
  payment_type: PaymentTypeValue;
  deliveryFees: Minor;
  exclusiveTaxes: TaxEntry[];
  calculatedAmounts: { total: Minor };
  car: { brand: string; color: string; plate: string } | null;
  scheduled: { date: string | null; slot: TimeSlot | null };
  orderTime: 'now' | 'scheduled';
  giftData: Record<string, string> | null;
  walletBalanceDiscountAmount: Minor;
  /** The diner's tip choice (ADR 790); optional so carts stored before tips still read. */
  tip?: { percent: number } | { amount: Minor } | null;
  /** Handover (ADR 791): cutlery wanted (null: not asked), leave a delivery at the door. */
  cutlery?: boolean | null;
  noContact?: boolean;
}

/** [product: Discounts, coupons and taxes] tax entry. */
export interface TaxEntry {
  taxId: number;
  taxName: Localized;
  rate: number;
  inclusive: boolean;
  /** Tax on the items' price labels. */
  taxValue: Minor;
  /** Tax on the items' modifiers. */
  modifiersTaxValue: Minor;
  totalTaxValue: Minor;
}

// ---------------------------------------------------------------- availability and scheduling

export type DayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Shift {
  /** `HH:mm` (or another accepted format); '24…' means open all day. */
  time_from: string;
  time_to: string;
}

export interface DayAvailability {
  closed: boolean;
  shifts: Shift[];
}

/** Monday = 0 … Sunday = 6. */
export type Availability = Record<DayIndex, DayAvailability>;

export type AdvanceScale = 'min' | 'hour' | 'day';

export interface Advance {
  interval: number;
  scale: AdvanceScale;
}

export interface ScheduledOrdersConfig {
  on: boolean;
  only_schedule: boolean;
  min_advance: Advance | null;
  max_advance: Advance | null;
  apply_on_starting_or_ending: 'starting' | 'ending';
}

// ---------------------------------------------------------------- geo and delivery

export interface LatLng {
  lat: number;
  lng: number;
}

/** GeoJSON positions are [longitude, latitude]. */
export type Position = [number, number];
export type AreaShape =
  | { type: 'Point'; coordinates: Position }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

export interface Area {
  id: number;
  name: Localized;
  parent_name: Localized | null;
  shape: AreaShape;
  osm_id: string | null;
  zone_id: number;
}

export interface Zone {
  id: number;
  visible: boolean;
  fees: Minor;
  min_order: Minor;
  delivery_time: number;
  unit: 'minute' | 'hour' | 'day';
  /** Branch id. */
  branch: number;
  name: Localized;
  color: string | null;
  areas: Area[];
  shape: AreaShape | null;
}

export interface ShippingCountry {
  country: Localized;
  country_iso: string;
  icon: string | null;
  /** Minor units per kilogram. */
  fees_per_kg: Minor;
  fixed_fees: Minor;
  min_order: Minor;
  branch_id: number;
}

export type DeliveryTarget = { kind: 'zone'; zone: Zone } | { kind: 'shipping'; country: ShippingCountry };

// ---------------------------------------------------------------- people

export interface BusinessIdentity {
  user_id: number;
  branch_id: number | null;
}

export interface AuthUser {
  id: number | null;
  business_id: number | null;
}

export interface AuthState {
  token: string | null;
  user: AuthUser | null;
}

export interface WalletUse {
  /** Business setting enable_wallet / wallet_feature_enabled. */
  enabled: boolean;
  /** The customer's use-wallet flag. */
  useWallet: boolean;
  /** Available balance in minor units. */
  balance: Minor;
}
