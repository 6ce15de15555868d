/**
 * The shape of a seed file: plain data, with cross references by `key` (not database ids),
 * so the same file can be loaded into any database.
 */
export type L = Record<string, string>;

export type DaySchedule = { closed: boolean; shifts: { time_from: string; time_to: string }[] };
/** Monday = 0 … Sunday = 6 ([product: Menu and items]). */
export type WeekSchedule = Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', DaySchedule>;

export type SeedBranch = {
  key: string;
  name: L;
  address: L;
  phone: string;
  lat: number;
  lng: number;
  isMain: boolean;
  availability: WeekSchedule;
  settings: Record<string, unknown>;
};

export type SeedPriceLabel = {
  label: L;
  /** Minor units (fils for KWD). */
  price: number;
  weight?: number;
  shippingWeight?: number;
  minimum?: number;
  maximum?: number;
  unit?: string;
};

export type SeedModifierGroup = {
  name: L;
  min: number;
  max: number;
  /** `ingredients`: keys of ingredient tags, what a diet filter hides the option by. */
  modifiers: { name: L; price: number; ingredients?: string[] }[];
};

export type SeedItem = {
  key: string;
  name: L;
  description: L;
  /** Path under apps/web/public, e.g. '/demo/items/latte.svg'. */
  image: string;
  priceOptionKind?: 0 | 1 | 2 | 3;
  priceLabels: SeedPriceLabel[];
  modifierGroups?: SeedModifierGroup[];
  calories?: number;
  preparationTime?: number;
  stickers?: string[];
  tags?: string[];
  ingredients?: string[];
  taxes?: string[];
  types?: Partial<{ dine_in: boolean; delivery: boolean; car_pickup: boolean; reservation: boolean }>;
  commentRequired?: boolean;
  suggested?: string[];
  /** Branch keys where the item is sold; all branches when absent. */
  branches?: string[];
  visible?: boolean;
};

export type SeedCategory = {
  key: string;
  name: L;
  description?: L;
  image?: string;
  items?: SeedItem[];
  subcategories?: SeedCategory[];
};

export type SeedZone = {
  branch: string;
  name: L;
  fees: number;
  minOrder: number;
  deliveryTime: number;
  color: string;
  areas: { name: L; parentName?: L; polygon: [number, number][] }[];
};

export type DemoSeed = {
  referenceId: string;
  userId: number;
  name: L;
  businessType: string;
  currency: string;
  countryCode: string;
  timeZone: string;
  locales: string[];
  logo: string;
  cover: string;
  settings: Record<string, unknown>;
  branches: SeedBranch[];
  /** `appliesTo` (ADR 1486): every item, the items of `categories` (keys), or ticked items (default). */
  taxes: {
    key: string;
    name: L;
    rate: number;
    inclusive: boolean;
    appliesTo?: 'all' | 'categories' | 'items';
    categories?: string[];
  }[];
  /** `codes`: what an ingredient contains or a tag claims (@sufra/domain diets.ts, ADR 1060). */
  tags: { key: string; kind: 'tag' | 'ingredient'; name: L; icon?: string; codes?: string[] | null }[];
  categories: SeedCategory[];
  smartCategories: { name: L; icon?: string; items: string[] }[];
  discounts: {
    sellingType: 'delivery' | 'pickup' | 'dinein';
    scope: 'item' | 'category' | 'all';
    target?: string;
    type: 'percent' | 'fixed';
    value: number;
    /** A happy hour (ADR 1485): Monday = 0 days and local minutes [from, to). */
    days?: number[];
    fromMinute?: number;
    toMinute?: number;
  }[];
  coupons: {
    code: string;
    discountType: 'percent' | 'fixed';
    discountValue: number;
    allMenu: boolean;
    userType?: 'guests' | 'auth_users';
    maxAllowedItems?: number;
    items?: string[];
    freeDelivery?: boolean;
    /** A coupon's terms (ADR 1100). */
    minOrder?: number;
    usageLimit?: number;
    sellingTypes?: ('dinein' | 'pickup' | 'delivery')[];
  }[];
  zones: SeedZone[];
  shippingCountries: {
    branch: string;
    country: L;
    countryIso: string;
    /** A flag image (a path under the web's public folder). */
    icon?: string;
    feesPerKg: number;
    fixedFees: number;
    minOrder: number;
  }[];
  /** `floorNames`: the floor's words in other languages (ADR 1503). */
  tables: { branch: string; name: string; floor?: string; floorNames?: L; seats: number }[];
  banners: { image: string; title: L; link?: string }[];
  customDomains?: { domain: string; branch?: string }[];
  /** Credit packages of the wallet (ADR 762): pay `price`, get `credit`, minor units. */
  walletPackages?: { name: L; description: L; price: number; credit: number; bonusExpiryDays?: number }[];
  /** The /Feedback survey (ADR 780). */
  survey?: SeedSurvey;
  /** Newsletter sign-ups (ADR 783), so the back office's Customers page shows some (ADR 1389). */
  newsletter?: { email: string; locale: string }[];
  /** Bookings dated from the seed's time (ADR 1477): the back office's day and week show them. */
  bookings?: SeedBooking[];
  /** Back-office members (ADR 1000): they sign in at /{ref}/admin with a code to this phone. */
  staff?: { phone: string; name: string; role: 'owner' | 'manager' | 'staff' | 'driver' }[];
};

/** A survey question (kinds 1–6, [product: Feedback]); `config` as the survey_questions column holds it. */
export type SeedSurveyQuestion = {
  kind: 1 | 2 | 3 | 4 | 5 | 6;
  title: L;
  required?: boolean;
  config?: {
    multiline?: boolean;
    max_length?: number;
    min?: number;
    max?: number;
    step?: number;
    min_label?: L;
    max_label?: L;
    multiple?: boolean;
    /** Choice labels; ids 1, 2, … in this order. */
    options?: L[];
    stars?: number;
  };
};

export type SeedSurvey = {
  title: L;
  description?: L;
  thankYou: L;
  period: 'once' | 'day' | 'week' | 'month';
  questions: SeedSurveyQuestion[];
};

/** A table booking: today's `hours` from the seed's time, or `days` from today at a local time. */
export type SeedBooking = {
  branch: string;
  at: { hours: number } | { days: number; time: string };
  party: number;
  name: string;
  /** Kuwaiti national number (8 digits). */
  phone: string;
  /** ADR 802: 0 pending, 1 confirmed, 2 declined, 3 came, 4 no-show, 9 cancelled. */
  status: 0 | 1 | 2 | 3 | 4 | 9;
  /** A table's name in the branch. */
  table?: string;
  note?: string;
  reason?: string;
};
