import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './business.ts';

/**
 * A business's own payment gateway (ADR 721): which provider takes its online payments and its
 * secret API key, sealed with PAYMENT_KEYS_SECRET (AES-256-GCM) — never stored, sent or logged in
 * clear. No row: the platform default from the environment (PAYMENT_PROVIDER) applies.
 */
export const paymentGateways = pgTable('payment_gateways', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** 'tap' | 'sandbox' | 'none' (online payments switched off for this business). */
  provider: text('provider').notNull(),
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the secret key; null for the sandbox and none. */
  secretKeySealed: text('secret_key_sealed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
