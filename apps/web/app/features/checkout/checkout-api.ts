import type {
  CalcOrderRequest,
  CalcOrderResponse,
  OrderProblem,
  OrderRequest,
  PlaceOrderResponse,
} from '@sufra/contract';

// Cart and checkout call the order API with plain fetch and the contract's types only: the
// contract's runtime (zod schemas, ~32 KB compressed) would put them over the first-view budget.
// The server validates every request and answers in the contract's shape (ADR 406).

/** A refused or failed call: the server's code and message, and every problem it listed. */
export class OrderCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly problems: OrderProblem[];
  constructor(status: number, message: string, code: string, problems: OrderProblem[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.problems = problems;
  }
}

type ErrorBody = { error?: number; code?: string; message?: string; details?: { problems?: OrderProblem[] } };

async function post<T>(
  path: string,
  body: unknown,
  locale: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) {
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    // x-webapp (SPEC §7) also lets the session cookie of a signed-in diner through (ADR 702).
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-webapp': 'true',
      locale,
      ...headers,
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const json = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
  if (!res.ok || !json || json.error) {
    const e = (json ?? {}) as ErrorBody;
    throw new OrderCallError(
      res.status,
      e.message ?? res.statusText,
      e.code ?? 'ERROR',
      e.details?.problems ?? [],
    );
  }
  return json as T;
}

export const calcOrder = (branchId: number, body: CalcOrderRequest, locale: string, signal?: AbortSignal) =>
  post<CalcOrderResponse>(`service/pos/calc-order/${branchId}`, body, locale, {}, signal);

export const placeOrder = (body: OrderRequest, idempotencyKey: string, locale: string) =>
  post<PlaceOrderResponse>('webapp/order', body, locale, { 'idempotency-key': idempotencyKey });
