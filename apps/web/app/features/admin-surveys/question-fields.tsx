import type { AdminSurveyQuestion } from '@sufra/contract/admin-surveys';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/lite.tsx';
import { inputClass, LocalizedFields, TextArea, TextField, useLanguageNames } from '../admin/admin-ui.tsx';
import { Check } from '../admin/setup-ui.tsx';

// A survey question's fields ([product: Feedback], ADR 1141): its title, whether it must be
// answered, and what its kind needs. A new question chooses its kind; the fields of the other
// kinds hide by CSS alone (`:has(option:checked)`), so the form works before any script loads.

export const QUESTION_KINDS = [1, 2, 3, 4, 5, 6] as const;

/** Shown for `kinds` only: always when the kind is fixed, else while the select names one of them. */
function KindGroup({
  kinds,
  fixed,
  children,
}: {
  kinds: number[];
  fixed: number | null;
  children: React.ReactNode;
}) {
  if (fixed !== null) return kinds.includes(fixed) ? <div className="space-y-3">{children}</div> : null;
  return (
    <div
      className={clsx(
        'hidden space-y-3',
        kinds.includes(1) && 'group-has-[option[value="1"]:checked]/question:block',
        kinds.includes(2) && 'group-has-[option[value="2"]:checked]/question:block',
        kinds.includes(4) && 'group-has-[option[value="4"]:checked]/question:block',
        kinds.includes(5) && 'group-has-[option[value="5"]:checked]/question:block',
      )}
    >
      {children}
    </div>
  );
}

export function QuestionFields({
  id,
  locales,
  question,
  fields,
}: {
  id: string;
  locales: readonly string[];
  question: AdminSurveyQuestion | null;
  fields: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { i18n: languageName } = useLanguageNames();
  const fixed = question?.kind ?? null;
  return (
    <div className="group/question space-y-3">
      {question ? (
        <input type="hidden" name="kind" value={question.kind} />
      ) : (
        <div>
          <label htmlFor={`${id}-kind`} className="font-medium text-ink text-sm">
            {t('admin.surveys.kind')}
          </label>
          <select id={`${id}-kind`} name="kind" className={inputClass} defaultValue="5">
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.surveys.kind${k}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <LocalizedFields
        id={`${id}-title`}
        name="title"
        label={t('admin.surveys.question')}
        locales={locales}
        values={question?.title}
        errors={fields}
        required
      />
      <Check name="required" label={t('admin.surveys.required')} checked={question?.required ?? false} />
      <KindGroup kinds={[1]} fixed={fixed}>
        <Check name="multiline" label={t('admin.surveys.multiline')} checked={question?.multiline ?? true} />
        <TextField
          id={`${id}-max-length`}
          name="max_length"
          label={t('admin.surveys.maxLength')}
          inputMode="numeric"
          defaultValue={String(question?.max_length ?? 1000)}
          error={fields.max_length}
          dir="ltr"
        />
      </KindGroup>
      <KindGroup kinds={[2]} fixed={fixed}>
        <div className="grid grid-cols-3 gap-3">
          {(['min', 'max', 'step'] as const).map((name) => (
            <TextField
              key={name}
              id={`${id}-${name}`}
              name={name}
              label={t(`admin.surveys.${name}`)}
              inputMode="numeric"
              defaultValue={String(question?.[name] ?? { min: 0, max: 10, step: 1 }[name])}
              error={fields[name]}
              dir="ltr"
            />
          ))}
        </div>
        <LocalizedFields
          id={`${id}-min-label`}
          name="min_label"
          label={t('admin.surveys.minLabel')}
          locales={locales}
          values={question?.min_label}
          errors={fields}
        />
        <LocalizedFields
          id={`${id}-max-label`}
          name="max_label"
          label={t('admin.surveys.maxLabel')}
          locales={locales}
          values={question?.max_label}
          errors={fields}
        />
      </KindGroup>
      <KindGroup kinds={[4]} fixed={fixed}>
        <Check name="multiple" label={t('admin.surveys.multiple')} checked={question?.multiple ?? false} />
        {locales.map((locale, index) => (
          <TextArea
            key={locale}
            id={`${id}-options-${locale}`}
            name={`options.${locale}`}
            label={`${t('admin.surveys.options')} (${languageName(locale)})`}
            defaultValue={question?.options.map((o) => o.label[locale] ?? '').join('\n') ?? ''}
            error={index === 0 ? fields.options : undefined}
            lang={locale}
            dir="auto"
            rows={4}
            maxLength={4000}
          />
        ))}
        <p className="text-muted text-xs">{t('admin.surveys.optionsHint')}</p>
      </KindGroup>
      <KindGroup kinds={[5]} fixed={fixed}>
        <TextField
          id={`${id}-stars`}
          name="stars"
          label={t('admin.surveys.stars')}
          inputMode="numeric"
          defaultValue={String(question?.stars ?? 5)}
          error={fields.stars}
          dir="ltr"
        />
      </KindGroup>
    </div>
  );
}
