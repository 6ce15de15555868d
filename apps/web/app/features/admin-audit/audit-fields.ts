/**
 * The audit trail's field labels ([product: Back office], ADR 1160): a stored field name (a column
 * or a JSON key of the audited row) → the catalog key the back office's forms already label it
 * with, so "fees" reads "Delivery fee" in every language. A field this table does not know reads
 * as its stored name, as before. A zone's `visible` is its delivery switch, not a menu's: entity
 * first, then the field alone.
 */
const BY_ENTITY: Record<string, string> = {
  'zone.visible': 'admin.zones.visible',
  'table.name': 'admin.tables.name',
  // An operator's suspension (ADR 1200).
  'suspension.suspended_at': 'admin.audit.label.suspendedAt',
  'suspension.reason': 'admin.audit.label.reason',
};

const BY_FIELD: Record<string, string> = {
  name: 'admin.field.name',
  description: 'admin.field.description',
  category_id: 'admin.field.category',
  visible: 'admin.field.visible',
  price: 'admin.audit.label.price',
  sort: 'admin.audit.label.sort',
  image: 'admin.item.picture',
  groups: 'admin.item.groups',
  tax_ids: 'admin.item.taxes',
  tag_ids: 'admin.item.tags',
  stickers: 'admin.item.stickers',
  hidden_at: 'admin.menu.hidden',
  sold_out: 'admin.soldOut.now',
  // Zones, areas, tables.
  fees: 'admin.audit.label.fees',
  min_order: 'admin.audit.label.minOrder',
  delivery_time: 'admin.audit.label.deliveryTime',
  ring: 'admin.audit.label.outline',
  coordinates: 'admin.audit.label.outline',
  branch_id: 'admin.tables.branch',
  floor: 'admin.tables.floor',
  seats: 'admin.tables.seats',
  // Hours and the team.
  availability: 'admin.hours.week',
  special_days: 'admin.hours.specialDays',
  operations: 'admin.hours.takingOrders',
  role: 'admin.team.role',
  // Settings.
  theme_color: 'admin.settings.colour',
  theme_accent_color: 'admin.settings.accent',
  theme_background_color: 'admin.settings.background',
  dark_mode: 'admin.settings.darkMode',
  menu_layout: 'admin.settings.layout',
  navigation_style: 'admin.settings.navigation',
  locales: 'admin.settings.languages',
  logo: 'admin.settings.logo',
  cover: 'admin.settings.cover',
  methods: 'admin.payments.methods',
  // Offers.
  code: 'admin.offers.code',
  discount_value: 'admin.offers.value',
  usage_limit: 'admin.offers.usageLimit',
  starts_at: 'admin.offers.startsAt',
  ends_at: 'admin.offers.endsAt',
  selling_types: 'admin.offers.sellingTypes',
  free_delivery: 'admin.offers.freeDelivery',
  active: 'admin.offers.active',
  user_type: 'admin.offers.audience',
};

/** The catalog key of a stored field, or null when it has none (then the raw name is shown). */
export function auditFieldKey(entity: string, field: string): string | null {
  return BY_ENTITY[`${entity}.${field}`] ?? BY_FIELD[field] ?? null;
}

/**
 * A change's field as a person reads it: translated when known; a CSV cell ("Burger · price")
 * keeps the item's name and translates the column.
 */
export function auditFieldLabel(entity: string, field: string, t: (key: string) => string): string {
  const cell = field.lastIndexOf(' · ');
  if (cell >= 0) {
    const column = field.slice(cell + 3);
    return `${field.slice(0, cell)} · ${auditFieldLabel(entity, column, t)}`;
  }
  const key = auditFieldKey(entity, field);
  return key ? t(key) : field;
}
