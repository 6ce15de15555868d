import type {
  OperatorBusinessesResponse,
  OperatorBusinessResponse,
  OperatorSuspensionResponse,
} from '@sufra/contract/operator';
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
    now: deps.now,
    defaultBudget: deps.config.OTP_DAILY_BUDGET,
  });
  const guarded = {
    preHandler: requireAdmin('menu.read'),
    onRequest: async (_request: unknown, reply: { header: (k: string, v: string) => unknown }) => {
      reply.header('cache-control', 'no-store');
    },
  };
  type Target = { Params: { ref: string; target: string } };

  // Every business on the platform and its suspension (ADR 1200).
  api.get<{ Params: { ref: string }; Querystring: { q?: unknown } }>(
    '/admin/:ref/operator/businesses',
    guarded,
    async (request) =>
      ({
        error: 0,
        ...(await service.list(adminOf(request), request.query.q)),
      }) satisfies OperatorBusinessesResponse,
  );
  api.post<Target>('/admin/:ref/operator/businesses/:target/suspension', guarded, async (request) => {
    const business = await service.suspend(adminOf(request), request.params.target, request.body);
    return { error: 0, business } satisfies OperatorSuspensionResponse;
  });
  api.delete<Target>('/admin/:ref/operator/businesses/:target/suspension', guarded, async (request) => {
    const business = await service.lift(adminOf(request), request.params.target);
    return { error: 0, business } satisfies OperatorSuspensionResponse;
  });
  // Where its sign-in codes may go and how many a day (ADR 1388).
  api.post<Target>('/admin/:ref/operator/businesses/:target/codes', guarded, async (request) => {
    const business = await service.setCodes(adminOf(request), request.params.target, request.body);
    return { error: 0, business } satisfies OperatorSuspensionResponse;
  });

  api.post<{ Params: { ref: string } }>(
    '/admin/:ref/operator/businesses',
    guarded,
    async (request, reply) => {
      const business = await service.createBusiness(adminOf(request), request.body);
      return reply.status(201).send({ error: 0, business } satisfies OperatorBusinessResponse);
    },
  );
}
