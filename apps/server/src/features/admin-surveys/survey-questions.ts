import type { AdminSurveyQuestion, surveyQuestionWriteSchema } from '@sufra/contract';
import type { z } from 'zod';
import { asObject } from '../../platform/stored-values.ts';
import { checkLocalized, type FieldProblems } from '../admin/admin-validation.ts';
import { textsOf } from '../admin-policies/business-texts.ts';
import { toQuestion } from '../feedback/survey-view.ts';
import type { SurveyWithQuestions } from './surveys-admin-repository.ts';

type QuestionRow = SurveyWithQuestions['questions'][number];
type Input = z.infer<typeof surveyQuestionWriteSchema>;

/**
 * A stored question as the back office edits it: what the storefront reads (the feedback
 * feature's `toQuestion`, with its defaults, ADR 005) and the texts in every locale.
 */
export function adminQuestion(row: QuestionRow, first: string): AdminSurveyQuestion {
  const c = asObject(row.config);
  const read = toQuestion(row, { locale: first, fallback: first });
  const kind = (row.kind >= 1 && row.kind <= 6 ? row.kind : 3) as AdminSurveyQuestion['kind'];
  const options = (Array.isArray(c.options) ? c.options : [])
    .map(asObject)
    .filter((o) => Number.isInteger(o.id))
    .map((o) => ({ id: o.id as number, label: textsOf(o.label) }));
  return {
    id: row.id,
    kind,
    title: textsOf(row.title),
    required: row.required,
    multiline: read?.kind === 1 ? read.multiline : true,
    max_length: read?.kind === 1 ? read.max_length : 1000,
    min: read?.kind === 2 ? read.min : 0,
    max: read?.kind === 2 ? read.max : 10,
    step: read?.kind === 2 ? read.step : 1,
    min_label: textsOf(c.min_label),
    max_label: textsOf(c.max_label),
    multiple: read?.kind === 4 ? read.multiple : false,
    options,
    stars: read?.kind === 5 ? read.stars : 5,
  };
}

/**
 * The stored `config` of a question of its kind, checked as the feedback feature will read it
 * ([product: Feedback]): a slider's range holds at least one step, a choice question at least two
 * options (each keeping its id, so answers given to it still name it; new ones take the next).
 */
export function questionConfig(
  input: Input,
  locales: readonly string[],
  existing: AdminSurveyQuestion | null,
  problems: FieldProblems,
): Record<string, unknown> {
  switch (input.kind) {
    case 1:
      return { multiline: input.multiline, max_length: input.max_length };
    case 2: {
      if (input.max <= input.min) problems.max = 'Above the lowest value';
      else if (input.step > input.max - input.min) problems.step = 'At most the range';
      return {
        min: input.min,
        max: input.max,
        step: input.step,
        min_label: checkLocalized('min_label', input.min_label, locales, false, problems),
        max_label: checkLocalized('max_label', input.max_label, locales, false, problems),
      };
    }
    case 4: {
      const known = new Set(existing?.options.map((o) => o.id) ?? []);
      let next = Math.max(0, ...known) + 1;
      const options = input.options
        .map((o, i) => ({
          id: o.id && known.has(o.id) ? o.id : 0,
          label: checkLocalized(`options.${i}.label`, o.label, locales, false, problems),
        }))
        .filter((o) => Object.keys(o.label).length > 0)
        .map((o) => ({ ...o, id: o.id || next++ }));
      const first = locales[0] ?? 'en';
      if (options.some((o) => !o.label[first])) problems.options = 'Each option needs the first language';
      else if (options.length < 2) problems.options = 'At least two options';
      return { multiple: input.multiple, options };
    }
    case 5:
      return { stars: input.stars };
    default:
      return {};
  }
}
