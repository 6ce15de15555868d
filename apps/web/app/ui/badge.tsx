import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A state written on a card (a booking's "Confirmed", "Declined"): a tinted pill whose colour and
 * icon both say it, so it reads in grey scale and to a colour-blind diner too (ADR 1495). Each
 * tone keeps 4.5:1 between its text and its fill in light and dark.
 */
export const BADGE_TONES = {
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100',
  ok: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100',
  refused: 'bg-rose-100 text-rose-900 dark:bg-rose-500/20 dark:text-rose-100',
  done: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-100',
  neutral: 'bg-sunken text-ink',
  /** A price offer that holds for a while (a happy hour, ADR 1483). */
  offer: 'bg-orange-100 text-orange-900 dark:bg-orange-500/20 dark:text-orange-100',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/**
 * `md` on a card of its own; `sm` inside a dense list (the back office's week of bookings, ADR 1477)
 * or beside a price on an item card (ADR 1483).
 */
const BADGE_SIZES = { md: 'gap-1.5 px-3 py-1 text-sm', sm: 'gap-1 px-2 py-0.5 text-xs' } as const;

export function Badge({
  tone,
  icon: Icon,
  testId,
  size = 'md',
  children,
}: {
  tone: BadgeTone;
  icon?: LucideIcon;
  testId?: string;
  size?: keyof typeof BADGE_SIZES;
  children: ReactNode;
}) {
  return (
    <span
      className={clsx(
        'inline-flex max-w-full items-center rounded-full font-semibold',
        BADGE_SIZES[size],
        BADGE_TONES[tone],
      )}
      data-testid={testId}
      data-tone={tone}
    >
      {Icon ? <Icon className="size-4 shrink-0" aria-hidden /> : null}
      <span className="min-w-0">{children}</span>
    </span>
  );
}
