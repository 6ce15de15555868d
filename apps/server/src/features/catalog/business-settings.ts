import type { Branch, BusinessSettings } from '@sufra/contract';
import { DEFAULT_CANCEL_GRACE_MINUTES, MAX_CANCEL_GRACE_MINUTES, tipPresetsOf } from '@sufra/domain';
import type { Localized } from '../../platform/db/schema/columns.ts';
import { filledTexts, pickText } from '../../platform/localize.ts';
import { asObject, isObject, type ReportInvalid, storedReader } from '../../platform/stored-values.ts';
import { branchOperationFields } from './branch-operations.ts';
import type { BusinessData } from './business-data.ts';
import { normalizeWeek, scheduledConfig, toWeekSchedule } from './week.ts';

/** [product: Storefront and looks] default colours and menu button opacity, used when a business sets none. */
export const DEFAULT_THEME = {
  theme_color: 'rgb(109,85,124)',
  theme_accent_color: 'rgba(180,81,76,1)',
  theme_background_color: '#ffffff',
  menu_button: 0.43,
} as const;

export function toBranch(
  row: BusinessData['branches'][number],
  locale: string,
  fallback: string,
  report?: ReportInvalid,
): Branch {
  const r = storedReader(report);
  const st = asObject(row.settings);
  const sellingTypes = r.obj('selling_types', st.selling_types);
  const scheduled = r.obj('scheduled_orders', st.scheduled_orders);
  const delivery = r.obj('delivery', st.delivery);
  return {
    id: row.id,
    reference_id: row.referenceId,
    name: pickText(row.name, locale, fallback),
    address: pickText(row.address, locale, fallback),
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    is_main: row.isMain,
    availability: toWeekSchedule(normalizeWeek(row.availability)),
    selling_types: {
      delivery: r.bool('selling_types.delivery', sellingTypes.delivery, true),
      pickup: r.bool('selling_types.pickup', sellingTypes.pickup, true),
      dinein: r.bool('selling_types.dinein', sellingTypes.dinein, true),
    },
    scheduled_orders: {
      delivery: scheduledConfig(scheduled.delivery),
      pickup: scheduledConfig(scheduled.pickup),
    },
    delivery: {
      cash: r.bool('delivery.cash', delivery.cash, true),
      credit: r.bool('delivery.credit', delivery.credit, true),
      drop_pin: r.bool('delivery.drop_pin', delivery.drop_pin, true),
      form_type: r.str('delivery.form_type', delivery.form_type, 'house'),
      send_gift: r.bool('delivery.send_gift', delivery.send_gift, false),
      enable_gift: r.bool('delivery.enable_gift', delivery.enable_gift, false),
    },
    show_car_info: r.int('show_car_info', st.show_car_info, 1),
    ...branchOperationFields(row.settings),
  };
}

/** [product: Who it is for] tracking integrations are numbered 1–7; a row outside that is not shown. */
export const toPixels = (data: BusinessData) =>
  data.pixels.filter((p) => p.kind >= 1 && p.kind <= 7).map((p) => ({ kind: p.kind, pixel_id: p.pixelId }));

const isPaymentMethod = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 9;
const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * Maps the stored business row and its settings jsonb to [product: Delivery, areas and shipping] business settings. Unset values
 * take their defaults; present but malformed ones too, and are reported (ADR 005).
 */
/**
 * Which methods a business can offer given its gateway row and currency (ADR 721): the enabled
 * list is narrowed to them, so the storefront and the order checks see the same methods.
 */
export type PaymentOffer = (gateway: string | null, currency: string) => (method: number) => boolean;

