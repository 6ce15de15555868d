import { z } from 'zod';
import { idParam, ok, referenceIdSchema, visitorIdSchema } from '../common.ts';

/** Survey question types [product: Feedback]: 1 text, 2 slider, 3 smile, 4 choices, 5 rate, 6 phone. */
export const QUESTION_KIND = { text: 1, slider: 2, smile: 3, choices: 4, rate: 5, phone: 6 } as const;
export type QuestionKind = (typeof QUESTION_KIND)[keyof typeof QUESTION_KIND];

/** How often one diner may answer a survey (ADR 780): once, or once per local day, week or month. */
export const surveyPeriodSchema = z.enum(['once', 'day', 'week', 'month']);
export type SurveyPeriod = z.infer<typeof surveyPeriodSchema>;

/** Longest free-text answer, in characters (text questions may set a lower limit). */
export const SURVEY_TEXT_MAX = 1000;
/** Smile faces run from 1 (very unhappy) to 5 (very happy). */
export const SMILE_FACES = 5;

const base = { id: z.number().int(), title: z.string(), required: z.boolean() };

export const surveyQuestionSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal(1),
    multiline: z.boolean(),
    max_length: z.number().int().min(1).max(SURVEY_TEXT_MAX),
  }),
  z.object({
    ...base,
    kind: z.literal(2),
    min: z.number().int(),
    max: z.number().int(),
    step: z.number().int().min(1),
    min_label: z.string(),
    max_label: z.string(),
  }),
  z.object({ ...base, kind: z.literal(3) }),
  z.object({
    ...base,
    kind: z.literal(4),
    multiple: z.boolean(),
    options: z.array(z.object({ id: z.number().int(), label: z.string() })).min(1),
  }),
  z.object({ ...base, kind: z.literal(5), stars: z.number().int().min(3).max(10) }),
  z.object({ ...base, kind: z.literal(6) }),
]);
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thank_you: z.string(),
  period: surveyPeriodSchema,
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

/** GET webapp/survey/{businessRef}: the business's active survey; null when it has none or feedback is off. */
export const surveyParamsSchema = z.object({ id: referenceIdSchema });
export const surveyResponseSchema = z.object({
  error: ok,
  survey: surveySchema.nullable(),
  /** The business's country (the `country_code` setting): the phone question's default country. */
  country_code: z.string(),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/**
 * One answer. Its shape depends on the question's kind: text and phone take a string, slider,
 * smile and rate a whole number, choices a list of option ids. The server checks it against the
 * question (`surveyAnswerProblems` in the domain) and answers 422 with a message per bad answer.
 */
export const surveyAnswerSchema = z.object({
  question_id: z.number().int().min(1),
  value: z.union([z.string().max(SURVEY_TEXT_MAX * 4), z.number(), z.array(z.number().int()).max(100)]),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** POST webapp/survey/{surveyId}: a diner's answers. `visitor_id` names the device (ADR 780). */
export const surveySubmitParamsSchema = z.object({ id: idParam });
export const surveySubmitBodySchema = z.object({
  visitor_id: visitorIdSchema,
  answers: z.array(surveyAnswerSchema).max(100),
});
export type SurveySubmitBody = z.infer<typeof surveySubmitBodySchema>;
export const surveySubmitResponseSchema = z.object({
  error: ok,
  response_id: z.number().int(),
  thank_you: z.string(),
  /** The period this answer counts for (e.g. 2026-03, 2026-03-10, 2026-W11, once). */
  period_key: z.string(),
});
export type SurveySubmitResponse = z.infer<typeof surveySubmitResponseSchema>;

/** Codes of a refused survey answer (422 per answer; 409 when the diner already answered). */
export const SURVEY_PROBLEM = {
  required: 'ANSWER_REQUIRED',
  wrongType: 'ANSWER_WRONG_TYPE',
  tooLong: 'ANSWER_TOO_LONG',
  outOfRange: 'ANSWER_OUT_OF_RANGE',
  unknownOption: 'ANSWER_UNKNOWN_OPTION',
  oneOption: 'ANSWER_ONE_OPTION',
  badPhone: 'ANSWER_PHONE_INVALID',
  unknownQuestion: 'ANSWER_UNKNOWN_QUESTION',
  duplicate: 'ANSWER_DUPLICATE',
  alreadyAnswered: 'SURVEY_ALREADY_ANSWERED',
  /** The body is not a list of answers at all. */
  invalidBody: 'INVALID_SURVEY_BODY',
} as const;
export type SurveyProblemCode = (typeof SURVEY_PROBLEM)[keyof typeof SURVEY_PROBLEM];
export type SurveyProblem = { question_id: number; code: SurveyProblemCode; message: string };
