import clsx from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  error:
    'bg-rose-50 text-rose-900 ring-1 ring-rose-200 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-900',
  ok: 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-900',
} as const;

/**
 * A message across the top of a form or page: a refusal (`error`, read out at once) or a
 * confirmation (`ok`, read out politely). `reload` adds the way out of a write that lost to
 * another one ("changed elsewhere": reload the page and try again, ADR 1220).
 */
export function Banner({
  tone,
  reload,
  className,
  children,
}: {
  tone: keyof typeof TONES;
  reload?: { href: string; label: ReactNode };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('rounded-2xl px-4 py-3 text-sm', TONES[tone], className)}
    >
      {children}
      {reload ? (
        <>
          {' '}
          <a href={reload.href} className="font-semibold underline">
            {reload.label}
          </a>
        </>
      ) : null}
    </div>
  );
}
