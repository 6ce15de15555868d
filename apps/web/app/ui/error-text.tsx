import type { ReactNode } from 'react';

/** The red text under a field or an action that failed, read out when it appears (`role="alert"`). */
export const ERROR_TEXT = 'text-rose-700 text-sm dark:text-rose-300';

/** A failure said in words, or nothing. `id` lets the field it explains point at it (`aria-describedby`). */
export function ErrorText({
  id,
  children,
  className,
  testId,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p
      id={id}
      role="alert"
      className={className ? `${ERROR_TEXT} ${className}` : ERROR_TEXT}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
