import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { quickItem } from './support/checkout.ts';
import { sqlOnServer } from './support/database.ts';
import { placeColdBrew, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';

// The restaurant's time promise, counted down live (ADR 1040), and "Order again" at today's
// prices (ADR 1041).

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

const place = (over: Record<string, unknown> = {}) => placeColdBrew(server, over);

async function staffBoard(): Promise<Page> {
  const staff = await (await browser.newContext(DESKTOP)).newPage();
  await staff.goto(`${server.baseUrl}/demo/staff`);
  await staff.getByLabel('Staff token').fill(staffToken);
  await staff.getByRole('button', { name: 'Open the board' }).click();
  return staff;
}

const HH_MM = '\\d{1,2}:\\d{2}\\s?[AP]M';

describe('time promises', () => {
  it('staff accept with "ready in 30 min"; the open order page shows the time and counts down, live', async () => {
    const placed = await place();
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    await expect.poll(() => page.getByTestId('live').textContent()).toBe('Live');
    expect(await page.getByTestId('order-promise').count()).toBe(0);

    const staff = await staffBoard();
    const card = staff.locator('article[id^="staff-order-"]', {
      has: staff.getByRole('heading', { name: `#${placed.order.id}`, exact: true }),
    });
    await card.getByTestId('ready-in').selectOption('30');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => card.getByTestId('staff-promise').textContent())
      .toMatch(/^Promised ready at \d{2}:\d{2}/);
    await screenshot(staff, 'journey4-staff-promise', { fullPage: false });

    // No reload: the status event brings the promise.
    await expect
      .poll(() => page.getByTestId('order-promise').textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`^Ready at ${HH_MM}in (30|29) min$`));
    await screenshot(page, 'journey4-order-promise', { fullPage: false });
    await page.context().close();
    await staff.context().close();
  });

  it('a delivery reads "Arrives 19:40–19:50"; past the time it says "any minute now"', async () => {
    const placed = await place({
      selling_types: 'delivery',
      car: undefined,
      order_lines: [{ item_id: 11, price_label_id: 18, quantity: 4 }],
      address: {
        lat: 29.3356,
        lng: 48.0763,
        block: '10',
        street: 'Salem Al Mubarak',
        avenue: '3',
        house_number: '12',
        form_type: 'house',
      },
    });
    const accepted = await fetch(`${server.baseUrl}/api/staff/orders/${placed.order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ status: 1, ready_in_minutes: 45 }),
    });
    expect(accepted.status).toBe(200);
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    await expect
      .poll(() => page.getByTestId('order-promise').textContent())
      .toMatch(new RegExp(`^Arrives ${HH_MM}–${HH_MM}in (45|44) min$`));
    await sqlOnServer(server, `update orders set ready_at = now() - interval '2 minutes' where id = $1`, [
      placed.order.id,
    ]);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-countdown').textContent()).toBe('Any minute now');
    await page.context().close();
  });
});

describe('order again', () => {
  it('the history lists status, items and total; Order again adds what is still sold at today’s price and says what changed', async () => {
    const placed = await place({
      order_lines: [
        { item_id: 11, price_label_id: 18, quantity: 2 },
        { item_id: 42, price_label_id: 52, quantity: 1, modifiers: '139' },
      ],
    });
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo`);
    // The order as this phone remembers it after placing (ADR 905's device history).
    await page.evaluate(
      ([id, token, total]) =>
        localStorage.setItem(
          'sufra:orders:demo',
          JSON.stringify([{ id, token, at: new Date().toISOString(), total, type: 'pickup' }]),
        ),
      [placed.order.id, placed.token, placed.order.amounts.total] as const,
    );
    // Since then: Cold Brew costs 0.250 more, and the platter is off the menu.
    const [{ price }] = (await sqlOnServer(server, 'select price from price_labels where id = 18')).rows as [
      { price: number },
    ];
    await sqlOnServer(server, 'update price_labels set price = price + 250 where id = 18');
    await sqlOnServer(server, 'update items set visible = false where id = 42');
    // The change reaches the server's menu cache through NOTIFY (ADR 201): wait for it.
    await expect
      .poll(async () => {
        const menu = await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).text();
        return menu.includes('"Mixed Grill Platter"');
      })
      .toBe(false);
    try {
      await page.goto(`${server.baseUrl}/demo/orders/history`);
      const card = page.getByTestId('history-order').first();
      await expect
        .poll(() => card.getByTestId('history-status').textContent())
        .toBe('Waiting for the restaurant');
      expect(await card.getByTestId('history-items').textContent()).toBe(
        '2× Cold Brew, 1× Mixed Grill Platter',
      );
      await screenshot(page, 'journey4-history', { fullPage: false });
      await card.getByRole('button', { name: 'Order again' }).click();
      const notice = card.getByTestId('reorder-notice');
      await expect.poll(() => notice.textContent()).toContain('2 items added to your cart');
      const text = ((await notice.textContent()) ?? '').replace(/\s+/g, ' ');
      const kwd = (minor: number) => `KWD ${(minor / 1000).toFixed(3)}`;
      expect(text).toContain(`Cold Brew is now ${kwd(price + 250)} (was ${kwd(price)})`);
      expect(text).toContain('Mixed Grill Platter is no longer available');
      await screenshot(page, 'journey4-reorder', { fullPage: false });
      await notice.getByRole('link', { name: 'View cart' }).click();
      await page.waitForURL('**/demo/pickup/cart');
      // The cart's own lines (its suggestions below are another list, ADR 792).
      const lines = page.getByTestId('cart-line');
      await expect.poll(() => lines.filter({ hasText: 'Cold Brew' }).count()).toBe(1);
      expect(await lines.filter({ hasText: 'Mixed Grill Platter' }).count()).toBe(0);
      const stored = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('sufra:cart:demo:'));
        return JSON.parse(localStorage[key ?? ''] ?? '{}').items as {
          id: number;
          count: number;
          price: number;
        }[];
      });
      expect(stored).toEqual([expect.objectContaining({ id: 11, count: 2, price: price + 250 })]);
    } finally {
      await sqlOnServer(server, 'update price_labels set price = price - 250 where id = 18');
      await sqlOnServer(server, 'update items set visible = true where id = 42');
      await context.close();
    }
  });
});

