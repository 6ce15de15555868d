import type { AdminRemovalResponse, AdminSurveyResponse, AdminSurveysResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type AdminIdParams, type AdminRefParams, adminOf, adminScreen, idOf } from '../admin/admin-auth.ts';
import { createSurveysAdminService } from './surveys-admin-service.ts';

type QuestionParams = { Params: { ref: string; id: string; questionId: string } };

/**
 * [product: Back office] surveys and their questions (ADR 1141): owners and managers
 * (`settings.edit`), `no-store`. Registered after `adminPlugin` (its sessions).
 */
export function adminSurveysPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const surveys = createSurveysAdminService({ db: deps.database.db });
  const edit = adminScreen('settings.edit');

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
}
