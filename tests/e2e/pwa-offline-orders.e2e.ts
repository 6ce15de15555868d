import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { serverSql } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The orders (and their idempotency keys) of this run's diner, Noura on 50123456. */
const ordersOf = (phone: string) =>
  serverSql(server, 'SELECT id, idempotency_key FROM orders WHERE phone LIKE $1 ORDER BY id', [`%${phone}`]);

/** A phone on the pickup checkout with one dish, its service worker in control and the outbox code loaded. */
async function atCheckout(context: BrowserContext): Promise<Page> {
  await skipAreaModal(context);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/demo/pickup`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const item = await quickItem(server.baseUrl);
  await fillCart(page, server.baseUrl, 'pickup', item, 1);
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.waitForURL('**/demo/pickup/checkout');
  // The layout's outbox host has loaded its code once the outbox database exists.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'sufra-outbox')), {
      timeout: 15_000,
    })
    .toBe(true);
  // The diner fills in the details with signal (the phone check loads its rules on blur)…
  await page.getByLabel('Name', { exact: true }).fill('Noura');
  await page.getByLabel('Mobile number').fill('50123456');
  await page.getByLabel('Mobile number').blur();
  if (await page.getByLabel('Car model').count()) {
    await page.getByLabel('Car model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
  }
  await page.getByRole('radio', { name: 'Cash', exact: true }).check();
  return page;
}

/** …and taps "Place order" with none. */
async function placeOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect.poll(() => page.getByTestId('order-kept').isVisible()).toBe(true);
}

describe('an order placed offline (ADR 906)', () => {
  it('is kept, survives a reload, and is placed exactly once when the connection returns', async () => {
    const context = await browser.newContext(PHONE);
    const page = await atCheckout(context);
    const before = await ordersOf('50123456');

    await placeOffline(context, page);
    await screenshot(page, 'offline-order-kept-phone', { fullPage: false });
    const kept = await page.evaluate(async () => {
      const { key, state, headers } = await new Promise<{
        key: string;
        state: string;
        headers: Record<string, string>;
      }>((resolve, reject) => {
        const open = indexedDB.open('sufra-outbox');
        open.onsuccess = () => {
          const all = open.result.transaction('orders').objectStore('orders').getAll();
          all.onsuccess = () => resolve(all.result[0]);
          all.onerror = () => reject(all.error);
        };
      });
      return { key, state, idempotency: headers['idempotency-key'] };
    });
    expect(kept.state).toBe('queued');
    expect(kept.idempotency).toBe(kept.key);
    expect((await ordersOf('50123456')).length).toBe(before.length);
    // The cart is emptied: the kept order is not placed a second time from it.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some(
          (k) => k.startsWith('sufra:cart:') && JSON.parse(localStorage[k] ?? '{}').items?.length,
        ),
      ),
    ).toBe(false);

    // Reloaded while still offline: the worker's offline page; the order is still kept.
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Open the menu' }).count()).toBe(1);

    // Back online, the next page that opens sends it (Background Sync may have sent it first:
    // either way the key makes it one order).
    await context.setOffline(false);
    await page.goto(`${server.baseUrl}/demo/pickup`);
    const sent = page.getByTestId('offline-orders');
    await expect.poll(() => sent.textContent(), { timeout: 20_000 }).toContain('Your order was sent');
    await screenshot(page, 'offline-order-sent-phone', { fullPage: false });
    const after = await ordersOf('50123456');
    expect(after.length).toBe(before.length + 1);
    expect(String(after.at(-1)?.idempotency_key)).toContain(kept.key);

    // A second page, another send: still one order; the diner follows it to its live status.
    const second = await context.newPage();
    await second.goto(`${server.baseUrl}/demo/pickup`);
    await second.evaluate(async () => {
      await new Promise((r) => setTimeout(r, 0));
      dispatchEvent(new Event('sufra:outbox'));
    });
    await second.close();
    await sent.getByRole('link', { name: 'Follow your order' }).click();
    await page.waitForURL(/\/demo\/order\/\d+/);
    await expect.poll(() => page.getByText('Waiting for the restaurant').count()).toBeGreaterThan(0);
    expect((await ordersOf('50123456')).length).toBe(before.length + 1);
    // Followed: the notice is gone from the outbox.
    await expect.poll(() => page.getByTestId('offline-orders').count()).toBe(0);
    await context.close();
  });

  it('left open, the checkout moves on to the order by itself when the connection returns', async () => {
    const context = await browser.newContext(PHONE);
    const page = await atCheckout(context);
    const before = await ordersOf('50123456');
    await placeOffline(context, page);
    await context.setOffline(false);
    await page.waitForURL(/\/demo\/order\/\d+/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('offline-orders').textContent()).toContain('Your order was sent');
    expect((await ordersOf('50123456')).length).toBe(before.length + 1);
    await context.close();
  });
});
