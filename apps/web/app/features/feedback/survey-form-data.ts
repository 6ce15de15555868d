import type { Survey, SurveyAnswer } from '@sufra/contract';
import { dialOf } from '../../ui/phone-countries.ts';

/** Field names of a survey form: `q<id>` (and `q<id>_country` for a phone's country). */
export const fieldName = (questionId: number) => `q${questionId}`;

/**
 * The answers of a posted survey form, by question kind: numbers for slider, smile and stars, a
 * list of option ids for choices, a phone with its country's dial code. Empty fields are left
 * out (the server says which required ones are missing). Works the same with or without scripts.
 */
export function answersFromForm(survey: Survey, form: FormData): SurveyAnswer[] {
  const answers: SurveyAnswer[] = [];
  for (const q of survey.questions) {
    const name = fieldName(q.id);
    if (q.kind === 4) {
      const ids = form.getAll(name).map(Number).filter(Number.isInteger);
      if (ids.length) answers.push({ question_id: q.id, value: ids });
      continue;
    }
    const raw = form.get(name);
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    if (q.kind === 1) answers.push({ question_id: q.id, value: raw });
    else if (q.kind === 6) {
      const country = String(form.get(`${name}_country`) ?? '');
      const number = raw.trim();
      const dial = dialOf(country);
      // A number typed with its own +code keeps it; otherwise the chosen country's code is added.
      const value = number.startsWith('+') || !dial ? number : `+${dial}${number.replace(/^0+/, '')}`;
      answers.push({ question_id: q.id, value });
    } else {
      const n = Number(raw);
      answers.push({ question_id: q.id, value: Number.isFinite(n) ? n : raw });
    }
  }
  return answers;
}
