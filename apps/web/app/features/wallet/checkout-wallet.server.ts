import { getWallet } from '@sufra/contract/client';
import type { RouterContextProvider } from 'react-router';
import { accountApi, sessionTokenOf } from '../accounts/session.server.ts';

/**
 * The signed-in diner's spendable balance for the checkout's "use my wallet" choice (ADR 761), or
 * null: wallet off, a guest, nothing to spend, or the call failed (the checkout works without it).
 */
export async function walletBalanceOf(
  args: { request: Request; context: Readonly<RouterContextProvider>; params: { ref?: string } },
  business: { language: string; restaurant: { enable_wallet: boolean } },
): Promise<number | null> {
  if (!business.restaurant.enable_wallet || !sessionTokenOf(args.request)) return null;
  const api = accountApi(args.context, args.request, business.language);
  const found = await getWallet(api, args.params.ref ?? '').catch(() => null);
  const balance = found?.wallet.balance[0]?.amount ?? 0;
  return balance > 0 ? balance : null;
}
