import { ADMIN_PROBLEMS } from '@sufra/contract';
import type { z } from 'zod';
import { Refused } from '../../platform/failures.ts';

/** Field path → message: what the admin forms show beside each field ([product: Back office]). */
export type FieldProblems = Record<string, string>;

export const invalidFields = (fields: FieldProblems) =>
  new Refused(ADMIN_PROBLEMS.invalid, 'Some fields need attention', { fields });

/**
 * A back-office write body, checked by its contract schema: every bad field is named in one 422
 * (not the first one only, and not the 400 of a malformed request), so a form can mark them all.
 */
export function parseWrite<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: FieldProblems = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw invalidFields(fields);
}

/**
 * A text per locale as the business writes it: only its own locales, its first one filled in.
 * Empty translations are dropped (the storefront falls back to the first locale).
 */
export function checkLocalized(
  field: string,
  value: Record<string, string>,
  locales: readonly string[],
  required: boolean,
  problems: FieldProblems,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(value)) {
    if (!locales.includes(locale))
      problems[`${field}.${locale}`] = 'This business does not use this language';
    else if (text.trim()) out[locale] = text.trim();
  }
  const first = locales[0] ?? 'en';
  if (required && !out[first]) problems[`${field}.${first}`] = 'Required';
  return out;
}
