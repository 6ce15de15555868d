import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { sqlOnServer } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Issue 31, the rest of #10 and #14: each as the diner meets it, on one server for the file.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // The demo takes bookings with a pre-order (reservation.type 2 means with order).
  await sqlOnServer(
    server,
    `UPDATE businesses SET settings = jsonb_set(settings, '{reservation,type}', '2'::jsonb) WHERE reference_id = 'demo'`,
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function bookingPage(): Promise<Page> {
  const context = await browser.newContext(PHONE);
  await skipAreaModal(context);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/demo/reservation/table`);
  const free = page.locator('input[name="time"]:not(:disabled)');
  await expect.poll(() => free.count()).toBeGreaterThan(0);
  await free.first().locator('xpath=..').click();
  await expect.poll(() => free.first().isChecked()).toBe(true);
  await page.getByLabel('Name').fill('Huda Trust');
  await page.getByLabel('Mobile number').fill('50123456');
  return page;
}

describe('issue 31, part two', () => {
  it('#10 a pre-order booking with no dishes books (no "missing or too long")', async () => {
    const page = await bookingPage();
    await page.getByLabel('Cash').check();
    await page.getByRole('button', { name: 'Reserve and order' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/demo\/reservation\/success\/[0-9A-Z]{8}\?token=/);
    expect(await page.getByText('This field is missing or too long.').count()).toBe(0);
    await page.context().close();
  });

  it('#10 the picker shows the price charged, a total before "Reserve and order", times as the language writes them', async () => {
    const page = await bookingPage();
    // en writes a 12-hour clock: "7:00 PM", not "19:00".
    const firstTime =
      (await page.locator('input[name="time"]:checked').locator('xpath=..').textContent()) ?? '';
    expect(firstTime).toMatch(/\d{1,2}:\d{2}\s?[AP]M/);
    const dallah = page.getByTestId('pre-order').locator('li', { hasText: 'Arabic Coffee Dallah' }).first();
    // 2.000 on the menu, less the demo's 5% dine-in discount a reservation's order takes: 1.900.
    expect(await dallah.textContent()).toContain('1.900');
    await dallah.locator('input[type="number"]').fill('2');
    const total = page.getByTestId('pre-order-total');
    await expect.poll(() => total.textContent()).toContain('3.800');
    await screenshot(page, 'diner-trust-2-preorder-total-375');
    await page.getByLabel('Cash').check();
    await page.getByRole('button', { name: 'Reserve and order' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/demo\/reservation\/success\/[0-9A-Z]{8}\?token=/);
    // What was shown is what is charged.
    const order = page.getByTestId('reservation-order');
    await expect.poll(() => order.textContent()).toContain('3.800');
    await page.context().close();
  });

  it("#14 a POST to a page says so in words, never React Router's route name", async () => {
    const res = await fetch(`${server.baseUrl}/demo/pickup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    const html = await res.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).not.toMatch(/routes\/|action|POST/);
    // What the page shows (React Router's own hydration payload still carries its error text).
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).toContain('That cannot be done on this page.');
    expect(shown).not.toContain('did not provide an');
  });
});
