import { z } from 'zod';
import { branchInfoSchema, money, weekScheduleSchema } from './common.ts';

export const scheduledOrdersSchema = z.object({
  on: z.boolean(),
  only_schedule: z.boolean(),
  min_advance: z.object({ interval: z.number(), scale: z.enum(['min', 'hour', 'day']) }),
  max_advance: z.object({ interval: z.number(), scale: z.enum(['min', 'hour', 'day']) }),
  apply_on_starting_or_ending: z.enum(['starting', 'ending']),
});

export const branchSchema = z.object({
  id: z.number().int(),
  reference_id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  is_main: z.boolean(),
  availability: weekScheduleSchema,
  selling_types: z.object({ delivery: z.boolean(), pickup: z.boolean(), dinein: z.boolean() }),
  scheduled_orders: z.object({
    delivery: scheduledOrdersSchema.nullable(),
    pickup: scheduledOrdersSchema.nullable(),
  }),
  delivery: z.object({
    cash: z.boolean(),
    credit: z.boolean(),
    drop_pin: z.boolean(),
    form_type: z.string(),
    send_gift: z.boolean(),
    enable_gift: z.boolean(),
  }),
  show_car_info: z.number().int(),
  /**
   * Dates with their own hours (a holiday closed, Ramadan hours), replacing the weekday's
   * (ADR 1080); absent when there are none.
   */
  special_days: z
    .array(
      z.object({
        date: z.string(),
        closed: z.boolean(),
        shifts: z.array(z.object({ time_from: z.string(), time_to: z.string() })),
      }),
    )
    .optional(),
  /** Pauses and busy spells per selling type, each over at `until` by itself (ADR 1080); absent when none. */
  operations: z
    .object({
      paused: z.record(z.string(), z.object({ until: z.string() })),
      busy: z.record(z.string(), z.object({ until: z.string(), extra_minutes: z.number().int() })),
    })
    .optional(),
});
export type Branch = z.infer<typeof branchSchema>;

/** [product: Marketing] tracking integration (1 Meta pixel … 7 Snapchat events API) and its id. */
export const pixelSchema = z.object({ kind: z.number().int().min(1).max(7), pixel_id: z.string() });

