import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every instance of one installation must share and nobody has to type (ADR 1330): the
 * one-time codes' pepper when OTP_PEPPER is unset, the VAPID key pair when none is configured,
 * the payment callbacks' HMAC secret when PAYMENT_WEBHOOK_SECRET is unset. Made once, by the first
 * instance that needs one (INSERT … ON CONFLICT DO NOTHING), then read by all.
 */
export const installSecrets = pgTable('install_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
