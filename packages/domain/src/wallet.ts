// [product: Wallet] wallet use.
import { requireNonNegative } from './errors.ts';
import { roundToStep } from './rounding.ts';
import type { WalletUse } from './types.ts';

/** Wallet discount ([product: Discounts, coupons and taxes]): only with the feature enabled and the use-wallet flag on; capped at the total. */
export function walletDiscount(wallet: WalletUse | null, total: number, step = 1): number {
  if (!wallet?.enabled || !wallet.useWallet) return 0;
  const balance = roundToStep(requireNonNegative(wallet.balance, 'wallet.balance'), step, 'down');
  return Math.max(0, Math.min(balance, total));
}
