import clsx from 'clsx';
import { useTranslation } from '../../i18n/lite.tsx';
import type { OpeningState } from '../../shell/opening.ts';
import { formatTimeOfDay, weekdayName } from '../../ui/format.ts';

/**
 * "Open now · until 11:00 PM", "Closed · opens tomorrow at 7:00 AM", or — the branch paused this
 * type for a while — "Paused · opens today at 7:30 PM" ([product: Opening hours and scheduling]
 * menu home; ADR 1160).
 */
export function OpenStatus({ opening, className }: { opening: OpeningState; className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  let detail: string | null = null;
  if (opening.open && opening.closesAt)
    detail = t('hours.until', { time: formatTimeOfDay(opening.closesAt, lang) });
  else if (opening.next) {
    const time = formatTimeOfDay(opening.next.at, lang);
    detail =
      opening.next.days === 0
        ? t('hours.opensToday', { time })
        : opening.next.days === 1
          ? t('hours.opensTomorrow', { time })
          : t('hours.opensOn', { day: weekdayName(opening.next.weekday, lang), time });
  }
  return (
    <p className={clsx('inline-flex items-center gap-2 text-sm', className)}>
      <span
        className={clsx(
          // One line whatever the language ("متوقف مؤقتًا" wrapped in two at 375 px): the detail wraps instead.
          'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs',
          opening.open
            ? 'bg-emerald-600/12 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300'
            : opening.paused
              ? 'bg-amber-500/15 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
              : 'bg-red-600/10 text-red-800 dark:bg-red-400/15 dark:text-red-300',
        )}
      >
        <span
          aria-hidden
          className={clsx(
            'size-1.5 rounded-full',
            opening.open ? 'bg-emerald-600' : opening.paused ? 'bg-amber-500' : 'bg-red-600',
          )}
        />
        {opening.open ? t('hours.openNow') : opening.paused ? t('hours.paused') : t('hours.closed')}
      </span>
      {detail ? <span className="text-muted">{detail}</span> : null}
    </p>
  );
}