/** [product: Menu and items] business settings, as the storefront reads them. */
export const businessSettingsSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  branch_id: z.number().int(),
  reference_id: z.string(),
  branches: z.array(branchSchema),
  branch_name: z.string(),
  business_name: z.string(),
  /** False while the business is a draft (ADR 1373): the storefront says "coming soon" to diners. */
  published: z.boolean().optional(),
  description: z.string(),
  business_type: z.string(),
  currency: z.string(),
  country_code: z.string(),
  time_zone: z.string(),
  locales: z.array(z.string()).min(1),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  theme_color: z.string(),
  theme_accent_color: z.string(),
  theme_background_color: z.string(),
  theme_background_option: z.string(),
  gradient_colors: z.array(z.string()),
  font_family: z.string(),
  menu_button: z.number(),
  dark_mode: z.enum(['auto', 'on', 'off']),
  menu_layout: z.enum(['list', 'grid']),
  header_bg: z.string().nullable(),
  welcome_bg: z.string().nullable(),
  is_standard_menu: z.boolean(),
  payment_methods: z.array(z.number().int().min(1).max(9)),
  checkoutDelivery: z.boolean(),
  checkoutCarPickup: z.boolean(),
  checkoutDineIn: z.boolean(),
  exclusiveTaxes: z.boolean(),
  reservation: z.object({
    enabled: z.boolean(),
    with_table: z.boolean(),
    type: z.number().int(),
    max_users: z.number().int(),
    min_advance: z.number(),
    /** Minutes before the start until which a diner may cancel an accepted booking (ADR 801). */
    cancel_cutoff: z.number().int(),
  }),
  social_links: z.record(z.string(), z.string()),
  policies: z.record(z.string(), z.string()),
  whatsapp_phone: z.string().nullable(),
  /** Minutes after placing in which a diner may cancel a pending order themselves (ADR 903); 0 = never. */
  cancel_grace_minutes: z.number().int(),
  enable_wallet: z.boolean(),
  /** The optional tip (ADR 790): off unless the business turns it on; whole percentages offered. */
  tip: z.object({ enabled: z.boolean(), presets: z.array(z.number().int()) }),
  disable_otp: z.boolean(),
  default_cash: z.boolean(),
  show_rating: z.boolean(),
  feedback: z.boolean(),
  newsletter: z.boolean(),
  coupon: z.boolean(),
  discount: z.boolean(),
  hide_price: z.boolean(),
  hide_note_on_item: z.boolean(),
  stickers: z.boolean(),
  suggested_items: z.boolean(),
  calories: z.boolean(),
  ingredients: z.boolean(),
  preparation_time: z.boolean(),
  table_label: z.string(),
  /**
   * Table verification (ADR 751), on unless the business turns it off: dine-in orders name their
   * table by its QR token only; off, a plain table name or number is taken too.
   */
  table_verification: z.boolean(),
  /** Shared tables (ADR 1400): diners at one table share one live order and split its bill; off by default. */
  shared_tables: z.boolean(),
  floor_label: z.string(),
  kitchen_label: z.string(),
  dine_in_label: z.enum(['dinein', 'product_service']),
  dinein_btn_label: z.string(),
  /**
   * The business's own dine-in button label in each language it wrote one in (ADR 1460): the
   * interface shows the label of its own language, else its translation of the type, never the
   * label of another language in its place.
   */
  dinein_btn_labels: z.record(z.string(), z.string()),
  navigation_style: z.string(),
  min_order: money,
  pixels: z.array(pixelSchema),
  /** Ask diners before any pixel loads (default on; ADR 842). */
  tracking_consent: z.boolean(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

export const priceLabelSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  price: money,
  weight: z.number().nullable(),
  shippingWeight: z.number().nullable(),
  minimum: z.number().int(),
  maximum: z.number().int().nullable(),
  isQty: z.boolean(),
  unit: z.string().nullable(),
  preparation_time: z.number().nullable(),
  preparation_time_type: z.string().nullable(),
});

export const modifierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: money,
  image: z.string().nullable(),
  /** False while sold out at this branch (ADR 1080); absent means it can be chosen. */
  available: z.literal(false).optional(),
  /** Diet codes the option breaks (from its ingredients); absent when none (ADR 1060). */
  breaks: z.array(z.string()).optional(),
});

export const modifierGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  modifiers: z.array(modifierSchema),
});

export const tagSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['tag', 'ingredient']),
  name: z.string(),
  icon: z.string().nullable(),
  /** A diet tag: the diets it claims (the item's `diets` says which hold); absent otherwise (ADR 1060). */
  claims: z.array(z.string()).optional(),
});
export type Tag = z.infer<typeof tagSchema>;

export const taxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate: z.number(),
  inclusive: z.boolean(),
});

export const itemTypesSchema = z.object({
  dine_in: z.boolean(),
  delivery: z.boolean(),
  car_pickup: z.boolean(),
  reservation: z.boolean(),
});

