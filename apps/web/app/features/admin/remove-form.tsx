import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '../../ui/button.tsx';

/**
 * The back office’s removal, once (ADR 1220): a form at the foot of a row's edit disclosure — so
 * it is always a second tap — saying what removing does, and a red button that posts `intent`
 * with the row's hidden fields (`id`, `version`… or the caller's own as `children`).
 */
export function RemoveForm({
  intent,
  fields = {},
  hint,
  label,
  children,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  hint?: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="border-line border-t p-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {hint ? <p className="mb-2 text-muted text-sm">{hint}</p> : null}
      <Button type="submit" variant="dangerOutline" pill>
        {label}
      </Button>
    </Form>
  );
}
