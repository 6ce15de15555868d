import type { ReactNode } from 'react';
import { ErrorText } from './error-text.tsx';

/** The look of a text input, select or text area in a storefront form. */
export const INPUT_CLASS = 'mt-1 min-h-11 w-full rounded-xl bg-sunken px-3 text-ink';

/** What a control inside a Field spreads onto itself: its id and what describes it. */
export type FieldControl = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** How the label reads: the storefront's plain one, or the back office's medium-weight one above its fields. */
const LABEL_CLASS = { storefront: 'text-ink', backOffice: 'font-medium text-ink text-sm' } as const;

/**
 * A labelled control with its hint and its error, wired for screen readers: the control is
 * described by the hint and the error (`aria-describedby`) and marked invalid while there is one.
 * The control is the caller's (`children` gets the attributes to spread), so any input fits.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className = 'block text-sm',
  variant = 'storefront',
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string | undefined;
  variant?: keyof typeof LABEL_CLASS;
  children: (control: FieldControl) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS[variant]}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-muted text-xs">
          {hint}
        </p>
      ) : null}
      <ErrorText id={errorId} className="mt-1">
        {error}
      </ErrorText>
    </div>
  );
}
