import type { SurveyPeriod } from '@sufra/contract';

/**
 * Remembers on this browser that its diner answered a survey, so the page shows "already
 * answered" instead of the form again (ADR 1383). A view only: the server still refuses a second
 * answer in the period (SURVEY_ALREADY_ANSWERED). The cookie lasts the survey's period.
 */
const DAY = 86_400;
const LASTS: Record<SurveyPeriod, number> = { once: 365 * DAY, day: DAY, week: 7 * DAY, month: 31 * DAY };

const cookieName = (surveyId: number) => `survey_answered_${surveyId}`;

export function answeredCookie(surveyId: number, period: SurveyPeriod): string {
  return `${cookieName(surveyId)}=1; Path=/; Max-Age=${LASTS[period]}; SameSite=Lax; HttpOnly`;
}

export function hasAnswered(cookieHeader: string | null, surveyId: number): boolean {
  const name = cookieName(surveyId);
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${name}=1`);
}
