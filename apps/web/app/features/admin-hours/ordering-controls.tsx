import type { AdminBranchOps, OperationType } from '@sufra/contract';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { dateFormat } from '../../ui/format.ts';
import { LengthSelect, selectClass } from '../admin/length-select.tsx';

/** How long a pause lasts ([product: Back office], ADR 1080): minutes, or to the business's midnight. */
const PAUSE_LENGTHS = ['15', '30', '60', '120', 'tomorrow'] as const;
/** Extra preparation minutes when busy, and for how long. */
const BUSY_EXTRA = [10, 20, 30, 45] as const;
const BUSY_LENGTHS = [30, 60, 120, 240] as const;

/**
 * One selling type's switches at a branch: pause taking orders (for a while or until tomorrow) and
 * busy mode (longer preparation), each ending by itself; one tap to resume. Real forms.
 */
export function OrderingControls({ branch, type }: { branch: AdminBranchOps; type: OperationType }) {
  const { t, i18n } = useTranslation();
  const clock = (iso: string) =>
    dateFormat(i18n.language, {
      hour: 'numeric',
      minute: '2-digit',
      weekday: new Date(iso).toDateString() === new Date().toDateString() ? undefined : 'short',
      timeZone: branch.time_zone,
    }).format(new Date(iso));
  const paused = branch.paused[type];
  const busy = branch.busy[type];
  const typeName = t(`admin.hours.type.${type}`);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="branch_id" value={branch.id} />
      <input type="hidden" name="selling_type" value={type} />
    </>
  );
  const id = `${branch.id}-${type}`;
  return (
    <div className="space-y-2 py-3">
      <h3 className="font-semibold text-ink">{typeName}</h3>
      {paused ? (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          {hidden('resume')}
          <span className="rounded-full bg-rose-100 px-3 py-1 font-medium text-rose-900 text-sm dark:bg-rose-950 dark:text-rose-100">
            {t('admin.hours.pausedUntil', { time: clock(paused.until) })}
          </span>
          <Button
            type="submit"
            variant="primary"
            pill
            aria-label={t('admin.hours.resumeLabel', { type: typeName })}
          >
            {t('admin.hours.resume')}
          </Button>
        </Form>
      ) : (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          {hidden('pause')}
          <label className="w-full text-muted text-sm" htmlFor={`pause-${id}`}>
            {t('admin.hours.pauseFor')}
          </label>
          <LengthSelect
            id={`pause-${id}`}
            name="length"
            lengths={PAUSE_LENGTHS}
            named={{ tomorrow: t('admin.hours.untilTomorrow') }}
            defaultValue="30"
          />
          <Button
            type="submit"
            variant="card"
            pill
            aria-label={t('admin.hours.pauseLabel', { type: typeName })}
          >
            {t('admin.hours.pause')}
          </Button>
        </Form>
      )}
      {busy ? (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          {hidden('not-busy')}
          <span className="rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100">
            {t('admin.hours.busyUntil', { minutes: busy.extra_minutes, time: clock(busy.until) })}
          </span>
          <Button
            type="submit"
            variant="card"
            pill
            aria-label={t('admin.hours.notBusyLabel', { type: typeName })}
          >
            {t('admin.hours.notBusy')}
          </Button>
        </Form>
      ) : (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          {hidden('busy')}
          <label className="w-full text-muted text-sm" htmlFor={`busy-extra-${id}`}>
            {t('admin.hours.busyExtra')}
          </label>
          <select id={`busy-extra-${id}`} name="extra" defaultValue="20" className={selectClass}>
            {BUSY_EXTRA.map((m) => (
              <option key={m} value={m}>
                {t('admin.hours.plusMinutes', { minutes: m })}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={`busy-length-${id}`}>
            {t('admin.hours.busyFor')}
          </label>
          <LengthSelect id={`busy-length-${id}`} name="length" lengths={BUSY_LENGTHS} defaultValue="60" />
          <Button
            type="submit"
            variant="card"
            pill
            aria-label={t('admin.hours.busyLabel', { type: typeName })}
          >
            {t('admin.hours.busy')}
          </Button>
        </Form>
      )}
    </div>
  );
}
