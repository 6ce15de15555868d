import { describe, expect, it } from 'vitest';
import { readCatalogs } from '../i18n/catalog-files.ts';
import { auditFieldKey, auditFieldLabel } from './audit-fields.ts';

// ADR 1160: the audit trail names a stored field by its form's label, in every catalog; a field
// it does not know reads as its stored name.

const catalogs = readCatalogs();
const tIn = (code: string) => (key: string) => {
  const text = catalogs.get(code)?.[key];
  return typeof text === 'string' ? text : key;
};

const FIELDS = [
  'name',
  'description',
  'category_id',
  'visible',
  'price',
  'sort',
  'image',
  'groups',
  'tax_ids',
  'tag_ids',
  'stickers',
  'hidden_at',
  'sold_out',
  'fees',
  'min_order',
  'delivery_time',
  'ring',
  'coordinates',
  'branch_id',
  'floor',
  'seats',
  'availability',
  'special_days',
  'operations',
  'role',
  'theme_color',
  'theme_accent_color',
  'theme_background_color',
  'dark_mode',
  'menu_layout',
  'navigation_style',
  'locales',
  'logo',
  'cover',
  'methods',
  'code',
  'discount_value',
  'usage_limit',
  'starts_at',
  'ends_at',
  'selling_types',
  'free_delivery',
  'active',
  'user_type',
];

describe('audit field labels', () => {
  it('reads a zone’s terms as their labels in English and Arabic', () => {
    expect(auditFieldLabel('zone', 'fees', tIn('en'))).toBe('Delivery fee');
    expect(auditFieldLabel('zone', 'min_order', tIn('en'))).toBe('Minimum order');
    expect(auditFieldLabel('zone', 'delivery_time', tIn('en'))).toBe('Delivery time');
    expect(auditFieldLabel('zone', 'visible', tIn('en'))).toBe('Delivering to this zone');
    expect(auditFieldLabel('item', 'visible', tIn('en'))).toBe('Shown on the menu');
    expect(auditFieldLabel('zone', 'fees', tIn('ar'))).toBe('رسوم التوصيل');
    expect(auditFieldLabel('coupon', 'min_order', tIn('ar'))).toBe('الحد الأدنى للطلب');
  });

  it('a CSV cell keeps its item and translates its column; an unknown field stays raw', () => {
    expect(auditFieldLabel('prices', 'Burger · price', tIn('en'))).toBe('Burger · Price');
    expect(auditFieldLabel('prices', 'Burger · price', tIn('ja'))).toBe('Burger · 価格');
    expect(auditFieldLabel('item', 'calories_x', tIn('en'))).toBe('calories_x');
    expect(auditFieldKey('item', 'calories_x')).toBeNull();
  });

  it('every label exists, translated, in all 41 catalogs', () => {
    expect(catalogs.size).toBe(41);
    for (const [code, catalog] of catalogs)
      for (const field of FIELDS) {
        const key = auditFieldKey('item', field);
        expect(key, field).not.toBeNull();
        expect(typeof catalog[key as string], `${code} ${key}`).toBe('string');
      }
  });
});
