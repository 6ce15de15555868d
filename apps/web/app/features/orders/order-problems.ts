import type { OrderProblem } from '@sufra/contract';
import { ApiError, orderProblemsOf } from '@sufra/contract/client';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A server problem in the page's language: our catalog's text for its code, else the server's. */
export function problemText(
  t: T,
  p: Pick<OrderProblem, 'code' | 'message' | 'meta'> & { field?: string },
): string {
  const meta = p.meta ?? {};
  // A phone the country's patterns refuse says what is expected when the server says it (ADR 1454).
  const code = p.code === 'PHONE_INVALID' && meta.digits ? 'PHONE_INVALID_EXPECTED' : catalogCode(p);
  const key = `problem.${code}`;
  // ADDRESS_INCOMPLETE names the field; say it as the form labels it.
  const fieldName = typeof meta.field === 'string' ? t(`address.field.${meta.field}`) : '';
  const text = t(key, { ...meta, fieldName });
  return text === key ? p.message : text;
}

/**
 * The catalog entry of a problem. A malformed request (INVALID_REQUEST, the contract's bounds)
 * that names a field is told beside that field: a missing name or phone, or a value left empty or too long.
 */
function catalogCode(p: { code: string; field?: string }): string {
  if (p.code !== 'INVALID_REQUEST' || !p.field) return p.code;
  if (p.field === 'name') return 'NAME_REQUIRED';
  // The phone box has its own length limit (maxlength): what reaches here is an empty phone.
  if (p.field === 'phone') return 'PHONE_REQUIRED';
  return p.field.startsWith('order_lines') ? p.code : 'INVALID_FIELD';
}

/** Every problem of a refused order (422 details.problems), or one made of the error itself. */
export function problemsOf(error: unknown): OrderProblem[] {
  if (error instanceof ApiError && error.code !== 'network') {
    const problems = orderProblemsOf(error);
    if (problems.length) return problems;
    return [{ code: error.code ?? 'ERROR', field: '', message: error.message }];
  }
  return [{ code: 'NETWORK', field: '', message: String(error) }];
}

/** The problems that concern a form section, by the field they name (`address.lat`, `phone`…). */
export const problemsFor = (problems: readonly OrderProblem[], ...prefixes: string[]) =>
  problems.filter((p) => prefixes.some((f) => p.field === f || p.field.startsWith(`${f}.`)));
