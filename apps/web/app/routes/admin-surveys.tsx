import type { AdminSurvey } from '@sufra/contract/admin-surveys';
import {
  addAdminSurvey,
  addSurveyQuestion,
  getAdminSurveys,
  moveSurveyQuestion,
  removeAdminSurvey,
  removeSurveyQuestion,
  saveAdminSurvey,
  saveSurveyQuestion,
} from '@sufra/contract/admin-surveys';
import { Form } from 'react-router';
import { formText, localizedFrom } from '../features/admin/admin-forms.server.ts';
import { type AdminWrite, adminAction, adminLoader, answer } from '../features/admin/admin-route.server.ts';
import { businessProblemOf } from '../features/admin/business-problems.server.ts';
import { RemovalNote } from '../features/admin/removal-note.tsx';
import { checked } from '../features/admin/setup-form.server.ts';
import { Card, SaveResult, SetupPage, setupResultOf } from '../features/admin/setup-ui.tsx';
import { SurveyCard, SurveyFields } from '../features/admin-surveys/survey-card.tsx';
import { surveyQuestionOf } from '../features/admin-surveys/survey-form.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/admin-surveys';

const surveyOf = (form: FormData) => Number(formText(form, 'survey_id'));
const questionOf = (form: FormData) => Number(formText(form, 'question_id'));
const versionOf = (form: FormData) => formText(form, 'version') || undefined;

const surveyBody = (form: FormData, locales: readonly string[]) => ({
  title: localizedFrom(form, 'title', locales),
  description: localizedFrom(form, 'description', locales),
  thank_you: localizedFrom(form, 'thank_you', locales),
  period: formText(form, 'period') as AdminSurvey['period'],
  active: checked(form, 'active'),
  version: versionOf(form),
});

const move =
  (direction: 'up' | 'down') =>
  ({ api, ref, form }: AdminWrite) =>
    moveSurveyQuestion(api, ref, surveyOf(form), questionOf(form), direction, versionOf(form));

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => ({ surveys: (await getAdminSurveys(api, ref)).surveys }));

/**
 * The surveys page's writes ([product: Feedback], ADR 1141): a survey added, edited or removed
 * (retired once answered); a question added, edited, moved up or down, or removed. Every write
 * carries the survey's version: two managers editing one survey never silently undo each other.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      'survey-add': ({ api, ref, form, me }) =>
        addAdminSurvey(api, ref, surveyBody(form, me.business.locales)),
      'survey-save': ({ api, ref, form, me }) =>
        saveAdminSurvey(api, ref, surveyOf(form), surveyBody(form, me.business.locales)),
      'survey-remove': async ({ api, ref, form }) => {
        const { removed } = await removeAdminSurvey(api, ref, surveyOf(form), versionOf(form));
        return answer({ removed });
      },
      'question-add': ({ api, ref, form, me }) =>
        addSurveyQuestion(api, ref, surveyOf(form), surveyQuestionOf(form, me.business.locales, null)),
      'question-save': async ({ api, ref, form, me }) => {
        const { surveys } = await getAdminSurveys(api, ref);
        const existing =
          surveys.find((s) => s.id === surveyOf(form))?.questions.find((q) => q.id === questionOf(form)) ??
          null;
        await saveSurveyQuestion(
          api,
          ref,
          surveyOf(form),
          questionOf(form),
          surveyQuestionOf(form, me.business.locales, existing),
        );
      },
      'question-up': move('up'),
      'question-down': move('down'),
      'question-remove': ({ api, ref, form }) =>
        removeSurveyQuestion(api, ref, surveyOf(form), questionOf(form), versionOf(form)),
    },
    {
      problemOf: businessProblemOf,
      key: ({ form, intent }) => `${intent}:${questionOf(form) || surveyOf(form) || ''}`,
    },
  );

export default function AdminSurveysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, surveys } = loaderData;
  const { business } = me;
  const { result, problemOf, savedFor } = setupResultOf(actionData);
  const title = t('admin.nav.surveys');
  return (
    <SetupPage me={me} title={title}>
      <p className="mb-4 text-muted">
        {t('admin.surveys.hint')}{' '}
        <a href={`/${business.reference_id}/Feedback`} className="font-medium text-brand-ink underline">
          {t('admin.surveys.view')}
        </a>
      </p>
      <RemovalNote
        actionData={actionData}
        words={{ deleted: 'admin.surveys.deleted', retired: 'admin.surveys.retired' }}
      />
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-4">
          {surveys.length === 0 ? <p className="text-muted">{t('admin.surveys.none')}</p> : null}
          {surveys.map((survey) => (
            <SurveyCard
              key={`${survey.id}-${survey.version}`}
              survey={survey}
              locales={business.locales}
              problemOf={problemOf}
              savedFor={savedFor}
            />
          ))}
        </div>
        <Card id="survey-add" title={t('admin.surveys.add')}>
          <Form
            key={result?.ok && result.form === 'survey-add:' ? 'added' : 'add'}
            method="post"
            className="space-y-3"
          >
            <input type="hidden" name="intent" value="survey-add" />
            <SaveResult problem={problemOf('survey-add:')} saved={false} />
            <SurveyFields
              id="new-survey"
              locales={business.locales}
              survey={null}
              problem={problemOf('survey-add:')}
            />
            <Button type="submit" variant="primary" pill>
              {t('admin.surveys.addButton')}
            </Button>
          </Form>
        </Card>
      </div>
    </SetupPage>
  );
}
