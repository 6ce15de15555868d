import { z } from 'zod';
import { localizedTextSchema } from '../admin/admin.ts';
import { longTextSchema } from '../admin-policies/policies.ts';
import { money } from '../common.ts';

// The wallet in the back office ([product: Back office], ADR 1140): credit packages and the
// wallet's switch and terms (surveys, policies, bookings: their own folders, ADR 1310). Write bodies are checked by the
// server with these schemas and refused with a 422 naming each bad field (`details.fields`).

/** A row version (`xmin`, ADR 1002) or a screen's hash (ADR 1120): a stale one answers 409. */
const version = z.string().regex(/^[0-9]{1,20}$/);

// ── Wallet ──────────────────────────────────────────────────────────────────────────────────

export const walletPackageWriteSchema = z.object({
  name: localizedTextSchema,
  description: localizedTextSchema.default({}),
  /** What the diner pays, minor units. */
  price: money.min(1, 'Above zero').max(1_000_000_000),
  /** What lands in the wallet, minor units: at least the price (the rest is a bonus). */
  credit: money.min(1, 'Above zero').max(1_000_000_000),
  /** Days after purchase the bonus expires; null: never. */
  bonus_expiry_days: z.number().int().min(1).max(3650).nullable().default(null),
  active: z.boolean().default(true),
  version: version.optional(),
});
export type WalletPackageWrite = z.input<typeof walletPackageWriteSchema>;

export const walletSettingsWriteSchema = z.object({
  enable_wallet: z.boolean(),
  /** The wallet's terms (`policies.wallet`), shown on the wallet's pages. */
  policy: longTextSchema.default({}),
  version: version.optional(),
});
export type WalletSettingsWrite = z.input<typeof walletSettingsWriteSchema>;

export type AdminWalletPackage = {
  id: number;
  name: Record<string, string>;
  description: Record<string, string>;
  price: number;
  credit: number;
  bonus_expiry_days: number | null;
  active: boolean;
  /** Purchases of it: a bought package is retired, never deleted (ADR 1140). */
  purchases: number;
  version: string;
};

export type AdminWallet = {
  enable_wallet: boolean;
  policy: Record<string, string>;
  currency: string;
  packages: AdminWalletPackage[];
  /** The switch and terms' version (a hash of what they show, ADR 1120). */
  version: string;
};
export type AdminWalletResponse = { error: 0; wallet: AdminWallet };
export type AdminWalletPackageResponse = { error: 0; package: AdminWalletPackage };
