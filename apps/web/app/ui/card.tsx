import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * The storefront's card surface (a booking, an order in a list): rounded, on the card colour,
 * a hairline ring that stays visible in dark mode. `as` keeps the list's semantics (`li`).
 */
export function Card({
  as: Tag = 'div',
  className,
  testId,
  children,
}: {
  as?: 'div' | 'li' | 'section' | 'article';
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={clsx('rounded-3xl bg-card p-4 ring-1 ring-line', className)} data-testid={testId}>
      {children}
    </Tag>
  );
}
