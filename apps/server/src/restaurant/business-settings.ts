import type { Branch, BusinessSettings } from '@sufra/contract';
import type { Localized } from '../db/schema/columns.ts';
import { pickText } from '../shared/localize.ts';
import { normalizeWeek, scheduledConfig, toWeekSchedule } from '../shifts/week.ts';
import type { BusinessData } from './restaurant-repository.ts';

/** SPEC §9 default colours and menu button opacity, used when a business sets none. */
export const DEFAULT_THEME = {
  theme_color: 'rgb(109,85,124)',
  theme_accent_color: 'rgba(180,81,76,1)',
  theme_background_color: '#ffffff',
  menu_button: 0.43,
} as const;

type Raw = Record<string, unknown>;
const str = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d);
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const isLocalized = (v: unknown): v is Localized => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toBranch(row: BusinessData['branches'][number], locale: string, fallback: string): Branch {
  const st = row.settings as Raw;
  const sellingTypes = (st.selling_types ?? {}) as Raw;
  const scheduled = (st.scheduled_orders ?? {}) as Raw;
  const delivery = (st.delivery ?? {}) as Raw;
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
      delivery: bool(sellingTypes.delivery, true),
      pickup: bool(sellingTypes.pickup, true),
      dinein: bool(sellingTypes.dinein, true),
    },
    scheduled_orders: {
      delivery: scheduledConfig(scheduled.delivery),
      pickup: scheduledConfig(scheduled.pickup),
    },
    delivery: {
      cash: bool(delivery.cash, true),
      credit: bool(delivery.credit, true),
      drop_pin: bool(delivery.drop_pin, true),
      form_type: str(delivery.form_type, 'house'),
      send_gift: bool(delivery.send_gift, false),
      enable_gift: bool(delivery.enable_gift, false),
    },
    show_car_info: num(st.show_car_info, 1),
  };
}

/** Maps the stored business row and its settings jsonb to SPEC §3 business settings, with defaults. */
export function toBusinessSettings(data: BusinessData, branchId: number, locale: string): BusinessSettings {
  const { business } = data;
  const fallback = business.locales[0] ?? 'en';
  const st = business.settings as Raw;
  const text = (v: unknown, d = '') => (isLocalized(v) ? pickText(v, locale, fallback) || d : str(v, d));
  const branches = data.branches.map((b) => toBranch(b, locale, fallback));
  const branch = branches.find((b) => b.id === branchId);
  const reservation = (st.reservation ?? {}) as Raw;
  const policies = (st.policies ?? {}) as Record<string, unknown>;
  return {
    id: business.id,
    user_id: business.userId,
    branch_id: branchId,
    reference_id: business.referenceId,
    branches,
    branch_name: branch?.name ?? '',
    business_name: pickText(business.name, locale, fallback),
    description: text(st.description),
    business_type: business.businessType,
    currency: business.currency,
    country_code: business.countryCode,
    time_zone: business.timeZone,
    locales: business.locales,
    logo: business.logo,
    cover: business.cover,
    theme_color: str(st.theme_color, DEFAULT_THEME.theme_color),
    theme_accent_color: str(st.theme_accent_color, DEFAULT_THEME.theme_accent_color),
    theme_background_color: str(st.theme_background_color, DEFAULT_THEME.theme_background_color),
    theme_background_option: str(st.theme_background_option, 'color'),
    gradient_colors: Array.isArray(st.gradient_colors) ? st.gradient_colors.map(String) : [],
    font_family: str(st.font_family, 'system'),
    menu_button: num(st.menu_button, DEFAULT_THEME.menu_button),
    dark_mode: (['auto', 'on', 'off'] as const).find((m) => m === st.dark_mode) ?? 'auto',
    menu_layout: st.menu_layout === 'grid' ? 'grid' : 'list',
    header_bg: typeof st.header_bg === 'string' ? st.header_bg : null,
    welcome_bg: typeof st.welcome_bg === 'string' ? st.welcome_bg : null,
    is_standard_menu: bool(st.is_standard_menu, true),
    payment_methods: Array.isArray(st.payment_methods) ? st.payment_methods.map(Number) : [2],
    checkoutDelivery: bool(st.checkoutDelivery, true),
    checkoutCarPickup: bool(st.checkoutCarPickup, true),
    checkoutDineIn: bool(st.checkoutDineIn, true),
    exclusiveTaxes: bool(st.exclusiveTaxes, false),
    reservation: {
      enabled: bool(reservation.enabled, false),
      with_table: bool(reservation.with_table, false),
      type: num(reservation.type, 1),
      max_users: num(reservation.max_users, 1),
      min_advance: num(reservation.min_advance, 0),
    },
    social_links: (st.social_links ?? {}) as Record<string, string>,
    policies: Object.fromEntries(Object.entries(policies).map(([k, v]) => [k, text(v)])),
    whatsapp_phone: typeof st.whatsapp_phone === 'string' ? st.whatsapp_phone : null,
    enable_wallet: bool(st.enable_wallet, false),
    disable_otp: bool(st.disable_otp, false),
    default_cash: bool(st.default_cash, true),
    show_rating: bool(st.show_rating, false),
    feedback: bool(st.feedback, false),
    newsletter: bool(st.newsletter, false),
    coupon: bool(st.coupon, true),
    discount: bool(st.discount, true),
    hide_price: bool(st.hide_price, false),
    hide_note_on_item: bool(st.hide_note_on_item, false),
    stickers: bool(st.stickers, true),
    suggested_items: bool(st.suggested_items, true),
    calories: bool(st.calories, true),
    ingredients: bool(st.ingredients, true),
    preparation_time: bool(st.preparation_time, true),
    table_label: text(st.table_label, 'Table'),
    floor_label: text(st.floor_label, 'Floor'),
    kitchen_label: text(st.kitchen_label, 'Kitchen'),
    dine_in_label: st.dine_in_label === 'product_service' ? 'product_service' : 'dinein',
    dinein_btn_label: text(st.dinein_btn_label, 'Dine in'),
    navigation_style: str(st.navigation_style, 'curved'),
    min_order: num(st.min_order, 0),
    pixels: data.pixels.map((p) => ({ kind: p.kind, pixel_id: p.pixelId })),
  };
}
