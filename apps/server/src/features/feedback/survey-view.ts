import type { Survey, SurveyQuestion } from '@sufra/contract';
import { SURVEY_TEXT_MAX } from '@sufra/contract';
import type { SurveyQuestionRule } from '@sufra/domain';
import type { Localized } from '../../platform/db/schema/columns.ts';
import { pickText } from '../../platform/localize.ts';
import { asObject, storedReader } from '../../platform/stored-values.ts';
import type { SurveyRows } from './feedback-repository.ts';

type Texts = { locale: string; fallback: string };
type QuestionRow = SurveyRows['questions'][number];

const PERIODS = ['once', 'day', 'week', 'month'] as const;

/**
 * A stored question as the API shows it. Its `config` jsonb is read with defaults (ADR 005): a
 * malformed limit cannot make a question unanswerable or break the page. Kinds outside [product: Feedback]'s
 * 1–6 are left out.
 */
export function toQuestion(row: QuestionRow, texts: Texts): SurveyQuestion | null {
  const r = storedReader();
  const c = asObject(row.config);
  const text = (v: unknown) => pickText(v as Localized, texts.locale, texts.fallback);
  const base = { id: row.id, title: text(row.title), required: row.required };
  switch (row.kind) {
    case 1:
      return {
        ...base,
        kind: 1,
        multiline: r.bool('multiline', c.multiline, true),
        max_length: r.intIn('max_length', c.max_length, 1, SURVEY_TEXT_MAX, SURVEY_TEXT_MAX),
      };
    case 2: {
      const min = r.int('min', c.min, 0);
      const max = Math.max(min + 1, r.int('max', c.max, 10));
      return {
        ...base,
        kind: 2,
        min,
        max,
        step: r.intIn('step', c.step, 1, max - min, 1),
        min_label: text(c.min_label),
        max_label: text(c.max_label),
      };
    }
    case 3:
      return { ...base, kind: 3 };
    case 4: {
      const options = (Array.isArray(c.options) ? c.options : [])
        .map(asObject)
        .filter((o) => Number.isInteger(o.id))
        .map((o) => ({ id: o.id as number, label: text(o.label) }));
      if (!options.length) return null;
      return { ...base, kind: 4, multiple: r.bool('multiple', c.multiple, false), options };
    }
    case 5:
      return { ...base, kind: 5, stars: r.intIn('stars', c.stars, 3, 10, 5) };
    case 6:
      return { ...base, kind: 6 };
    default:
      return null;
  }
}

export function toSurvey(rows: SurveyRows, texts: Texts): Survey {
  const { survey } = rows;
  const text = (v: Localized) => pickText(v, texts.locale, texts.fallback);
  return {
    id: survey.id,
    title: text(survey.title),
    description: text(survey.description),
    thank_you: text(survey.thankYou),
    period: (PERIODS as readonly string[]).includes(survey.period)
      ? (survey.period as Survey['period'])
      : 'month',
    questions: rows.questions.map((q) => toQuestion(q, texts)).filter((q) => q !== null),
  };
}

/** The rule the domain checks an answer against. */
export const toRule = (q: SurveyQuestion): SurveyQuestionRule => q;
