import type { Survey } from '@sufra/contract';
import { ApiError } from '@sufra/contract/client';
import type { TFunction } from '../../i18n/lite.tsx';
import type { SurveyActionResult } from './survey-form.tsx';
import { answersFromForm } from './survey-form-data.ts';

type Submit = (
  surveyId: number,
  body: { visitor_id: string; answers: ReturnType<typeof answersFromForm> },
) => Promise<{
  thank_you: string;
}>;

/** Posts a survey form's answers; a refusal comes back as a message per question, in the page language. */
export async function submitSurveyForm(
  survey: Survey,
  form: FormData,
  visitorId: string,
  submit: Submit,
  t: TFunction,
): Promise<SurveyActionResult> {
  try {
    const saved = await submit(survey.id, { visitor_id: visitorId, answers: answersFromForm(survey, form) });
    return { ok: true, thankYou: saved.thank_you };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'SURVEY_ALREADY_ANSWERED')
      return { ok: false, problems: {}, message: t(`feedback.already.${survey.period}`), answered: true };
    const list = (
      error.details as { problems?: { question_id?: number; code: string; message: string }[] } | undefined
    )?.problems;
    const problems: Record<number, string> = {};
    const limits = (qid: number) => {
      const q = survey.questions.find((x) => x.kind !== undefined && x.id === qid);
      if (q?.kind === 1) return { max: q.max_length, min: 0 };
      if (q?.kind === 2) return { min: q.min, max: q.max };
      if (q?.kind === 5) return { min: 1, max: q.stars };
      return { min: 1, max: 5 };
    };
    for (const p of list ?? [])
      if (p.question_id !== undefined)
        problems[p.question_id] = t(`feedback.problem.${p.code}`, {
          defaultValue: p.message,
          ...limits(p.question_id),
        });
    const count = Object.keys(problems).length;
    return {
      ok: false,
      problems,
      message: count
        ? t('feedback.fix', { count })
        : error.status >= 500
          ? t('error.server.body')
          : error.message,
    };
  }
}
