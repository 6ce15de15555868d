import type { AdminRemovalResponse } from '../admin/admin.ts';
import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminSurveyResponse,
  AdminSurveysResponse,
  SurveyQuestionWrite,
  SurveyWrite,
} from './surveys.ts';

export type { AdminRemovalResponse } from '../admin/admin.ts';
export type * from './surveys.ts';
export { SURVEY_PERIODS, SURVEY_QUESTION_KINDS } from './surveys.ts';

// Surveys and their questions in the back office (ADR 1141). Loaders and actions of
// /{ref}/admin call these with the admin session's token; their own entry
// (`@sufra/contract/admin-surveys`), so no storefront chunk carries them.

const base = (ref: string) => `admin/${seg(ref)}`;

export const getAdminSurveys = (api: Api, ref: string) =>
  api.get<AdminSurveysResponse>(`${base(ref)}/surveys`);

export const addAdminSurvey = (api: Api, ref: string, body: SurveyWrite) =>
  api.post<AdminSurveyResponse>(`${base(ref)}/surveys`, body);

export const saveAdminSurvey = (api: Api, ref: string, id: number, body: SurveyWrite) =>
  api.post<AdminSurveyResponse>(`${base(ref)}/surveys/${id}`, body);

/** Deleted when never answered, else retired. */
export const removeAdminSurvey = (api: Api, ref: string, id: number, version?: string) =>
  api.post<AdminRemovalResponse>(`${base(ref)}/surveys/${id}/remove`, version ? { version } : {});

export const addSurveyQuestion = (api: Api, ref: string, surveyId: number, body: SurveyQuestionWrite) =>
  api.post<AdminSurveyResponse>(`${base(ref)}/surveys/${surveyId}/questions`, body);

export const saveSurveyQuestion = (
  api: Api,
  ref: string,
  surveyId: number,
  id: number,
  body: SurveyQuestionWrite,
) => api.post<AdminSurveyResponse>(`${base(ref)}/surveys/${surveyId}/questions/${id}`, body);

export const moveSurveyQuestion = (
  api: Api,
  ref: string,
  surveyId: number,
  id: number,
  direction: 'up' | 'down',
  version?: string,
) =>
  api.post<AdminSurveyResponse>(`${base(ref)}/surveys/${surveyId}/questions/${id}/move`, {
    direction,
    ...(version ? { version } : {}),
  });

export const removeSurveyQuestion = (api: Api, ref: string, surveyId: number, id: number, version?: string) =>
  api.post<AdminSurveyResponse>(
    `${base(ref)}/surveys/${surveyId}/questions/${id}/remove`,
    version ? { version } : {},
  );