/** A category an item sits in, with its presence at the requested branch ([product: Menu and items] branch info). */
export const categoryRefSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  branch: branchInfoSchema,
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const menuItemSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  visible: z.boolean(),
  /** Sold at the active branch now (its branch info says available). */
  available: z.boolean(),
  price_option_kind: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  price_labels: z.array(priceLabelSchema),
  modifier_groups: z.array(modifierGroupSchema),
  taxes: z.array(taxSchema),
  types: itemTypesSchema,
  comment_required: z.boolean(),
  calories: z.number().int().nullable(),
  preparation_time: z.number().int().nullable(),
  stickers: z.array(z.string()),
  tags: z.array(tagSchema),
  /**
   * Allergen and diet codes derived from the item's ingredients and tags (@sufra/domain diets.ts,
   * ADR 1060): codes, not text — the pages' catalogs name them in every language.
   */
  allergens: z.array(z.string()),
  /** The diets the dish may be labelled with: the dish and every choice it offers (ADR 1343). */
  diets: z.array(z.string()),
  /**
   * The diets it can be had in, the breaking options left out (ADR 1061, 1343): what the diet
   * filter keeps. Absent from older servers: then `diets`.
   */
  diets_choosable: z.array(z.string()).optional(),
  suggested_item_ids: z.array(z.number().int()),
  /**
   * [product: Menu and items]: the item's category and grand_category (the category's parent; null at the top
   * level), each with its branch info at the requested branch.
   */
  category: categoryRefSchema,
  grand_category: categoryRefSchema.nullable(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export type Category = {
  id: number;
  parent_id: number | null;
  name: string;
  description: string;
  image: string | null;
  items: MenuItem[];
  subcategories: Category[];
};
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    items: z.array(menuItemSchema),
    subcategories: z.array(categorySchema),
  }),
);

const discountSchema = z.object({
  id: z.number().int(),
  type: z.enum(['percent', 'fixed']),
  value: z.number(),
});
/** A discount only inside a weekly window of the business's local time (ADR 1485). */
const happyHourDiscountSchema = discountSchema.extend({
  scope: z.enum(['all', 'category', 'item']),
  target_id: z.number().int().nullable(),
  days: z.array(z.number().int().min(0).max(6)),
  from_minute: z.number().int(),
  to_minute: z.number().int(),
});
export const discountSetSchema = z.object({
  itemsDiscounts: z.record(z.string(), discountSchema),
  categoriesDiscounts: z.record(z.string(), discountSchema),
  allMenuDiscount: discountSchema.nullable(),
  /** Applied by the reader at its moment, in the business's time zone (`allDiscountsAt`). */
  happyHours: z.array(happyHourDiscountSchema).optional(),
});
export const discountsSchema = z.object({
  delivery: discountSetSchema,
  pickup: discountSetSchema,
  dinein: discountSetSchema,
});
export type Discounts = z.infer<typeof discountsSchema>;

export const menuSchema = z.object({ categories: z.array(categorySchema) });
export type Menu = z.infer<typeof menuSchema>;

export const smartCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its title in each language the business wrote it in (ADR 1460): the interface language's first. */
  names: z.record(z.string(), z.string()),
  icon: z.string().nullable(),
  item_ids: z.array(z.number().int()),
});

export const restaurantResponseSchema = z.object({
  error: z.literal(0),
  message: z.string().nullable(),
  restaurant: businessSettingsSchema,
  discounts: discountsSchema,
  menu: menuSchema,
  smart_categories: z.array(smartCategorySchema),
  highlightedCat: z.number().int().nullable(),
  showStandardSubCats: z.boolean(),
  pixels: z.array(pixelSchema),
  /**
   * The business's texts given in another language than the one asked for (the server's fallback,
   * ADR 1492), by text: the language each is written in — dish, option, group, size and tag names,
   * so the page marks them `lang` even where the two languages share a script.
   */
  fallback_langs: z.record(z.string(), z.string()).optional(),
  /** Menu version: changes whenever the menu or settings change. */
  version: z.number().int(),
});
export type RestaurantResponse = z.infer<typeof restaurantResponseSchema>;

/** A business that moved answers this instead ([product: Orders and their status]: a redirect response with a url). */
export const restaurantRedirectSchema = z.object({
  error: z.literal(0),
  redirect: z.literal(true),
  url: z.string(),
  message: z.string().nullable(),
});

export const restaurantQuerySchema = z.object({
  theme_id: z.string().max(64).optional(),
  wv: z.string().max(64).optional(),
  /** Reference id of the branch to show; the main branch when absent. */
  branch: z.string().max(64).optional(),
});
