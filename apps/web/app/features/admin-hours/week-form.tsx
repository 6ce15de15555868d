import type { AdminBranchOps, AdminDay } from '@sufra/contract';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { weekdayName } from '../../ui/format.ts';
import { FieldError, inputClass } from '../admin/admin-ui.tsx';
import { isAllDay, SHIFTS_PER_DAY } from './hours-form.shared.ts';

const DAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

const stateOf = (day: AdminDay) => (day.closed ? 'closed' : isAllDay(day) ? 'allDay' : 'hours');

/** One day's (or a special day's) hours: closed, open all day, or up to two shifts. */
export function DayHours({
  prefix,
  label,
  day,
  errors,
  scope,
}: {
  prefix: string;
  /** Makes the ids unique on a page with several branches (ADR 1363: duplicate ids). */
  scope: string;
  label: string;
  day: AdminDay;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const state = stateOf(day);
  const shifts = state === 'hours' ? day.shifts : [];
  const error = Object.entries(errors).find(([k]) => k.startsWith(`${prefix}.`) || k === prefix)?.[1];
  const id = `${scope}-${prefix.replaceAll('.', '-')}`;
  return (
    <fieldset
      className="group grid gap-2 py-3 sm:grid-cols-[9rem_12rem_1fr] sm:items-center"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="font-medium text-ink">
        {label}
      </span>
      <label className="sr-only" htmlFor={`${id}-state`}>
        {t('admin.hours.dayState', { day: label })}
      </label>
      <select
        id={`${id}-state`}
        name={`${prefix}.state`}
        defaultValue={state}
        className={`${inputClass} mt-0`}
      >
        <option value="hours">{t('admin.hours.open')}</option>
        <option value="allDay">{t('admin.hours.allDay')}</option>
        <option value="closed">{t('admin.hours.closed')}</option>
      </select>
      {/* The shifts only while "Open" (the first option) is chosen: CSS, so it works before the scripts. */}
      <div className="hidden flex-wrap gap-2 group-has-[option:first-child:checked]:flex">
        {Array.from({ length: SHIFTS_PER_DAY }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows of a form, never reordered.
          <div key={n} className="flex items-center gap-1" dir="ltr">
            <label className="sr-only" htmlFor={`${id}-${n}-from`}>
              {t('admin.hours.from', { day: label, n: n + 1 })}
            </label>
            <input
              id={`${id}-${n}-from`}
              type="time"
              name={`${prefix}.${n}.from`}
              defaultValue={shifts[n]?.time_from ?? ''}
              className={`${inputClass} mt-0 w-32`}
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true" className="text-muted">
              –
            </span>
            <label className="sr-only" htmlFor={`${id}-${n}-to`}>
              {t('admin.hours.to', { day: label, n: n + 1 })}
            </label>
            <input
              id={`${id}-${n}-to`}
              type="time"
              name={`${prefix}.${n}.to`}
              defaultValue={shifts[n]?.time_to ?? ''}
              className={`${inputClass} mt-0 w-32`}
              aria-invalid={error ? true : undefined}
            />
          </div>
        ))}
      </div>
      {error ? (
        <div className="sm:col-span-3">
          <FieldError id={`${id}-error`} text={error} />
        </div>
      ) : null}
    </fieldset>
  );
}

/** The branch's week: one row per day, saved with the version it was read at. */
export function WeekForm({ branch, errors }: { branch: AdminBranchOps; errors: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  return (
    <Form method="post" className="divide-y divide-line">
      <input type="hidden" name="intent" value="week" />
      <input type="hidden" name="branch_id" value={branch.id} />
      <input type="hidden" name="version" value={branch.version} />
      {DAYS.map((d) => (
        <DayHours
          key={d}
          prefix={`week.${d}`}
          scope={`branch-${branch.id}`}
          label={weekdayName(Number(d), i18n.language)}
          day={branch.week[d]}
          errors={errors}
        />
      ))}
      <div className="flex flex-wrap items-end gap-3 pt-3">
        <Button type="submit" variant="primary" pill>
          {t('admin.hours.saveWeek')}
        </Button>
        {/* One day's hours for the whole week, saved at once ([product: Back office]). */}
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`branch-${branch.id}-copy-from`} className="font-medium text-ink text-sm">
              {t('admin.hours.copyFrom')}
            </label>
            <select
              id={`branch-${branch.id}-copy-from`}
              name="copy_from"
              defaultValue="0"
              className={`${inputClass} w-44`}
            >
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {weekdayName(Number(d), i18n.language)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" name="copy" value="1" variant="card" pill>
            {t('admin.hours.copyToAll')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
