import type { AdminRemovalResponse } from '../admin/admin.ts';
import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminWalletPackageResponse,
  AdminWalletResponse,
  WalletPackageWrite,
  WalletSettingsWrite,
} from './wallet.ts';

export type { AdminRemovalResponse } from '../admin/admin.ts';
export type * from './wallet.ts';

// The wallet in the back office (ADR 1140): its switch and terms, credit packages.
// Their own entry (`@sufra/contract/admin-wallet`), so no storefront chunk carries them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminWallet = (api: Api, ref: string) => api.get<AdminWalletResponse>(`${base(ref)}/wallet`);

export const saveWalletSettings = (api: Api, ref: string, body: WalletSettingsWrite) =>
  api.post<AdminWalletResponse>(`${base(ref)}/wallet`, body);

export const addWalletPackage = (api: Api, ref: string, body: WalletPackageWrite) =>
  api.post<AdminWalletPackageResponse>(`${base(ref)}/wallet/packages`, body);

export const saveWalletPackage = (api: Api, ref: string, id: number, body: WalletPackageWrite) =>
  api.post<AdminWalletPackageResponse>(`${base(ref)}/wallet/packages/${id}`, body);

/** Deleted when never bought, else retired. */
export const removeWalletPackage = (api: Api, ref: string, id: number, version?: string) =>
  api.post<AdminRemovalResponse>(`${base(ref)}/wallet/packages/${id}/remove`, version ? { version } : {});
