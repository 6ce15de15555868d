import type { OrderProblem } from '@sufra/contract';
import { ApiError } from '@sufra/contract/client';

/** A refused booking's problems (422/409 details.problems), or one made of the error itself. */
export function reservationProblems(error: unknown): OrderProblem[] | null {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 404) return null;
  const listed = (error.details as { problems?: OrderProblem[] } | undefined)?.problems;
  if (Array.isArray(listed) && listed.length) return listed;
  return [{ code: error.code ?? 'INVALID_REQUEST', field: '', message: error.message }];
}