export function toBusinessSettings(
  data: BusinessData,
  branchId: number,
  locale: string,
  report?: ReportInvalid,
  offer?: PaymentOffer,
): BusinessSettings {
  const { business } = data;
  const r = storedReader(report);
  const fallback = business.locales[0] ?? 'en';
  const st = asObject(business.settings);
  const text = (field: string, v: unknown, d = '') => {
    if (isObject(v)) return pickText(v as Localized, locale, fallback) || d;
    return r.str(field, v, d);
  };
  const branches = data.branches.map((b) => toBranch(b, locale, fallback, report));
  const branch = branches.find((b) => b.id === branchId);
  const reservation = r.obj('reservation', st.reservation);
  const policies = r.obj('policies', st.policies);
  return {
    id: business.id,
    user_id: business.userId,
    branch_id: branchId,
    reference_id: business.referenceId,
    branches,
    branch_name: branch?.name ?? '',
    business_name: pickText(business.name, locale, fallback),
    published: business.publishedAt !== null,
    description: text('description', st.description),
    business_type: business.businessType,
    currency: business.currency,
    country_code: business.countryCode,
    time_zone: business.timeZone,
    locales: business.locales.length ? business.locales : [fallback],
    logo: business.logo,
    cover: business.cover,
    theme_color: r.str('theme_color', st.theme_color, DEFAULT_THEME.theme_color),
    theme_accent_color: r.str('theme_accent_color', st.theme_accent_color, DEFAULT_THEME.theme_accent_color),
    theme_background_color: r.str(
      'theme_background_color',
      st.theme_background_color,
      DEFAULT_THEME.theme_background_color,
    ),
    theme_background_option: r.str('theme_background_option', st.theme_background_option, 'color'),
    gradient_colors: r.list('gradient_colors', st.gradient_colors, isString, []),
    font_family: r.str('font_family', st.font_family, 'system'),
    menu_button: r.num('menu_button', st.menu_button, DEFAULT_THEME.menu_button),
    dark_mode: r.oneOf('dark_mode', st.dark_mode, ['auto', 'on', 'off'] as const, 'auto'),
    menu_layout: r.oneOf('menu_layout', st.menu_layout, ['list', 'grid'] as const, 'list'),
    header_bg: r.strOrNull('header_bg', st.header_bg),
    welcome_bg: r.strOrNull('welcome_bg', st.welcome_bg),
    is_standard_menu: r.bool('is_standard_menu', st.is_standard_menu, true),
    payment_methods: offeredMethods(
      r.list('payment_methods', st.payment_methods, isPaymentMethod, [2]),
      data,
      offer,
    ),
    checkoutDelivery: r.bool('checkoutDelivery', st.checkoutDelivery, true),
    checkoutCarPickup: r.bool('checkoutCarPickup', st.checkoutCarPickup, true),
    checkoutDineIn: r.bool('checkoutDineIn', st.checkoutDineIn, true),
    exclusiveTaxes: r.bool('exclusiveTaxes', st.exclusiveTaxes, false),
    reservation: {
      enabled: r.bool('reservation.enabled', reservation.enabled, false),
      with_table: r.bool('reservation.with_table', reservation.with_table, false),
      type: r.int('reservation.type', reservation.type, 1),
      max_users: r.int('reservation.max_users', reservation.max_users, 1),
      min_advance: r.num('reservation.min_advance', reservation.min_advance, 0),
      // Minutes before the start after which a diner can no longer cancel (ADR 801).
      cancel_cutoff: r.int('reservation.cancel_cutoff', reservation.cancel_cutoff, 120),
    },
    social_links: r.strRecord('social_links', st.social_links),
    policies: Object.fromEntries(Object.entries(policies).map(([k, v]) => [k, text(`policies.${k}`, v)])),
    whatsapp_phone: r.strOrNull('whatsapp_phone', st.whatsapp_phone),
    cancel_grace_minutes: r.intIn(
      'cancel_grace_minutes',
      st.cancel_grace_minutes,
      0,
      MAX_CANCEL_GRACE_MINUTES,
      DEFAULT_CANCEL_GRACE_MINUTES,
    ),
    enable_wallet: r.bool('enable_wallet', st.enable_wallet, false),
    // Off unless the business turns it on (ADR 790).
    tip: {
      enabled: r.bool('tip.enabled', asObject(st.tip).enabled, false),
      presets: tipPresetsOf(asObject(st.tip).presets),
    },
    disable_otp: r.bool('disable_otp', st.disable_otp, false),
    default_cash: r.bool('default_cash', st.default_cash, true),
    show_rating: r.bool('show_rating', st.show_rating, false),
    feedback: r.bool('feedback', st.feedback, false),
    newsletter: r.bool('newsletter', st.newsletter, false),
    coupon: r.bool('coupon', st.coupon, true),
    discount: r.bool('discount', st.discount, true),
    hide_price: r.bool('hide_price', st.hide_price, false),
    hide_note_on_item: r.bool('hide_note_on_item', st.hide_note_on_item, false),
    stickers: r.bool('stickers', st.stickers, true),
    suggested_items: r.bool('suggested_items', st.suggested_items, true),
    calories: r.bool('calories', st.calories, true),
    ingredients: r.bool('ingredients', st.ingredients, true),
    preparation_time: r.bool('preparation_time', st.preparation_time, true),
    table_label: text('table_label', st.table_label, 'Table'),
    table_verification: r.bool('table_verification', st.table_verification, true),
    // Off unless the business turns it on (ADR 1400): the storefront then behaves as before.
    shared_tables: r.bool('shared_tables', st.shared_tables, false),
    floor_label: text('floor_label', st.floor_label, 'Floor'),
    kitchen_label: text('kitchen_label', st.kitchen_label, 'Kitchen'),
    dine_in_label: r.oneOf(
      'dine_in_label',
      st.dine_in_label,
      ['dinein', 'product_service'] as const,
      'dinein',
    ),
    dinein_btn_label: text('dinein_btn_label', st.dinein_btn_label, 'Dine in'),
    // A plain string (older settings) is the label of the business's first language (ADR 1460).
    dinein_btn_labels: isObject(st.dinein_btn_label)
      ? filledTexts(st.dinein_btn_label as Localized)
      : typeof st.dinein_btn_label === 'string' && st.dinein_btn_label.trim()
        ? { [fallback]: st.dinein_btn_label }
        : {},
    navigation_style: r.str('navigation_style', st.navigation_style, 'curved'),
    // Minor units ([product: Money]): a fraction or a string is not an amount the domain can use.
    min_order: r.intIn('min_order', st.min_order, 0, Number.MAX_SAFE_INTEGER, 0),
    pixels: toPixels(data),
    tracking_consent: r.bool('tracking_consent', st.tracking_consent, true),
  };
}

function offeredMethods(enabled: number[], data: BusinessData, offer: PaymentOffer | undefined): number[] {
  if (!offer) return enabled;
  return enabled.filter(offer(data.paymentGateway, data.business.currency));
}
