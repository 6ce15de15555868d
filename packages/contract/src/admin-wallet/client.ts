import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type {
  AdminBookingsResponse,
  AdminPoliciesResponse,
  AdminRemovalResponse,
  AdminSurveyResponse,
  AdminSurveysResponse,
  AdminWalletPackageResponse,
  AdminWalletResponse,
  BookingSettingsWrite,
  PoliciesWrite,
  SurveyQuestionWrite,
  SurveyWrite,
  WalletPackageWrite,
  WalletSettingsWrite,
} from './wallet.ts';

export type * from './wallet.ts';
export { POLICY_KINDS, SURVEY_PERIODS, SURVEY_QUESTION_KINDS } from './wallet.ts';

// The back office's business programmes (ADR 1140–1143): wallet, surveys, policies, bookings.
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

export const getAdminPolicies = (api: Api, ref: string) =>
  api.get<AdminPoliciesResponse>(`${base(ref)}/policies`);

export const saveAdminPolicies = (api: Api, ref: string, body: PoliciesWrite) =>
  api.post<AdminPoliciesResponse>(`${base(ref)}/policies`, body);

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

export const getAdminBookings = (api: Api, ref: string) =>
  api.get<AdminBookingsResponse>(`${base(ref)}/bookings`);

export const saveAdminBookings = (api: Api, ref: string, body: BookingSettingsWrite) =>
  api.post<AdminBookingsResponse>(`${base(ref)}/bookings`, body);