describe('desktop (ADR 1042)', () => {
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it('at 1280 px: tabs in a start rail beside the page, the basket in an end rail, carousel arrows', async () => {
    const context = await browser.newContext(DESKTOP);
    await context.addInitScript(() => sessionStorage.setItem('sufra:area-dismissed', '1'));
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/pickup`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const rail = page.getByTestId('basket-rail');
    await expect.poll(() => rail.getByText('Your cart is empty').count()).toBe(1);
    const hero = page.getByRole('heading', { level: 1 });
    const navBox = await nav.boundingBox();
    const railBox = await rail.boundingBox();
    const heroBox = await hero.boundingBox();
    if (!navBox || !railBox || !heroBox) throw new Error('not laid out');
    // The tab bar stands at the start edge, full height, and covers nothing of the page.
    expect(navBox.x).toBe(0);
    expect(navBox.height).toBe(800);
    expect(railBox.x + railBox.width).toBe(1280);
    expect(overlaps(navBox, heroBox) || overlaps(railBox, heroBox)).toBe(false);
    // A dish's "Add" lands in the basket at once, with its total.
    const quick = await quickItem(server.baseUrl);
    await page.goto(`${server.baseUrl}/demo/pickup/${quick.category_id}`);
    const add = page.getByRole('button', { name: `Add ${quick.name}` }).first();
    expect(overlaps(navBox, (await add.boundingBox()) ?? navBox)).toBe(false);
    await add.click();
    await expect.poll(() => rail.getByTestId('basket-rail-total').textContent()).toMatch(/^KWD\s\d+\.\d{3}$/);
    expect(await rail.getByText(quick.name).count()).toBe(1);
    await page.goto(`${server.baseUrl}/demo/pickup`);
    await expect.poll(() => rail.getByText(quick.name).count()).toBe(1);
    // No floating cart bar over the menu on a wide screen: the rail's own link is the only way on.
    expect(await page.getByRole('link', { name: /^View cart/ }).count()).toBe(1);
    expect(await rail.getByRole('link', { name: 'View cart' }).count()).toBe(1);
    // The first shelf scrolls by its arrows.
    const shelf = page.locator('section', { has: page.getByRole('heading', { name: 'Bestsellers' }) });
    const row = shelf.locator('.overflow-x-auto');
    expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
    await shelf.getByRole('button', { name: 'Scroll forward' }).click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await screenshot(page, 'journey4-desktop-menu', { fullPage: false });

    // The checkout: the steps beside the summary, which holds the lines and "Place order".
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
    const summary = page.getByTestId('checkout-items-summary');
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await page.getByTestId('checkout-items').isVisible()).toBe(false);
    const place = page.getByRole('button', { name: /^Place order/ });
    const contact = page.getByRole('heading', { name: 'Contact' });
    const placeBox = await place.boundingBox();
    const contactBox = await contact.boundingBox();
    if (!placeBox || !contactBox) throw new Error('not laid out');
    expect(placeBox.x).toBeGreaterThan(contactBox.x + 400);
    expect(placeBox.y).toBeLessThan(600);
    await screenshot(page, 'journey4-desktop-checkout', { fullPage: false });
    await context.close();
  });

  it('at 375 px nothing of it shows: the tab bar at the bottom, no basket rail, no arrows, the summary in the steps', async () => {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(() => sessionStorage.setItem('sufra:area-dismissed', '1'));
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/pickup`);
    const navBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const viewport = page.viewportSize();
    if (!navBox || !viewport) throw new Error('not laid out');
    expect(navBox.y + navBox.height).toBeCloseTo(viewport.height, 0);
    expect(navBox.width).toBe(viewport.width);
    expect(await page.getByTestId('basket-rail').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Scroll forward' }).first().isVisible()).toBe(false);
    await context.close();
  });
});
