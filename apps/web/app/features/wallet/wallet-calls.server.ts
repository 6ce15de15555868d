import {
  buyPackageResponseSchema,
  walletHistoryResponseSchema,
  walletPackageResponseSchema,
  walletResponseSchema,
} from '@sufra/contract';
import type { accountApi } from '../accounts/session.server.ts';

// The wallet's calls (ADR 762), made by loaders and actions with the session's account API.
type AccountApi = ReturnType<typeof accountApi>;
const seg = encodeURIComponent;

export const getWallet = (api: AccountApi, ref: string) =>
  api.request('GET', `webapp/wallet/${seg(ref)}`, { schema: walletResponseSchema });

export const getWalletHistory = (api: AccountApi, ref: string, page: number) =>
  api.request('GET', `webapp/wallet/${seg(ref)}/history`, {
    schema: walletHistoryResponseSchema,
    query: { page },
  });

export const getWalletPackage = (api: AccountApi, ref: string, packageId: number) =>
  api.request('GET', `webapp/wallet/${seg(ref)}/packages/${packageId}`, {
    schema: walletPackageResponseSchema,
  });

export const buyWalletPackage = (api: AccountApi, ref: string, packageId: number, paymentType: number) =>
  api.request('POST', `webapp/wallet/${seg(ref)}/packages/${packageId}/buy`, {
    schema: buyPackageResponseSchema,
    body: { payment_type: paymentType },
  });
