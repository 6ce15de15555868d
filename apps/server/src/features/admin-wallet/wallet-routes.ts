import type {
  AdminBookingsResponse,
  AdminPoliciesResponse,
  AdminRemovalResponse,
  AdminSurveyResponse,
  AdminSurveysResponse,
  AdminWalletPackageResponse,
  AdminWalletResponse,
} from '@sufra/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { NotFound } from '../../platform/failures.ts';
import { type AdminIdParams, type AdminRefParams, adminOf, idOf, requireAdmin } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import type { BookingsAdminService } from '../admin-bookings/bookings-admin-service.ts';
import type { PoliciesAdminService } from '../admin-policies/policies-admin-service.ts';
import type { SurveysAdminService } from '../admin-surveys/surveys-admin-service.ts';
import type { WalletAdminService } from './wallet-admin-service.ts';

type QuestionParams = { Params: { ref: string; id: string; questionId: string } };

/**
 * [product: Back office] the business programmes' calls (ADR 1140–1143): wallet, surveys,
 * policies, bookings and scheduled orders — owners and managers (`settings.edit`; staff get 403,
 * another business's member 404). Answers are `no-store`, as every set-up screen's.
 */
export function registerBusinessRoutes(
  api: FastifyInstance,
  deps: {
    db: Db;
    wallet: WalletAdminService;
    surveys: SurveysAdminService;
    policies: PoliciesAdminService;
    bookings: BookingsAdminService;
  },
) {
  const { wallet, surveys, policies, bookings } = deps;
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  const edit = { preHandler: requireAdmin('settings.edit'), onRequest: noStore };

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

  api.get<AdminRefParams>('/admin/:ref/policies', edit, async (request) => {
    return { error: 0, policies: await policies.read(adminOf(request)) } satisfies AdminPoliciesResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/policies', edit, async (request) => {
    const saved = await policies.save(adminOf(request), request.body);
    return { error: 0, policies: saved } satisfies AdminPoliciesResponse;
  });

  api.get<AdminRefParams>('/admin/:ref/surveys', edit, async (request) => {
    return { error: 0, surveys: await surveys.list(adminOf(request)) } satisfies AdminSurveysResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/surveys', edit, async (request, reply) => {
    const survey = await surveys.add(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, survey } satisfies AdminSurveyResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/surveys/:id', edit, async (request) => {
    const survey = await surveys.save(adminOf(request), idOf(request.params), request.body);
    return { error: 0, survey } satisfies AdminSurveyResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/surveys/:id/remove', edit, async (request) => {
    const removed = await surveys.remove(adminOf(request), idOf(request.params), request.body);
    return { error: 0, removed } satisfies AdminRemovalResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/surveys/:id/questions', edit, async (request, reply) => {
    const survey = await surveys.addQuestion(adminOf(request), idOf(request.params), request.body);
    return reply.status(201).send({ error: 0, survey } satisfies AdminSurveyResponse);
  });
  api.post<QuestionParams>('/admin/:ref/surveys/:id/questions/:questionId', edit, async (request) => {
    const survey = await surveys.saveQuestion(
      adminOf(request),
      idOf(request.params),
      idOf({ id: request.params.questionId }),
      request.body,
    );
    return { error: 0, survey } satisfies AdminSurveyResponse;
  });
  api.post<QuestionParams>('/admin/:ref/surveys/:id/questions/:questionId/move', edit, async (request) => {
    const survey = await surveys.moveQuestion(
      adminOf(request),
      idOf(request.params),
      idOf({ id: request.params.questionId }),
      request.body,
    );
    return { error: 0, survey } satisfies AdminSurveyResponse;
  });
  api.post<QuestionParams>('/admin/:ref/surveys/:id/questions/:questionId/remove', edit, async (request) => {
    const survey = await surveys.removeQuestion(
      adminOf(request),
      idOf(request.params),
      idOf({ id: request.params.questionId }),
      request.body,
    );
    return { error: 0, survey } satisfies AdminSurveyResponse;
  });

  api.get<AdminRefParams>('/admin/:ref/bookings', edit, async (request) => {
    return { error: 0, bookings: await bookings.read(adminOf(request)) } satisfies AdminBookingsResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/bookings', edit, async (request) => {
    const saved = await bookings.save(adminOf(request), request.body);
    return { error: 0, bookings: saved } satisfies AdminBookingsResponse;
  });
}
