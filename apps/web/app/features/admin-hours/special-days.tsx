import type { AdminBranchOps } from '@sufra/contract';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { dateFormat } from '../../ui/format.ts';
import { FieldError, inputClass, TextField } from '../admin/admin-ui.tsx';
import { DayHours } from './week-form.tsx';

/**
 * Special days ([product: Back office], ADR 1080): a date closed (a holiday) or with its own hours
 * (Ramadan), replacing its weekday's hours on that date only. Listed soonest first, each removable.
 */
export function SpecialDays({ branch, errors }: { branch: AdminBranchOps; errors: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const dateName = (date: string) =>
    dateFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const clock = (hhmm: string) =>
    hhmm.startsWith('24')
      ? t('admin.hours.allDay')
      : dateFormat(i18n.language, {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
        }).format(new Date(`2024-01-01T${hhmm}:00Z`));
  const dateError = errors['special_days.0.date']
    ? errors['special_days.0.date']
    : Object.entries(errors).find(([k]) => /^special_days\.\d+\.date$/.test(k))?.[1];
  const hoursErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => /^special_days\.\d+\.shifts/.test(k))
      .map(([, v]) => ['special.shifts', v]),
  );
  return (
    <div className="space-y-3">
      {branch.special_days.length === 0 ? (
        <p className="text-muted text-sm">{t('admin.hours.noSpecialDays')}</p>
      ) : null}
      <ul className="divide-y divide-line">
        {branch.special_days.map((d) => (
          <li key={d.date} className="flex flex-wrap items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">
                {dateName(d.date)}
                {d.note ? <span className="ms-2 text-muted text-sm">· {d.note}</span> : null}
              </p>
              <p className="text-muted text-sm">
                {d.closed
                  ? t('admin.hours.closed')
                  : d.shifts.map((s) => `${clock(s.time_from)}–${clock(s.time_to)}`).join(', ')}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="special-remove" />
              <input type="hidden" name="branch_id" value={branch.id} />
              <input type="hidden" name="version" value={branch.version} />
              <input type="hidden" name="date" value={d.date} />
              <Button
                type="submit"
                variant="card"
                pill
                aria-label={t('admin.hours.removeSpecialLabel', { date: dateName(d.date) })}
              >
                {t('admin.hours.remove')}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      <details className="rounded-xl bg-sunken" open={Object.keys(errors).length ? true : undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-ink">
          + {t('admin.hours.addSpecial')}
        </summary>
        <Form method="post" className="space-y-2 px-3 pb-3">
          <input type="hidden" name="intent" value="special-add" />
          <input type="hidden" name="branch_id" value={branch.id} />
          <input type="hidden" name="version" value={branch.version} />
          <div>
            <label htmlFor={`special-date-${branch.id}`} className="font-medium text-ink text-sm">
              {t('admin.hours.date')}
            </label>
            <input
              id={`special-date-${branch.id}`}
              type="date"
              name="special.date"
              required
              className={inputClass}
              dir="ltr"
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `special-date-${branch.id}-error` : undefined}
            />
            <FieldError id={`special-date-${branch.id}-error`} text={dateError} />
          </div>
          <DayHours
            prefix="special"
            scope={`branch-${branch.id}`}
            label={t('admin.hours.specialHours')}
            day={{ closed: true, shifts: [] }}
            errors={hoursErrors}
          />
          <TextField
            id={`special-note-${branch.id}`}
            name="special.note"
            label={t('admin.hours.note')}
            hint={t('admin.hours.noteHint')}
            maxLength={80}
          />
          <Button type="submit" variant="primary" pill>
            {t('admin.hours.addSpecialButton')}
          </Button>
        </Form>
      </details>
    </div>
  );
}
