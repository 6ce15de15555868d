import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localized } from './columns.ts';

/**
 * A business (tenant). Display settings live in `settings` (jsonb, validated by the contract's
 * schema on write) because they are read as a whole and never filtered on.
 */
export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  referenceId: text('reference_id').notNull().unique(),
  /** The owner account id; the sign-in rule [product: Accounts] compares a user's business_id with it. */
  userId: integer('user_id').notNull(),
  name: localized('name'),
  businessType: text('business_type').notNull().default('restaurant'),
  currency: text('currency').notNull().default('KWD'),
  countryCode: text('country_code').notNull().default('KW'),
  timeZone: text('time_zone').notNull().default('Asia/Kuwait'),
  locales: text('locales').array().notNull().default(sql`ARRAY['en']::text[]`),
  logo: text('logo'),
  cover: text('cover'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** When set, the business has moved: the API answers with `redirect` + `url`. */
  redirectUrl: text('redirect_url'),
  /**
   * When set, the platform has suspended the storefront (unpaid plan, owner's request, abuse):
   * every storefront call answers 433 and no order is taken (ADR 310).
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** Why the platform's operator suspended it, shown to its own team (ADR 1200). */
  suspendedReason: text('suspended_reason'),
  /**
   * When the owner published the storefront (ADR 1373); null: a draft, whose storefront says
   * "coming soon" and takes no order. Defaults to now (imports, the demo seed); a business the
   * operator creates starts as a draft.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  /** Bumped on every menu or settings change; part of every cache key and ETag. */
  version: integer('version').notNull().default(1),
  /** When the version last moved (a trigger keeps it): the sitemap's lastmod (ADR 821). */
  versionAt: timestamp('version_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A table's owning business: every tenant row has one, and goes with its business. */
export const businessId = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    referenceId: text('reference_id').notNull(),
    name: localized('name'),
    address: localized('address'),
    phone: text('phone'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isMain: boolean('is_main').notNull().default(false),
    /** [product: Opening hours and scheduling] availability: day-indexed (Monday = 0) map of { closed, shifts[] }. */
    availability: jsonb('availability').$type<Record<string, unknown>>().notNull().default({}),
    /** Per-branch ordering options: selling types on, scheduled orders, delivery config. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('branches_business_ref').on(t.businessId, t.referenceId), index().on(t.businessId)],
);

export const customDomains = pgTable('custom_domains', {
  domain: text('domain').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
});
