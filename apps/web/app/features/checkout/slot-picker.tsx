import type { SlotDayBody } from '@sufra/contract';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { dateFormat, dateLocale, formatTimeOfDay, relativeTime } from '../../ui/format.ts';

type Props = {
  days: SlotDayBody[];
  /** The branch's local date today (YYYY-MM-DD): the strip says Today / Tomorrow. */
  today: string | undefined;
  date: string;
  from: string | null;
  language: string;
  onPick: (date: string, from?: string) => void;
  error?: string | undefined;
};

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** "Today", "Tomorrow" (the language's own words, from Intl), else "Wed 4 Nov". */
export function dayLabel(date: string, today: string | undefined, language: string): string {
  const ahead = today ? daysBetween(today, date) : -1;
  if (ahead === 0 || ahead === 1) {
    const word = relativeTime(ahead, 'day', language);
    // Georgian has no capitals in running text (its Mtavruli letters are for all-caps titles).
    const first = word.charAt(0);
    return (
      (/[\u10D0-\u10FF]/.test(first) ? first : first.toLocaleUpperCase(dateLocale(language))) + word.slice(1)
    );
  }
  return dateFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

const slotText = (from: string, to: string, language: string) =>
  `${formatTimeOfDay(from, language)} – ${formatTimeOfDay(to, language)}`;

const CHIP =
  'relative flex cursor-pointer items-center justify-center rounded-xl px-2 text-center ring-1 ring-line has-[:checked]:bg-brand has-[:checked]:font-semibold has-[:checked]:text-on-brand has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand has-[:focus-visible]:outline-offset-2';

/** The radio covers its chip, unseen: a tap anywhere on the chip is a tap on it. */
const HIDDEN_RADIO = 'absolute inset-0 m-0 cursor-pointer appearance-none opacity-0';

/**
 * A scheduled order's day and slot (ADR 900): a strip of days (Today, Tomorrow, Wed 4 Nov…)
 * and the day's slots as a grid, each one whole ("9:00 AM – 9:30 AM"), instead of two native
 * selects that cut both. Radios underneath: arrow keys move within each group.
 */
export function SlotPicker({ days, today, date, from, language, onPick, error }: Props) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const day = days.find((d) => d.date === date) ?? days[0];
  const chosen = day?.slots.find((s) => s.from === from);
  // The chosen slot is in sight in its scrolling grid (a stored slot may be far down the day).
  const key = `${day?.date} ${chosen?.from}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen day or slot changes (the grid is read from the DOM).
  useEffect(() => {
    const box = grid.current;
    const on = box?.querySelector<HTMLElement>('label:has(:checked)');
    if (!box || !on) return;
    if (on.offsetTop < box.scrollTop || on.offsetTop + on.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = on.offsetTop - box.clientHeight / 2;
  }, [key]);
  if (!day) return null;
  return (
    <div className="space-y-3">
      <fieldset className="min-w-0">
        <legend className="mb-1 text-muted text-sm">{t('checkout.day')}</legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:none]">
          {days.map((d) => (
            <label key={d.date} className={clsx(CHIP, 'min-h-11 shrink-0 whitespace-nowrap text-sm')}>
              <input
                type="radio"
                name="slot-day"
                value={d.date}
                checked={d.date === day.date}
                onChange={() => onPick(d.date)}
                className={HIDDEN_RADIO}
              />
              {dayLabel(d.date, today, language)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-muted text-sm">{t('checkout.time')}</legend>
        <div
          ref={grid}
          className="relative grid max-h-64 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3"
        >
          {day.slots.map((s) => (
            <label key={s.from} className={clsx(CHIP, 'min-h-11 text-sm tabular-nums')}>
              <input
                type="radio"
                name="slot-time"
                value={s.from}
                checked={s.from === chosen?.from}
                onChange={() => onPick(day.date, s.from)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'slot-error' : undefined}
                className={HIDDEN_RADIO}
              />
              {slotText(s.from, s.to, language)}
            </label>
          ))}
        </div>
      </fieldset>
      {chosen ? (
        <p data-testid="slot-chosen" className="font-medium text-ink text-sm">
          {dayLabel(day.date, today, language)} · {slotText(chosen.from, chosen.to, language)}
        </p>
      ) : null}
    </div>
  );
}
