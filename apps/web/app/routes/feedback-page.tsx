import { getSurvey, submitSurvey } from '@sufra/contract/client';
import { data, useParams } from 'react-router';
import { submitSurveyForm } from '../features/feedback/survey-action.server.ts';
import { answeredCookie, hasAnswered } from '../features/feedback/survey-answered.ts';
import { SurveyForm } from '../features/feedback/survey-form.tsx';
import { loadMessages } from '../i18n/catalogs.ts';
import { createTranslator, useTranslation } from '../i18n/lite.tsx';
import { apiFor } from '../platform/api-context.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { visitorOfRequest } from '../shell/visitor-id.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/feedback-page';

/** The business's survey; a 404 when its `feedback` setting is off (ADR 780). */
async function surveyOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const business = await loadBusiness(args);
  if (!business.restaurant.feedback) throw data('Page not found', { status: 404 });
  const found = await getSurvey(apiFor(args.context, business.language), business.restaurant.reference_id);
  return { business, survey: found.survey, countryCode: found.country_code };
}

export async function loader(args: Route.LoaderArgs) {
  const { survey, countryCode } = await surveyOf(args);
  const answered = !!survey && hasAnswered(args.request.headers.get('cookie'), survey.id);
  return { survey, countryCode, answered };
}

export async function action(args: Route.ActionArgs) {
  const { business, survey } = await surveyOf(args);
  if (!survey) throw data('Page not found', { status: 404 });
  const visitor = visitorOfRequest(args.request.headers.get('cookie'));
  const api = apiFor(args.context, business.language);
  const { t } = createTranslator(business.language, await loadMessages(business.language));
  const result = await submitSurveyForm(
    survey,
    await args.request.formData(),
    visitor.id,
    (id, body) => submitSurvey(api, id, body),
    t,
  );
  const headers = new Headers();
  if (visitor.setCookie) headers.append('set-cookie', visitor.setCookie);
  // Answered (now or before): the page shows that instead of the form from now on (ADR 1383).
  if (result.ok || result.answered) headers.append('set-cookie', answeredCookie(survey.id, survey.period));
  return data(result, { status: result.ok ? 200 : 422, headers });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMetaT(matches, 'feedback.title');

/** `/{ref}/Feedback`: the survey (question kinds 1–6, [product: Feedback]). */
export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const { restaurant } = useBusiness();
  const { survey, countryCode, answered } = loaderData;
  const result =
    actionData ??
    (answered && survey
      ? { ok: true as const, thankYou: t(`feedback.already.${survey.period}`) }
      : undefined);
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-2xl px-4 pb-32">
      <PageHeader title={t('feedback.title')} back={`/${ref}`} />
      {survey ? (
        <>
          <div className="mb-4 px-1">
            <h2 className="font-bold text-2xl text-ink">{survey.title}</h2>
            {/* The invitation and the form's hint are for a survey still to answer: once answered
                the page thanks once (the demo's invitation ends in "Thank you!" too). */}
            {result?.ok ? null : (
              <>
                {survey.description ? <p className="mt-1 text-muted">{survey.description}</p> : null}
                <p className="mt-2 text-muted text-xs">{t('feedback.requiredHint')}</p>
              </>
            )}
          </div>
          <SurveyForm survey={survey} countryCode={countryCode || restaurant.country_code} result={result} />
        </>
      ) : (
        <p className="py-16 text-center text-muted">{t('feedback.none')}</p>
      )}
    </main>
  );
}
