import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let staffToken = '';
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  staffToken = /token (sst_[A-Za-z0-9_-]+)/.exec(server.output())?.[1] ?? '';
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
const OUT = '/tmp/shots-journey3';

it('shots', async () => {
  const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `shots-${Date.now()}` },
    body: JSON.stringify({
      branch_id: 1,
      selling_types: 'delivery',
      order_lines: [{ item_id: 11, price_label_id: 18, quantity: 3 }],
      name: 'Noura',
      phone: '50123456',
      dial_code: '965',
      payment_type: 2,
      tip: { percent: 10 },
      cutlery: false,
      no_contact: true,
      address: {
        lat: 29.3356,
        lng: 48.0763,
        block: '10',
        street: 'Salem Al Mubarak',
        house_number: '12',
        form_type: 'house',
      },
    }),
  });
  const placed = (await res.json()) as { order_url: string; order: { id: number } };
  if (res.status !== 201) throw new Error(JSON.stringify(placed));
  for (const lang of ['en', 'ar', 'ja']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
        await context.addInitScript(() => sessionStorage.setItem('sufra:area-dismissed', '1'));
        const page = await context.newPage();
        await page.goto(`${server.baseUrl}/demo/pickup/3`);
        await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
        await page.waitForTimeout(800);
        await context.addCookies([{ name: 'i18n_redirected', value: lang, url: server.baseUrl }]);
        await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
        await page.getByTestId('tip-section').waitFor();
        await page.waitForTimeout(1200);
        await page.getByTestId('tip-section').locator('label').nth(2).click();
        await page.waitForTimeout(1200);
        await page.getByTestId('tip-section').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${OUT}/checkout-${lang}-${scheme}-${width}.png`, fullPage: false });
        await page.getByTestId('totals').scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `${OUT}/checkout-totals-${lang}-${scheme}-${width}.png`,
          fullPage: false,
        });
        await page.goto(`${server.baseUrl}${placed.order_url}`);
        await page.waitForTimeout(1000);
        await page.screenshot({ path: `${OUT}/order-${lang}-${scheme}-${width}.png`, fullPage: true });
        if (width === 1280) {
          await page.goto(`${server.baseUrl}/demo/staff`);
          await page.getByRole('textbox').first().fill(staffToken);
          await page.getByRole('button').last().click();
          await page.waitForTimeout(1500);
          await page.screenshot({ path: `${OUT}/staff-${lang}-${scheme}.png`, fullPage: false });
        }
        await context.close();
      }
    }
  }
}, 600_000);
