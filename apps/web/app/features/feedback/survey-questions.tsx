import type { SurveyQuestion } from '@sufra/contract';
import clsx from 'clsx';
import { Angry, Frown, Laugh, Meh, Smile } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { PhoneCountryOptions } from '../../ui/phone-country-options.tsx';
import { StarInput } from './star-input.tsx';
import { fieldName } from './survey-form-data.ts';

type Props<K extends SurveyQuestion['kind']> = {
  q: Extract<SurveyQuestion, { kind: K }>;
  error?: string | undefined;
};

const SMILES = [
  { icon: Angry, key: 'feedback.smile.1', tone: 'text-rose-600 dark:text-rose-400' },
  { icon: Frown, key: 'feedback.smile.2', tone: 'text-orange-600 dark:text-orange-400' },
  { icon: Meh, key: 'feedback.smile.3', tone: 'text-amber-600 dark:text-amber-400' },
  { icon: Smile, key: 'feedback.smile.4', tone: 'text-lime-700 dark:text-lime-400' },
  { icon: Laugh, key: 'feedback.smile.5', tone: 'text-emerald-700 dark:text-emerald-400' },
];

/** A question's frame: its title (with "required" said, not only shown), its field and its error. */
function Frame({
  id,
  title,
  required,
  error,
  group,
  children,
}: {
  id: number;
  title: string;
  required: boolean;
  error: string | undefined;
  group: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = (
    <>
      {title}
      {/* A word joiner: the star never wraps alone onto the next line (at 320 px). */}
      {required ? '\u2060' : null}
      {required ? (
        <span className="ms-1 text-rose-700 dark:text-rose-300" aria-hidden>
          *
        </span>
      ) : (
        <span className="ms-2 font-normal text-muted text-xs">{t('feedback.optional')}</span>
      )}
      {required ? <span className="sr-only"> ({t('feedback.required')})</span> : null}
    </>
  );
  return (
    <div
      className={clsx('rounded-3xl bg-card p-4 ring-1', error ? 'ring-rose-500' : 'ring-line')}
      data-question={id}
    >
      {group ? (
        <p id={`q${id}-title`} className="font-semibold text-ink">
          {heading}
        </p>
      ) : (
        <label htmlFor={`q${id}-field`} id={`q${id}-title`} className="block font-semibold text-ink">
          {heading}
        </label>
      )}
      <div className="mt-3">{children}</div>
      {error ? (
        <p id={`q${id}-error`} className="mt-2 text-rose-700 text-sm dark:text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const described = (q: { id: number }, error?: string) => (error ? `q${q.id}-error` : undefined);

export function TextQuestion({ q, error }: Props<1>) {
  const common = {
    id: `q${q.id}-field`,
    name: fieldName(q.id),
    required: q.required,
    maxLength: q.max_length,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described(q, error),
    className: 'w-full rounded-2xl bg-sunken px-3 py-2.5 text-ink',
  } as const;
  return (
    <Frame id={q.id} title={q.title} required={q.required} error={error} group={false}>
      {q.multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
    </Frame>
  );
}

export function SliderQuestion({ q, error }: Props<2>) {
  const initial = q.min + Math.round((q.max - q.min) / 2 / q.step) * q.step;
  const [value, setValue] = useState(initial);
  return (
    <Frame id={q.id} title={q.title} required={q.required} error={error} group={false}>
      <div className="flex items-center gap-3">
        <input
          id={`q${q.id}-field`}
          type="range"
          name={fieldName(q.id)}
          min={q.min}
          max={q.max}
          step={q.step}
          defaultValue={initial}
          onChange={(e) => setValue(Number(e.target.value))}
          aria-describedby={described(q, error)}
          className="h-11 flex-1 accent-[var(--brand)]"
        />
        <output
          htmlFor={`q${q.id}-field`}
          className="grid min-w-11 place-items-center rounded-xl bg-sunken px-2 py-1 font-bold text-ink tabular-nums"
        >
          {value}
        </output>
      </div>
      <div className="mt-1 flex justify-between gap-4 text-muted text-xs">
        <span>
          {q.min} · {q.min_label}
        </span>
        <span className="text-end">
          {q.max} · {q.max_label}
        </span>
      </div>
    </Frame>
  );
}

export function SmileQuestion({ q, error }: Props<3>) {
  const { t } = useTranslation();
  return (
    <Frame id={q.id} title={q.title} required={q.required} error={error} group>
      <div
        role="radiogroup"
        aria-labelledby={`q${q.id}-title`}
        aria-describedby={described(q, error)}
        className="flex justify-between gap-1 sm:justify-start sm:gap-3"
      >
        {SMILES.map(({ icon: Icon, key, tone }, i) => (
          // Five faces share the row (at 320 px, 48 px each): never wider than the card.
          <label key={key} className="min-w-0 max-w-13 flex-1 cursor-pointer sm:flex-none">
            <input
              type="radio"
              name={fieldName(q.id)}
              value={i + 1}
              required={q.required}
              className="peer sr-only"
            />
            <span className="sr-only">{t(key)}</span>
            <span
              aria-hidden
              className={clsx(
                'grid aspect-square w-full place-items-center rounded-2xl bg-sunken sm:size-13 transition peer-checked:scale-110 peer-checked:bg-brand/15 peer-checked:ring-2 peer-checked:ring-brand peer-focus-visible:outline-2 peer-focus-visible:outline-brand',
                tone,
              )}
            >
              <Icon className="size-8" />
            </span>
          </label>
        ))}
      </div>
    </Frame>
  );
}

export function ChoicesQuestion({ q, error }: Props<4>) {
  const { t } = useTranslation();
  return (
    <Frame id={q.id} title={q.title} required={q.required} error={error} group>
      <fieldset aria-labelledby={`q${q.id}-title`} aria-describedby={described(q, error)}>
        {/* The visible title names the group (aria-labelledby); a fieldset still has its legend (H71). */}
        <legend className="sr-only">{q.title}</legend>
        {q.multiple ? <p className="-mt-2 mb-2 text-muted text-xs">{t('feedback.chooseAny')}</p> : null}
        <div className="flex flex-wrap gap-2">
          {q.options.map((o) => (
            <label key={o.id} className="cursor-pointer">
              <input
                type={q.multiple ? 'checkbox' : 'radio'}
                name={fieldName(q.id)}
                value={o.id}
                required={q.required && !q.multiple}
                className="peer sr-only"
              />
              <span className="inline-flex min-h-11 items-center rounded-full bg-sunken px-4 text-ink text-sm ring-1 ring-line transition peer-checked:bg-brand peer-checked:text-on-brand peer-checked:ring-brand peer-focus-visible:outline-2 peer-focus-visible:outline-brand peer-focus-visible:outline-offset-2">
                {o.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Frame>
  );
}

export function RateQuestion({ q, error }: Props<5>) {
  return (
    <Frame id={q.id} title={q.title} required={q.required} error={error} group>
      <StarInput
        name={fieldName(q.id)}
        max={q.stars}
        required={q.required}
        labelledBy={`q${q.id}-title`}
        describedBy={described(q, error)}
      />
    </Frame>
  );
}

export function PhoneQuestion({ q, error, countryCode }: Props<6> & { countryCode: string }) {
  const { t } = useTranslation();
  return (
    <Frame id={q.id} title={q.title} required={q.required} error={error} group={false}>
      <div className="flex gap-2" dir="ltr">
        <select
          name={`${fieldName(q.id)}_country`}
          aria-label={t('checkout.country')}
          defaultValue={countryCode.toUpperCase()}
          className="min-h-11 rounded-xl bg-sunken px-2 text-ink"
        >
          <PhoneCountryOptions countryCode={countryCode} />
        </select>
        <input
          id={`q${q.id}-field`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name={fieldName(q.id)}
          required={q.required}
          maxLength={30}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(q, error)}
          className="min-h-11 min-w-0 flex-1 rounded-xl bg-sunken px-3 text-ink"
        />
      </div>
    </Frame>
  );
}
