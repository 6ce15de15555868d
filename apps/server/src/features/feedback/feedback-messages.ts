import type { SurveyProblem } from '@sufra/contract';
import type { SurveyAnswerProblem } from '@sufra/domain';

/** The English message of each refused answer (the storefront words it in the diner's language). */
export function describeAnswerProblem(p: SurveyAnswerProblem, title: string | undefined): SurveyProblem {
  const q = title ? `"${title}"` : `Question ${p.question_id}`;
  const [a, b] = p.limit ?? [];
  const message = {
    ANSWER_REQUIRED: `${q} needs an answer`,
    ANSWER_WRONG_TYPE: `${q} got an answer of the wrong kind`,
    ANSWER_TOO_LONG: `${q} takes at most ${a} characters`,
    ANSWER_OUT_OF_RANGE: b === undefined ? `${q} is out of range` : `${q} takes a value from ${a} to ${b}`,
    ANSWER_UNKNOWN_OPTION: `${q} got an option it does not offer`,
    ANSWER_ONE_OPTION: `${q} takes one option only`,
    ANSWER_PHONE_INVALID: `${q} needs a valid phone number`,
    ANSWER_UNKNOWN_QUESTION: `Question ${p.question_id} is not in this survey`,
    ANSWER_DUPLICATE: `${q} was answered twice`,
  }[p.code];
  return { question_id: p.question_id, code: p.code, message };
}
