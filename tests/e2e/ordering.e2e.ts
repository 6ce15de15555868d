import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { orderIdOf, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let staffToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  staffToken = staffTokenOf(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Placed = {
  order: { id: number; public_ref: string; status: number };
  token: string;
  order_url: string;
  payment: { url: string } | null;
};

/**
 * An order the demo takes at any hour: shipped abroad (shipping is always open, [product: Opening hours and scheduling]), above
 * the country's minimum, with the first item that needs no choices.
 */
async function placeShippedOrder(paymentType: number): Promise<Placed> {
  const restaurant = await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json();
  type Item = {
    id: number;
    available: boolean;
    types: { delivery: boolean };
    comment_required: boolean;
    modifier_groups: { min: number }[];
    price_labels: { id: number; price: number; minimum: number; maximum: number | null }[];
  };
  const items: Item[] = [];
  const walk = (categories: { items: Item[]; subcategories?: unknown[] }[]) => {
    for (const c of categories) {
      items.push(...c.items);
      walk((c.subcategories ?? []) as typeof categories);
    }
  };
  walk(restaurant.menu.categories);
  const item = items.find(
    (i) =>
      i.available &&
      i.types.delivery &&
      !i.comment_required &&
      i.modifier_groups.every((g) => g.min === 0) &&
      (i.price_labels[0]?.minimum ?? 1) <= 1 &&
      (i.price_labels[0]?.price ?? 0) >= 2000,
  );
  const label = item?.price_labels[0];
  if (!item || !label) throw new Error('no simple item in the demo menu');
  const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({
      branch_id: restaurant.restaurant.branch_id,
      selling_types: 'delivery',
      shipping_country: 'SA',
      address: { city: 'Riyadh', street: 'King Fahd Road', building: '3' },
      order_lines: [
        { item_id: item.id, price_label_id: label.id, quantity: Math.ceil(10_000 / label.price) },
      ],
      name: 'Noura',
      phone: '50123456',
      dial_code: '965',
      payment_type: paymentType,
    }),
  });
  expect(res.status).toBe(201);
  const placed = (await res.json()) as Placed;
  // The board's number is the staff's: the diner's answer has none (ADR 1472).
  return { ...placed, order: { ...placed.order, id: await orderIdOf(server, placed.order.public_ref) } };
}

describe('ordering in Chromium against the production server', () => {
  it('the demo seed printed a staff token', () => {
    expect(staffToken).toMatch(/^sst_/);
  });

  it('staff accept an order on /{ref}/staff and the customer sees it live, without reloading', async () => {
    const placed = await placeShippedOrder(2);
    const customer = await (await browser.newContext(PHONE)).newPage();
    await customer.goto(`${server.baseUrl}${placed.order_url}`);
    await expect
      .poll(() => customer.getByTestId('order-status').textContent())
      .toBe('Waiting for the restaurant');
    await expect.poll(() => customer.getByTestId('live').textContent(), { timeout: 10_000 }).toBe('Live');

    const staff = await (await browser.newContext(DESKTOP)).newPage();
    await staff.goto(`${server.baseUrl}/demo/staff`);
    // Outside the customer layout: no storefront bottom navigation.
    expect(await staff.locator('nav[aria-label]').count()).toBe(0);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    const card = staff.locator('article[id^="staff-order-"]', {
      has: staff.getByRole('heading', { name: `#${placed.order.id}`, exact: true }),
    });
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => card.getByTestId('status').textContent()).toBe('Accepted');
    await expect
      .poll(() => customer.getByTestId('order-status').textContent(), { timeout: 10_000 })
      .toBe('Accepted');
    await screenshot(staff, 'ordering-staff-board', { fullPage: false });
    await screenshot(customer, 'ordering-order-page-accepted');

    // A new order appears on the open board by itself.
    const next = await placeShippedOrder(2);
    await expect
      .poll(() => staff.getByRole('heading', { name: `#${next.order.id}`, exact: true }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await staff.context().close();
    await customer.context().close();
  });

  it('a wrong staff token is refused on the board', async () => {
    const page = await (await browser.newContext(DESKTOP)).newPage();
    await page.goto(`${server.baseUrl}/demo/staff`);
    await page.getByLabel('Staff token').fill('sst_not_a_real_token');
    await page.getByRole('button', { name: 'Open the board' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not valid');
    await page.context().close();
  });

  it('online payment: the sandbox page per method, decline → fail page, pay again → approve → order page', async () => {
    const placed = await placeShippedOrder(4);
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${server.baseUrl}${placed.payment?.url}`);
    expect(await page.locator('.brand').textContent()).toBe('KNET');
    await screenshot(page, 'ordering-sandbox-knet');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/demo\/payment\/fail\?/);
    expect(await page.locator('h1').textContent()).toBe('Payment failed');
    await screenshot(page, 'ordering-payment-fail');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/);
    await expect.poll(() => page.getByText('KNET · paid').count()).toBe(1);
    await page.context().close();
  });

  it('the order page is 404 without the right token', async () => {
    const placed = await placeShippedOrder(2);
    const res = await fetch(`${server.baseUrl}/demo/order/${placed.order.id}?token=${'x'.repeat(22)}`);
    expect(res.status).toBe(404);
  });

  it('SIGTERM with live streams open still exits 0', async () => {
    const placed = await placeShippedOrder(2);
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    await expect.poll(() => page.getByTestId('live').textContent(), { timeout: 10_000 }).toBe('Live');
    expect(await server.stop()).toBe(0);
    await page.context().close();
  });
});
