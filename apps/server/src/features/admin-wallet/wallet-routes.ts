import type { AdminRemovalResponse, AdminWalletPackageResponse, AdminWalletResponse } from '@sufra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { NotFound } from '../../platform/failures.ts';
import { type AdminIdParams, type AdminRefParams, adminOf, adminScreen, idOf } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import type { WalletAdminService } from './wallet-admin-service.ts';

/**
 * [product: Back office] the wallet's calls (ADR 1140): its switch and terms, credit packages —
 * owners and managers (`settings.edit`; staff get 403, another business's member 404), `no-store`.
 */
export function registerWalletRoutes(api: FastifyInstance, deps: { db: Db; wallet: WalletAdminService }) {
  const { wallet } = deps;
  const edit = adminScreen('settings.edit');

  const walletOf = async (request: FastifyRequest) => {
    const caller = adminOf(request);
    const business = await findAdminBusiness(deps.db, caller.referenceId);
    if (!business) throw new NotFound('Business not found');
    return { error: 0, wallet: await wallet.read(caller, business.currency) } satisfies AdminWalletResponse;
  };

  api.get<AdminRefParams>('/admin/:ref/wallet', edit, walletOf);
  api.post<AdminRefParams>('/admin/:ref/wallet', edit, async (request) => {
    await wallet.saveSettings(adminOf(request), request.body);
    return walletOf(request);
  });
  api.post<AdminRefParams>('/admin/:ref/wallet/packages', edit, async (request, reply) => {
    const pkg = await wallet.add(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, package: pkg } satisfies AdminWalletPackageResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/wallet/packages/:id', edit, async (request) => {
    const pkg = await wallet.save(adminOf(request), idOf(request.params), request.body);
    return { error: 0, package: pkg } satisfies AdminWalletPackageResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/wallet/packages/:id/remove', edit, async (request) => {
    const removed = await wallet.remove(adminOf(request), idOf(request.params), request.body);
    return { error: 0, removed } satisfies AdminRemovalResponse;
  });
}
