import { type Api, seg } from '../client/core.ts';
import type {
  BuyPackageResponse,
  WalletAdjustRequest,
  WalletAdjustResponse,
  WalletHistoryResponse,
  WalletPackageResponse,
  WalletResponse,
} from './wallet.ts';

// The wallet (ADR 762, 763): a signed-in diner's own wallet in the page's business (the Api
// carries the session token), and the staff's audited adjustments (the staff token).

export const getWallet = (api: Api, businessRef: string) =>
  api.get<WalletResponse>(`webapp/wallet/${seg(businessRef)}`);

export const getWalletHistory = (api: Api, businessRef: string, page = 1) =>
  api.get<WalletHistoryResponse>(`webapp/wallet/${seg(businessRef)}/history`, { query: { page } });

export const getWalletPackage = (api: Api, businessRef: string, packageId: number) =>
  api.get<WalletPackageResponse>(`webapp/wallet/${seg(businessRef)}/packages/${packageId}`);

/** Starts buying a package: the answer is the gateway's page; the wallet is credited on confirmation. */
export const buyWalletPackage = (api: Api, businessRef: string, packageId: number, paymentType: number) =>
  api.post<BuyPackageResponse>(`webapp/wallet/${seg(businessRef)}/packages/${packageId}/buy`, {
    payment_type: paymentType,
  });

export const adjustWallet = (api: Api, body: WalletAdjustRequest) =>
  api.post<WalletAdjustResponse>('staff/wallet/adjust', body);
