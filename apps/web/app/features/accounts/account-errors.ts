import { ApiError } from '@sufra/contract/client';
import type { TFunction } from '../../i18n/lite.tsx';

/** A refusal an account page shows: its code, the server's message and what the code carries. */
export type AccountProblem = { code: string; message: string; triesLeft?: number; retryAfter?: number };

export function problemOf(error: unknown): AccountProblem {
  if (error instanceof ApiError) {
    const details = (error.details ?? {}) as { tries_left?: number; retry_after?: number };
    return {
      code: error.code ?? 'error',
      message: error.message,
      ...(typeof details.tries_left === 'number' ? { triesLeft: details.tries_left } : {}),
      ...(typeof details.retry_after === 'number' ? { retryAfter: details.retry_after } : {}),
    };
  }
  return { code: 'network', message: 'network' };
}

/** The diner's words for a refusal (the catalog's, else the server's message). */
export function problemText(t: TFunction, problem: AccountProblem): string {
  const key = `account.problem.${problem.code}`;
  const text = t(key, { count: problem.triesLeft ?? 0, seconds: problem.retryAfter ?? 0 });
  return text === key ? problem.message : text;
}

/** Only a path of this business is a place to return to after signing in (no open redirect). */
export function safeNext(value: unknown, ref: string): string | null {
  if (typeof value !== 'string') return null;
  return value.startsWith(`/${ref}/`) &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !value.includes('/login')
    ? value
    : null;
}
