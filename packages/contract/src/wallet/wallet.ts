import { z } from 'zod';
import { money } from '../common.ts';

/** What a ledger transaction was, as the wallet's history names it (ADR 760). */
export const walletMovementKindSchema = z.enum([
  'package',
  'order_hold',
  'order_capture',
  'order_release',
  'order_debit',
  'order_refund',
  'staff_credit',
  'staff_debit',
  'expiry',
]);
export type WalletMovementKindView = z.infer<typeof walletMovementKindSchema>;

/** A credit package: pay `price`, get `credit` (minor units of the business's currency). */
export const walletPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: money,
  credit: money,
  bonus: money,
  /** Days the bonus lasts after purchase; null: it never expires. */
  bonus_expiry_days: z.number().int().nullable(),
});
export type WalletPackage = z.infer<typeof walletPackageSchema>;

/**
 * One line of the history: what changed the spendable balance and what is on hold. No id: the
 * ledger's ids are one global sequence, which would tell every wallet's volume (ADR 1493).
 */
export const walletHistoryEntrySchema = z.object({
  kind: walletMovementKindSchema,
  /** Signed change of the spendable balance. */
  amount: money,
  /** Signed change of the amount on hold. */
  on_hold_change: money,
  /** The order's public reference (ADR 1471), never its number (ADR 1472); null when no order. */
  order_ref: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type WalletHistoryEntry = z.infer<typeof walletHistoryEntrySchema>;

/**
 * The wallet (ADR 762): balance (items with amount), availablePackages, creditHistory, policy,
 * wallet_feature_enabled, onHoldBalance. `creditHistory` is the newest page; more via history.
 */
export const walletSchema = z.object({
  balance: z.array(z.object({ amount: money, currency: z.string() })),
  onHoldBalance: money,
  currency: z.string(),
  availablePackages: z.array(walletPackageSchema),
  creditHistory: z.array(walletHistoryEntrySchema),
  policy: z.string(),
  wallet_feature_enabled: z.boolean(),
  /** How the customer's newest package purchase stands (the page says so after the payment); no id (ADR 1493). */
  last_purchase: z.object({ status: z.enum(['pending', 'paid', 'failed']), credit: money }).nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletResponseSchema = z.object({ error: z.literal(0), wallet: walletSchema });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const walletHistoryResponseSchema = z.object({
  error: z.literal(0),
  history: z.array(walletHistoryEntrySchema),
  page: z.number().int(),
  has_more: z.boolean(),
  currency: z.string(),
});
export type WalletHistoryResponse = z.infer<typeof walletHistoryResponseSchema>;

export const walletPackageResponseSchema = z.object({
  error: z.literal(0),
  package: walletPackageSchema,
  currency: z.string(),
  policy: z.string(),
});
export type WalletPackageResponse = z.infer<typeof walletPackageResponseSchema>;

/** POST webapp/wallet/{ref}/packages/{id}/buy: the online method; the price is the server's. */
export const buyPackageRequestSchema = z.object({ payment_type: z.number().int().min(1).max(9) });
export type BuyPackageRequest = z.infer<typeof buyPackageRequestSchema>;

/** The purchase is named by its payment's random `reference`, never its number (ADR 1493). */
export const buyPackageResponseSchema = z.object({
  error: z.literal(0),
  payment: z.object({ reference: z.string(), url: z.string(), provider: z.string() }),
});
export type BuyPackageResponse = z.infer<typeof buyPackageResponseSchema>;

/** POST staff/wallet/adjust: credit or debit a customer's wallet, with a reason (audited). */
export const walletAdjustRequestSchema = z.object({
  customer_id: z.number().int().positive(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int().positive().max(1_000_000_000),
  reason: z.string().trim().min(3).max(500),
  /** The client's key for this adjustment: a retry posts it once. */
  key: z.string().regex(/^[\x21-\x7e]{8,100}$/),
});
export type WalletAdjustRequest = z.infer<typeof walletAdjustRequestSchema>;

export const walletAdjustResponseSchema = z.object({
  error: z.literal(0),
  /** False when the key was posted before (nothing changed this time). */
  posted: z.boolean(),
  balance: money,
  on_hold: money,
});
export type WalletAdjustResponse = z.infer<typeof walletAdjustResponseSchema>;
