import type { OperatorBusinessResponse } from '@sufra/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { adminOf, requireAdmin } from '../admin/admin-auth.ts';
import { createOperatorService } from './operator-service.ts';

/**
 * The platform operator's calls ([product: Back office], ADR 1161): behind a back-office session
 * (the usual one-time code) whose member's phone is in OPERATOR_PHONES; anyone else gets 403.
 */
export function operatorPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const service = createOperatorService({
    db: deps.database.db,
    operatorPhones: deps.config.OPERATOR_PHONES,
  });
  api.post<{ Params: { ref: string } }>(
    '/admin/:ref/operator/businesses',
    {
      preHandler: requireAdmin('menu.read'),
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
    },
    async (request, reply) => {
      const business = await service.createBusiness(adminOf(request), request.body);
      return reply.status(201).send({ error: 0, business } satisfies OperatorBusinessResponse);
    },
  );
}
