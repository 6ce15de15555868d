import type { OrderProblem } from '@sufra/contract';
import { OrderCallError } from './checkout-api.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A server problem in the page's language: our catalog's text for its code, else the server's. */
export function problemText(t: T, p: Pick<OrderProblem, 'code' | 'message' | 'meta'>): string {
  const key = `problem.${p.code}`;
  const text = t(key, p.meta ?? {});
  return text === key ? p.message : text;
}

/** Every problem of a refused order (422 details.problems), or one made of the error itself. */
export function problemsOf(error: unknown): OrderProblem[] {
  if (error instanceof OrderCallError) {
    if (error.problems.length) return error.problems;
    return [{ code: error.code, field: '', message: error.message }];
  }
  return [{ code: 'NETWORK', field: '', message: String(error) }];
}

/** The problems that concern a form section, by the field they name (`address.lat`, `phone`…). */
export const problemsFor = (problems: readonly OrderProblem[], ...prefixes: string[]) =>
  problems.filter((p) => prefixes.some((f) => p.field === f || p.field.startsWith(`${f}.`)));
