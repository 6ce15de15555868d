import { z } from 'zod';
import { localizedTextSchema, rowVersion as version } from '../admin/admin.ts';

// Surveys and their questions in the back office ([product: Back office], ADR 1141). Write bodies
// are checked by the server with these schemas (422 naming each bad field).

// ── Surveys ─────────────────────────────────────────────────────────────────────────────────

export const SURVEY_PERIODS = ['once', 'day', 'week', 'month'] as const;

export const surveyWriteSchema = z.object({
  title: localizedTextSchema,
  description: localizedTextSchema.default({}),
  thank_you: localizedTextSchema.default({}),
  period: z.enum(SURVEY_PERIODS).default('month'),
  active: z.boolean().default(true),
  version: version.optional(),
});
export type SurveyWrite = z.input<typeof surveyWriteSchema>;

/** [product: Feedback] question kinds: 1 text, 2 slider, 3 smile, 4 choices, 5 rate, 6 phone. */
export const SURVEY_QUESTION_KINDS = [1, 2, 3, 4, 5, 6] as const;

export const surveyQuestionWriteSchema = z.object({
  kind: z.union(SURVEY_QUESTION_KINDS.map((k) => z.literal(k))),
  title: localizedTextSchema,
  required: z.boolean().default(false),
  /** Text: several lines, and the longest answer. */
  multiline: z.boolean().default(true),
  max_length: z.number().int().min(1).max(1000).default(1000),
  /** Slider: its range, step and end labels. */
  min: z.number().int().min(-1000).max(1000).default(0),
  max: z.number().int().min(-1000).max(1000).default(10),
  step: z.number().int().min(1).max(1000).default(1),
  min_label: localizedTextSchema.default({}),
  max_label: localizedTextSchema.default({}),
  /** Choices: one or several, and the options (an option keeps its id when edited). */
  multiple: z.boolean().default(false),
  options: z
    .array(z.object({ id: z.number().int().positive().optional(), label: localizedTextSchema }))
    .max(20)
    .default([]),
  /** Rate: how many stars. */
  stars: z.number().int().min(3).max(10).default(5),
  version: version.optional(),
});
export type SurveyQuestionWrite = z.input<typeof surveyQuestionWriteSchema>;

export const questionMoveSchema = z.object({
  direction: z.enum(['up', 'down']),
  version: version.optional(),
});

export type AdminSurveyQuestion = {
  id: number;
  kind: 1 | 2 | 3 | 4 | 5 | 6;
  title: Record<string, string>;
  required: boolean;
  multiline: boolean;
  max_length: number;
  min: number;
  max: number;
  step: number;
  min_label: Record<string, string>;
  max_label: Record<string, string>;
  multiple: boolean;
  options: { id: number; label: Record<string, string> }[];
  stars: number;
};

export type AdminSurvey = {
  id: number;
  title: Record<string, string>;
  description: Record<string, string>;
  thank_you: Record<string, string>;
  period: (typeof SURVEY_PERIODS)[number];
  active: boolean;
  /** Answers given: a survey with answers is retired, never deleted (ADR 1141). */
  responses: number;
  questions: AdminSurveyQuestion[];
  /** The survey row's version: every question write moves it too. */
  version: string;
};
export type AdminSurveysResponse = { error: 0; surveys: AdminSurvey[] };
export type AdminSurveyResponse = { error: 0; survey: AdminSurvey };
