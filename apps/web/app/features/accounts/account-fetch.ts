import type { ClaimOrdersResponse, Customer, SavedLocationInput } from '@sufra/contract';

// The account calls the checkout steps and the orders list make in the browser, with plain
// fetch and the contract's types only: the contract's runtime (zod) would weigh on those pages
// (ADR 304). The session is the HttpOnly cookie; x-webapp lets it count (ADR 702).

async function call<T>(method: string, path: string, body?: unknown): Promise<T | null> {
  try {
    const res = await fetch(`/api/${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-webapp': 'true',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The signed-in diner, or null for a guest (a 401 here is no reason to leave the page, SPEC §6). */
export const fetchMyAccount = async (): Promise<Customer | null> =>
  (await call<{ user: Customer }>('GET', 'webapp/profile'))?.user ?? null;

export const saveLocation = (body: SavedLocationInput) => call('POST', 'webapp/locations', body);

export const claimDeviceOrders = (orders: { id: number; token: string }[]) =>
  call<ClaimOrdersResponse>('POST', 'webapp/orders/claim', { orders });
