// Survey answers ([product: Feedback] question types 1 text, 2 slider, 3 smile, 4 choices, 5 rate, 6 phone)
// and how often a diner may answer (ADR 780). Pure: the caller passes the clock and time zone.
import { parsePhone } from './phone.ts';
import { localDate } from './time-format.ts';

export type SurveyQuestionRule =
  | { id: number; kind: 1; required: boolean; max_length: number }
  | { id: number; kind: 2; required: boolean; min: number; max: number; step: number }
  | { id: number; kind: 3; required: boolean }
  | { id: number; kind: 4; required: boolean; multiple: boolean; options: { id: number }[] }
  | { id: number; kind: 5; required: boolean; stars: number }
  | { id: number; kind: 6; required: boolean };

export type SurveyAnswerValue = string | number | number[];
export type SurveyAnswerInput = { question_id: number; value: SurveyAnswerValue };

export type SurveyAnswerProblem = {
  question_id: number;
  code:
    | 'ANSWER_REQUIRED'
    | 'ANSWER_WRONG_TYPE'
    | 'ANSWER_TOO_LONG'
    | 'ANSWER_OUT_OF_RANGE'
    | 'ANSWER_UNKNOWN_OPTION'
    | 'ANSWER_ONE_OPTION'
    | 'ANSWER_PHONE_INVALID'
    | 'ANSWER_UNKNOWN_QUESTION'
    | 'ANSWER_DUPLICATE';
  /** The limit the answer broke (max length, range bounds), for the message. */
  limit?: number[];
};

/** A clean answer as stored: text trimmed, phone in E.164, choices sorted and unique. */
export type CleanAnswer = { question_id: number; kind: number; value: SurveyAnswerValue };

/** Smile faces: 1 (very unhappy) … 5 (very happy). */
export const SMILE_MAX = 5;

const isBlank = (v: SurveyAnswerValue) =>
  (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function checkOne(
  q: SurveyQuestionRule,
  value: SurveyAnswerValue,
  countryCode: string,
): { problem: Omit<SurveyAnswerProblem, 'question_id'> } | { value: SurveyAnswerValue } {
  const wrong = { problem: { code: 'ANSWER_WRONG_TYPE' as const } };
  const whole = (v: SurveyAnswerValue): v is number => typeof v === 'number' && Number.isInteger(v);
  const inRange = (v: number, min: number, max: number) =>
    v >= min && v <= max
      ? { value: v }
      : { problem: { code: 'ANSWER_OUT_OF_RANGE' as const, limit: [min, max] } };
  switch (q.kind) {
    case 1: {
      if (typeof value !== 'string') return wrong;
      // Stored as typed (trimmed), never as markup: pages show it as text (ADR 780).
      const text = value.trim();
      if ([...text].length > q.max_length)
        return { problem: { code: 'ANSWER_TOO_LONG', limit: [q.max_length] } };
      return { value: text };
    }
    case 2: {
      if (!whole(value)) return wrong;
      const r = inRange(value, q.min, q.max);
      if ('problem' in r) return r;
      if ((value - q.min) % q.step !== 0)
        return { problem: { code: 'ANSWER_OUT_OF_RANGE', limit: [q.min, q.max] } };
      return r;
    }
    case 3:
      return whole(value) ? inRange(value, 1, SMILE_MAX) : wrong;
    case 5:
      return whole(value) ? inRange(value, 1, q.stars) : wrong;
    case 4: {
      if (!Array.isArray(value) || !value.every((v) => Number.isInteger(v))) return wrong;
      const ids = [...new Set(value)].sort((a, b) => a - b);
      const known = new Set(q.options.map((o) => o.id));
      if (ids.some((id) => !known.has(id))) return { problem: { code: 'ANSWER_UNKNOWN_OPTION' } };
      if (!q.multiple && ids.length > 1) return { problem: { code: 'ANSWER_ONE_OPTION' } };
      return { value: ids };
    }
    case 6: {
      if (typeof value !== 'string') return wrong;
      // The checkout's rule [product: Placing an order]: parsed in the business's country, and a real number there.
      const parsed = parsePhone(value.trim(), countryCode);
      if (!parsed.ok || !parsed.valid) return { problem: { code: 'ANSWER_PHONE_INVALID' } };
      return { value: parsed.e164 };
    }
  }
}

/**
 * Checks answers against the survey's questions: every required question answered, every answer
 * of its question's kind and within its limits. Unanswered optional questions are left out.
 */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestionRule[],
  answers: readonly SurveyAnswerInput[],
  countryCode: string,
): { ok: true; answers: CleanAnswer[] } | { ok: false; problems: SurveyAnswerProblem[] } {
  const problems: SurveyAnswerProblem[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, SurveyAnswerValue>();
  for (const a of answers) {
    if (!byId.has(a.question_id))
      problems.push({ question_id: a.question_id, code: 'ANSWER_UNKNOWN_QUESTION' });
    else if (given.has(a.question_id))
      problems.push({ question_id: a.question_id, code: 'ANSWER_DUPLICATE' });
    else given.set(a.question_id, a.value);
  }
  const clean: CleanAnswer[] = [];
  for (const q of questions) {
    const value = given.get(q.id);
    if (value === undefined || isBlank(value)) {
      if (q.required) problems.push({ question_id: q.id, code: 'ANSWER_REQUIRED' });
      continue;
    }
    const checked = checkOne(q, value, countryCode);
    if ('problem' in checked) problems.push({ question_id: q.id, ...checked.problem });
    else clean.push({ question_id: q.id, kind: q.kind, value: checked.value });
  }
  return problems.length ? { ok: false, problems } : { ok: true, answers: clean };
}

export type SurveyPeriodKind = 'once' | 'day' | 'week' | 'month';

/**
 * The period an answer given at `now` counts for, in the business's time zone: 'once', the local
 * day (2026-03-10), ISO week (2026-W11) or month (2026-03). One answer per diner and period.
 */
export function surveyPeriodKey(period: SurveyPeriodKind, now: Date, timeZone: string): string {
  if (period === 'once') return 'once';
  const day = localDate(now, timeZone);
  if (period === 'day') return day;
  if (period === 'month') return day.slice(0, 7);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  // ISO 8601: the week with the year's first Thursday is week 1; Monday starts a week.
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const isoYear = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * 86_400_000));
  return `${isoYear}-W${String(week).padStart(2, '0')}`;
}
