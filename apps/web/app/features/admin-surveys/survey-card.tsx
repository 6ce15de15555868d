import type { AdminSurvey } from '@sufra/contract/admin-surveys';
import { SURVEY_PERIODS } from '@sufra/contract/admin-surveys';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { LocalizedFields } from '../admin/admin-ui.tsx';
import { RemoveForm } from '../admin/remove-form.tsx';
import { Card, Check, Choices, SaveResult, useBusinessText } from '../admin/setup-ui.tsx';
import { QuestionFields } from './question-fields.tsx';

export function SurveyFields({
  id,
  locales,
  survey,
  problem,
}: {
  id: string;
  locales: readonly string[];
  survey: AdminSurvey | null;
  problem: AdminProblem | null;
}) {
  const { t } = useTranslation();
  const fields = problem?.fields ?? {};
  return (
    <>
      <LocalizedFields
        id={`${id}-title`}
        name="title"
        label={t('admin.surveys.title')}
        locales={locales}
        values={survey?.title}
        errors={fields}
        required
      />
      <LocalizedFields
        id={`${id}-description`}
        name="description"
        label={t('admin.surveys.description')}
        locales={locales}
        values={survey?.description}
        errors={fields}
        multiline
      />
      <LocalizedFields
        id={`${id}-thanks`}
        name="thank_you"
        label={t('admin.surveys.thankYou')}
        locales={locales}
        values={survey?.thank_you}
        errors={fields}
      />
      <Choices
        name="period"
        legend={t('admin.surveys.period')}
        value={survey?.period ?? 'month'}
        error={fields.period}
        options={SURVEY_PERIODS.map((p) => ({ value: p, label: t(`admin.surveys.every.${p}`) }))}
      />
      <Check name="active" label={t('admin.surveys.active')} checked={survey?.active ?? true} />
    </>
  );
}

export function SurveyCard({
  survey,
  locales,
  problemOf,
  savedFor,
}: {
  survey: AdminSurvey;
  locales: readonly string[];
  problemOf: (form: string) => AdminProblem | null;
  savedFor: (form: string) => boolean;
}) {
  const { t } = useTranslation();
  const textOf = useBusinessText(locales);
  const surveyProblem = problemOf(`survey-save:${survey.id}`) ?? problemOf(`survey-remove:${survey.id}`);
  const hidden = (
    <>
      <input type="hidden" name="survey_id" value={survey.id} />
      <input type="hidden" name="version" value={survey.version} />
    </>
  );
  const last = survey.questions.length - 1;
  return (
    <Card id={`survey-${survey.id}`} title={textOf(survey.title)}>
      <p className="flex flex-wrap gap-2 text-sm">
        <span
          className={
            survey.active
              ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
              : 'rounded-full bg-sunken px-2 py-0.5 text-muted'
          }
        >
          {t(survey.active ? 'admin.offers.on' : 'admin.offers.offBadge')}
        </span>
        <span className="text-muted">{t('admin.surveys.answers', { count: survey.responses })}</span>
      </p>
      <SaveResult problem={surveyProblem} saved={savedFor(`survey-save:${survey.id}`)} />
      <details className="rounded-xl bg-sunken" open={surveyProblem ? true : undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-ink">
          {t('admin.surveys.edit')}
        </summary>
        <Form method="post" className="space-y-3 p-3">
          <input type="hidden" name="intent" value="survey-save" />
          {hidden}
          <SurveyFields id={`s-${survey.id}`} locales={locales} survey={survey} problem={surveyProblem} />
          <Button type="submit" variant="primary" pill>
            {t('admin.save')}
          </Button>
        </Form>
        <RemoveForm
          intent="survey-remove"
          hint={t('admin.surveys.removeHint')}
          label={t('admin.surveys.remove')}
        >
          {hidden}
        </RemoveForm>
      </details>
      <h3 className="pt-2 font-semibold text-ink">{t('admin.surveys.questions')}</h3>
      {survey.questions.length === 0 ? <p className="text-muted">{t('admin.surveys.noQuestions')}</p> : null}
      <ol className="divide-y divide-line">
        {survey.questions.map((q, i) => {
          const problem =
            problemOf(`question-save:${q.id}`) ??
            problemOf(`question-remove:${q.id}`) ??
            problemOf(`question-up:${q.id}`) ??
            problemOf(`question-down:${q.id}`);
          const name = textOf(q.title);
          return (
            <li key={q.id} className="py-3">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">
                    {i + 1}. {name}
                  </p>
                  <p className="text-muted text-sm">
                    {t(`admin.surveys.kind${q.kind}`)}
                    {q.required ? ` · ${t('admin.surveys.requiredShort')}` : ''}
                  </p>
                </div>
                {(['up', 'down'] as const).map((direction) => (
                  <Form key={direction} method="post">
                    <input type="hidden" name="intent" value={`question-${direction}`} />
                    <input type="hidden" name="question_id" value={q.id} />
                    {hidden}
                    <Button
                      type="submit"
                      variant="quiet"
                      size="icon"
                      pill
                      disabled={direction === 'up' ? i === 0 : i === last}
                      aria-label={t(direction === 'up' ? 'admin.surveys.up' : 'admin.surveys.down', { name })}
                    >
                      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                    </Button>
                  </Form>
                ))}
              </div>
              <SaveResult problem={problem} saved={savedFor(`question-save:${q.id}`)} />
              <details className="mt-2 rounded-xl bg-sunken" open={problem ? true : undefined}>
                <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-ink">
                  {t('admin.surveys.editQuestion', { name })}
                </summary>
                <Form method="post" className="space-y-3 p-3">
                  <input type="hidden" name="intent" value="question-save" />
                  <input type="hidden" name="question_id" value={q.id} />
                  {hidden}
                  <QuestionFields
                    id={`q-${q.id}`}
                    locales={locales}
                    question={q}
                    fields={problem?.fields ?? {}}
                  />
                  <Button type="submit" variant="primary" pill>
                    {t('admin.save')}
                  </Button>
                </Form>
                <RemoveForm
                  intent="question-remove"
                  fields={{ question_id: q.id }}
                  label={t('admin.surveys.removeQuestion')}
                >
                  {hidden}
                </RemoveForm>
              </details>
            </li>
          );
        })}
      </ol>
      <AddQuestion
        survey={survey}
        locales={locales}
        problem={problemOf(`question-add:${survey.id}`)}
        hidden={hidden}
      />
    </Card>
  );
}

export function AddQuestion({
  survey,
  locales,
  problem,
  hidden,
}: {
  survey: AdminSurvey;
  locales: readonly string[];
  problem: AdminProblem | null;
  hidden: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <details className="rounded-xl ring-1 ring-line" open={problem ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-ink">
        {t('admin.surveys.addQuestion')}
      </summary>
      <Form method="post" className="space-y-3 p-3">
        <input type="hidden" name="intent" value="question-add" />
        {hidden}
        <SaveResult problem={problem} saved={false} />
        <QuestionFields
          id={`new-q-${survey.id}`}
          locales={locales}
          question={null}
          fields={problem?.fields ?? {}}
        />
        <Button type="submit" variant="primary" pill>
          {t('admin.surveys.addQuestionButton')}
        </Button>
      </Form>
    </details>
  );
}
