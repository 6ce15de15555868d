import type { AdminSurveyQuestion, SurveyQuestionWrite } from '@sufra/contract/admin-surveys';
import { formText, localizedFrom } from '../admin/admin-forms.server.ts';
import { checked, typedWhole } from '../admin/setup-form.server.ts';

// Reading the surveys' form posts ([product: Back office], ADR 1141): what the form cannot say (a typed
// number that is not one) goes to the server as NaN, which names the field.

/**
 * A question as the form sends it. A choice question's options are typed one per line in each
 * language: line n is option n in every language, and keeps the id option n had.
 */
export function surveyQuestionOf(
  form: FormData,
  locales: readonly string[],
  existing: AdminSurveyQuestion | null,
): SurveyQuestionWrite {
  const kind = Number(formText(form, 'kind') || existing?.kind) as SurveyQuestionWrite['kind'];
  const lines = Object.fromEntries(
    locales.map((l) => [
      l,
      formText(form, `options.${l}`)
        .split('\n')
        .map((line) => line.trim()),
    ]),
  );
  const count = Math.max(0, ...Object.values(lines).map((l) => l.length));
  const options = Array.from({ length: count }, (_, i) => ({
    ...(existing?.options[i] ? { id: existing.options[i].id } : {}),
    label: Object.fromEntries(locales.map((l) => [l, lines[l]?.[i] ?? ''])),
  })).filter((o) => Object.values(o.label).some(Boolean));
  const body: SurveyQuestionWrite = {
    kind,
    title: localizedFrom(form, 'title', locales),
    required: checked(form, 'required'),
    version: formText(form, 'version') || undefined,
  };
  if (kind === 1)
    return { ...body, multiline: checked(form, 'multiline'), max_length: typedWhole(form, 'max_length') };
  if (kind === 2)
    return {
      ...body,
      min: typedWhole(form, 'min'),
      max: typedWhole(form, 'max'),
      step: typedWhole(form, 'step'),
      min_label: localizedFrom(form, 'min_label', locales),
      max_label: localizedFrom(form, 'max_label', locales),
    };
  if (kind === 4) return { ...body, multiple: checked(form, 'multiple'), options };
  if (kind === 5) return { ...body, stars: typedWhole(form, 'stars') };
  return body;
}
