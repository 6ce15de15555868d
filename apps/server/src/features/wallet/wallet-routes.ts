import {
  buyPackageRequestSchema,
  idParam,
  referenceIdSchema,
  walletAdjustRequestSchema,
} from '@sufra/contract';
import { roleCan } from '@sufra/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer, requireStaff } from '../../platform/auth/auth-plugin.ts';
import { Forbidden, Unauthenticated } from '../../platform/failures.ts';
import { ADMIN_TOKEN_PREFIX, adminOf } from '../admin/admin-auth.ts';
import type { WalletService } from './wallet-service.ts';

const refParams = z.object({ referenceId: referenceIdSchema });
const packageParams = refParams.extend({ packageId: idParam });

/**
 * The wallet's calls (ADR 762, 763): the signed-in diner's own wallet in the page's business
 * (401 without a session, 404 for another business), and the staff's audited adjustments.
 */
export function registerWalletRoutes(app: FastifyInstance, wallet: WalletService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/webapp/wallet/:referenceId',
    { schema: { params: refParams }, preHandler: requireCustomer },
    async (request) => wallet.home(request.params.referenceId, request.customer, request.sufra?.locale),
  );

  api.get(
    '/webapp/wallet/:referenceId/history',
    {
      schema: {
        params: refParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      },
      preHandler: requireCustomer,
    },
    async (request) => wallet.history(request.params.referenceId, request.customer, request.query.page),
  );

  api.get(
    '/webapp/wallet/:referenceId/packages/:packageId',
    { schema: { params: packageParams }, preHandler: requireCustomer },
    async (request) =>
      wallet.package(
        request.params.referenceId,
        request.customer,
        request.params.packageId,
        request.sufra?.locale,
      ),
  );

  api.post(
    '/webapp/wallet/:referenceId/packages/:packageId/buy',
    { schema: { params: packageParams, body: buyPackageRequestSchema }, preHandler: requireCustomer },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await wallet.buy(
            request.params.referenceId,
            request.customer,
            request.params.packageId,
            request.body.payment_type,
          ),
        ),
  );

  api.post(
    '/staff/wallet/adjust',
    { schema: { body: walletAdjustRequestSchema }, preHandler: requireWalletAdjuster },
    async (request) => {
      const { member } = adminOf(request);
      return wallet.adjust(
        { businessId: member.businessId, memberId: member.id, memberName: member.name },
        request.body,
      );
    },
  );
}

/**
 * Money by hand is a back-office member's, whose role may (`wallet.adjust`, ADR 1321): a board's
 * staff token (a device on the counter, orders only) is refused with 403, an unknown token 401.
 */
async function requireWalletAdjuster(request: FastifyRequest): Promise<void> {
  const token = request.sufra?.token;
  if (!token?.startsWith(ADMIN_TOKEN_PREFIX)) {
    await requireStaff(request);
    throw new Forbidden(
      'A board token cannot change wallets; sign in to the back office',
      'device_not_allowed',
    );
  }
  const who = await request.server.adminSessions.resolve(token);
  if (!who) throw new Unauthenticated('Sign in to the back office first');
  if (!roleCan(who.member.role, 'wallet.adjust'))
    throw new Forbidden('Your role cannot do this', 'role_not_allowed');
  request.admin = who;
}
