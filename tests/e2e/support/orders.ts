import { expect } from 'vitest';
import { quickItem } from './checkout.ts';
import type { RunningServer } from './server.ts';

/**
 * A car-pickup order of the demo placed through the API (cash), then moved by staff through
 * `statuses` (e.g. [1, 3, 5] for delivered). Answers its id and token.
 */
export async function placeDemoOrder(server: RunningServer, staffToken: string, statuses: number[]) {
  const item = (await quickItem(server.baseUrl)) as Awaited<ReturnType<typeof quickItem>> & {
    price_labels: { id: number }[];
  };
  const restaurant = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    restaurant: { branch_id: number };
  };
  const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${Math.random()}` },
    body: JSON.stringify({
      branch_id: restaurant.restaurant.branch_id,
      selling_types: 'car_pickup',
      order_lines: [{ item_id: item.id, price_label_id: item.price_labels[0]?.id, quantity: 1 }],
      name: 'Noura',
      phone: '50123456',
      dial_code: '965',
      payment_type: 2,
      car: { brand: 'Lexus', color: 'White', plate: '12345' },
    }),
  });
  const placed = (await res.json()) as { order: { id: number }; token: string };
  expect(res.status, JSON.stringify(placed)).toBe(201);
  for (const status of statuses) {
    const moved = await fetch(`${server.baseUrl}/api/staff/orders/${placed.order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ status }),
    });
    expect(moved.status).toBe(200);
  }
  return { id: placed.order.id, token: placed.token };
}

/** The staff board token the demo's start-up log prints (`token sst_…`). */
export const staffTokenOf = (server: RunningServer): string =>
  /token (sst_[A-Za-z0-9_-]+)/.exec(server.output())?.[1] ?? '';

let keys = 0;
export type PlacedByApi = {
  order: { id: number; public_ref: string; amounts: { total: number } };
  order_url: string;
  token: string;
};

/**
 * A car pickup of one Cold Brew (item 11, label 18) at the main branch, paid in cash, placed
 * through the API; `over` replaces any field. Expects the 201 and answers its body.
 */
export async function placeColdBrew(server: RunningServer, over: Record<string, unknown> = {}) {
  const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${Date.now()}-${keys++}` },
    body: JSON.stringify({
      branch_id: 1,
      selling_types: 'car_pickup',
      order_lines: [{ item_id: 11, price_label_id: 18, quantity: 1 }],
      car: { brand: 'Nissan Patrol', color: 'White', plate: '12345' },
      name: 'Noura',
      phone: '50123456',
      dial_code: '965',
      payment_type: 2,
      ...over,
    }),
  });
  const body = (await res.json()) as PlacedByApi;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** The public reference an order page's URL names the order by (ADR 1471). */
export const orderRefOf = (url: string): string => /\/order\/([0-9A-HJKMNP-TV-Z]{8})/.exec(url)?.[1] ?? '';

/**
 * The id (what the board shows, what staff calls take) of the order a diner's page shows: read
 * by the reference and the token in its URL, as the page itself reads it.
 */
export async function orderIdOfPage(server: RunningServer, pageUrl: string): Promise<number> {
  const token = new URL(pageUrl).searchParams.get('token') ?? '';
  const res = await fetch(`${server.baseUrl}/api/webapp/order/${orderRefOf(pageUrl)}`, {
    headers: { 'x-order-token': token },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { order: { id: number } }).order.id;
}

/** The reference as people read it, `K7M2-QX9P` (the storefront's `formatOrderRef`). */
export const orderLabelOf = (ref: string): string => `${ref.slice(0, 4)}-${ref.slice(4)}`;
