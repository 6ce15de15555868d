import type { Survey } from '@sufra/contract';
import { CheckCircle2 } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import {
  ChoicesQuestion,
  PhoneQuestion,
  RateQuestion,
  SliderQuestion,
  SmileQuestion,
  TextQuestion,
} from './survey-questions.tsx';

export type SurveyActionResult =
  | { ok: true; thankYou: string }
  | { ok: false; problems: Record<number, string>; message: string; answered?: true };

/**
 * The survey as a real form posting to the page's action: it works before the scripts arrive,
 * and React Router enhances it once they do (MISSION: taps on a slow phone are not lost).
 */
export function SurveyForm({
  survey,
  countryCode,
  result,
}: {
  survey: Survey;
  countryCode: string;
  result: SurveyActionResult | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  if (result?.ok)
    return (
      <section
        role="status"
        className="rounded-3xl bg-card p-6 text-center ring-1 ring-line"
        data-testid="survey-thanks"
      >
        <CheckCircle2 className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" aria-hidden />
        {/* Thanked once: the business's own words when it wrote some (they thank already,
            "Thank you! Your answers…"), else ours — never a heading and the same words under it. */}
        <h2 className="mt-3 font-bold text-ink text-xl">{result.thankYou || t('feedback.thanksTitle')}</h2>
      </section>
    );
  const problems = result && !result.ok ? result.problems : {};
  return (
    <Form method="post" className="space-y-3" noValidate>
      {result && !result.ok ? (
        <p
          role="alert"
          className="rounded-2xl bg-rose-50 p-3 text-rose-800 text-sm dark:bg-rose-950 dark:text-rose-200"
        >
          {result.message}
        </p>
      ) : null}
      {survey.questions.map((q) => {
        const error = problems[q.id];
        switch (q.kind) {
          case 1:
            return <TextQuestion key={q.id} q={q} error={error} />;
          case 2:
            return <SliderQuestion key={q.id} q={q} error={error} />;
          case 3:
            return <SmileQuestion key={q.id} q={q} error={error} />;
          case 4:
            return <ChoicesQuestion key={q.id} q={q} error={error} />;
          case 5:
            return <RateQuestion key={q.id} q={q} error={error} />;
          case 6:
            return <PhoneQuestion key={q.id} q={q} error={error} countryCode={countryCode} />;
          default:
            return null;
        }
      })}
      <Button type="submit" pending={busy} size="lg" block>
        {busy ? t('feedback.sending') : t('feedback.send')}
      </Button>
    </Form>
  );
}
