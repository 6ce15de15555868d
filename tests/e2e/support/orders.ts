import { expect } from 'vitest';
import { quickItem } from './checkout.ts';
import { serverSql } from './database.ts';
import type { RunningServer } from './server.ts';

/**
 * An order's number, what the board shows and staff calls take, read from the server's database
 * by its public reference: no diner answer carries it (ADR 1472).
 */
export async function orderIdOf(server: RunningServer, publicRef: string): Promise<number> {
  const [row] = await serverSql(server, 'SELECT id FROM orders WHERE public_ref = $1', [publicRef]);
  expect(row, publicRef).toBeDefined();
  return Number(row?.id);
}

/** The same number as the staff's board reads it (for servers whose database is not at hand). */
export async function boardOrderIdOf(
  baseUrl: string,
  staffToken: string,
  publicRef: string,
): Promise<number> {
  const res = await fetch(`${baseUrl}/api/staff/orders?scope=recent`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(res.status).toBe(200);
  const { orders } = (await res.json()) as { orders: { id: number; public_ref: string }[] };
  const id = orders.find((o) => o.public_ref === publicRef)?.id;
  expect(id, publicRef).toBeDefined();
  return id ?? 0;
}

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
  const placed = (await res.json()) as { order: { public_ref: string }; token: string };
  expect(res.status, JSON.stringify(placed)).toBe(201);
  const id = await orderIdOf(server, placed.order.public_ref);
  for (const status of statuses) {
    const moved = await fetch(`${server.baseUrl}/api/staff/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ status }),
    });
    expect(moved.status).toBe(200);
  }
  return { id, publicRef: placed.order.public_ref, token: placed.token };
}

/** The staff board token the demo's start-up log prints (`token sst_…`). */
export const staffTokenOf = (server: RunningServer): string =>
  /token (sst_[A-Za-z0-9_-]+)/.exec(server.output())?.[1] ?? '';

let keys = 0;
export type PlacedByApi = {
  /** `id`: the staff's number, read from the database (the diner's answer has none, ADR 1472). */
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
  expect(body.order).not.toHaveProperty('id');
  return { ...body, order: { ...body.order, id: await orderIdOf(server, body.order.public_ref) } };
}

/** The public reference an order page's URL names the order by (ADR 1471). */
export const orderRefOf = (url: string): string => /\/order\/([0-9A-HJKMNP-TV-Z]{8})/.exec(url)?.[1] ?? '';

/**
 * The id (what the board shows, what staff calls take) of the order a diner's page shows: by the
 * reference in its URL (the page itself never learns the number, ADR 1472).
 */
export async function orderIdOfPage(server: RunningServer, pageUrl: string): Promise<number> {
  return orderIdOf(server, orderRefOf(pageUrl));
}

/** The reference as people read it, `K7M2-QX9P` (the storefront's `formatOrderRef`). */
export const orderLabelOf = (ref: string): string => `${ref.slice(0, 4)}-${ref.slice(4)}`;
