import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businessId } from '../../platform/db/schema/business.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A diner's account in one business (ADR 700): a verified phone, a name, a language. Deleting it
 * removes the row (sessions and saved addresses follow); its orders stay, without name and phone.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    /** E.164, verified by a one-time code. */
    phone: text('phone').notNull(),
    dialCode: text('dial_code').notNull(),
    name: text('name').notNull().default(''),
    language: text('language'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_business_phone').on(t.businessId, t.phone)],
);

/**
 * Signed-in sessions: opaque bearer tokens (256 random bits), only their sha256 stored; sliding
 * expiry (`expires_at` moves on use), revoked by sign-out, phone change or deletion (ADR 702).
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessId: businessId(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('customer_sessions_customer').on(t.customerId)],
);

/**
 * One code request (ADR 701): a phone, a channel and a purpose. The code itself is made by the
 * sending job and only its salted hash is kept; `sent_at` starts its 5 minutes.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    /** 128 random bits, base64url: the client's handle on the request. */
    id: text('id').primaryKey(),
    businessId: businessId(),
    phone: text('phone').notNull(),
    dialCode: text('dial_code').notNull(),
    /** 'sms' | 'whatsapp'. */
    channel: text('channel').notNull(),
    /** 'sign_in' | 'change_phone'. */
    purpose: text('purpose').notNull(),
    /** The account changing its phone (purpose change_phone). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Registration: the name a new account gets. */
    name: text('name'),
    /** The language the message is written in (the request's locale). */
    locale: text('locale').notNull().default('en'),
    codeHash: text('code_hash'),
    codeSalt: text('code_salt'),
    sentAt: at('sent_at'),
    usedAt: at('used_at'),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    /** 'queued' | 'sent' | 'failed'. */
    delivery: text('delivery').notNull().default('queued'),
    providerRef: text('provider_ref'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_requests_created').on(t.createdAt)],
);

/**
 * Every code sent or queued, for the send limits (per number across businesses: the limit
 * protects the number's owner; per client address across numbers). Pruned after a day.
 */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** sha256 of the client address: counted, never shown. */
    ipHash: text('ip_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_sends_phone').on(t.phone, t.createdAt), index('otp_sends_ip').on(t.ipHash, t.createdAt)],
);

export type SavedAddressFields = Record<string, string>;

/** [product: Accounts] saved address: contact, form type and type, the form's fields, the pin; one default. */
export const savedLocations = pgTable(
  'saved_locations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    businessId: businessId(),
    title: text('title'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    formType: text('form_type').notNull(),
    /** [product: Accounts] address type: 0 company, 1 house, 2 apartment. */
    type: smallint('type').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    areaId: integer('area_id'),
    fields: jsonb('fields').$type<SavedAddressFields>().notNull().default({}),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_locations_customer').on(t.customerId, t.id),
    uniqueIndex('saved_locations_one_default').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
