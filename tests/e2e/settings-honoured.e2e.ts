import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { sqlOnServer } from './support/database.ts';
import { placeDemoOrder, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Business settings the storefront must honour (docs/settings.md lists each with its test).
let server: RunningServer;
let browser: Browser;
let staffToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: '' }), launchBrowser()]);
  staffToken = staffTokenOf(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const setting = (json: string) =>
  sqlOnServer(server, `UPDATE businesses SET settings = settings || $1::jsonb WHERE reference_id = 'demo'`, [
    json,
  ]);

async function page() {
  const context = await browser.newContext(PHONE);
  await skipAreaModal(context);
  return context.newPage();
}

describe('business settings on the storefront', () => {
  it('checkoutDelivery off: the delivery menu offers no "+" while pickup still does', async () => {
    const p = await page();
    await setting('{"checkoutDelivery": false}');
    await expect
      .poll(
        async () => {
          await p.goto(`${server.baseUrl}/demo/delivery`);
          return p.getByRole('button', { name: /^Add / }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    await p.goto(`${server.baseUrl}/demo/pickup`);
    expect(await p.getByRole('button', { name: /^Add / }).count()).toBeGreaterThan(0);
    await setting('{"checkoutDelivery": true}');
    await p.context().close();
  });

  it('is_standard_menu off: the menu opens on its categories as cards', async () => {
    const p = await page();
    await setting('{"is_standard_menu": false}');
    await expect
      .poll(
        async () => {
          await p.goto(`${server.baseUrl}/demo/pickup`);
          return p.getByTestId('category-grid').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await screenshot(p, 'category-menu-375', { fullPage: false });
    await p.getByTestId('category-grid').getByRole('link').first().click();
    await p.waitForURL(/\/demo\/pickup\/\d+$/);
    await setting('{"is_standard_menu": true}');
    await p.context().close();
  });

  it('business_type: the landing says what kind of place it is (schema.org JSON-LD)', async () => {
    const p = await page();
    await p.goto(`${server.baseUrl}/demo`);
    const ld = JSON.parse((await p.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Restaurant', name: expect.stringContaining('Bayt Al Bahar') });
    expect(ld.sameAs).toEqual(['https://instagram.com/baytalbahar.kw']);
    await sqlOnServer(server, `UPDATE businesses SET business_type = 'shop' WHERE reference_id = 'demo'`);
    await expect
      .poll(
        async () => {
          await p.goto(`${server.baseUrl}/demo`);
          return JSON.parse((await p.locator('script[type="application/ld+json"]').textContent()) ?? '{}')[
            '@type'
          ];
        },
        { timeout: 15_000 },
      )
      .toBe('Store');
    await sqlOnServer(
      server,
      `UPDATE businesses SET business_type = 'restaurant' WHERE reference_id = 'demo'`,
    );
    await p.context().close();
  });

  it('feedback off: no Feedback page and no link to it', async () => {
    const p = await page();
    await setting('{"feedback": false}');
    await expect
      .poll(async () => (await p.goto(`${server.baseUrl}/demo/Feedback`))?.status(), { timeout: 15_000 })
      .toBe(404);
    await p.goto(`${server.baseUrl}/demo/pickup`);
    await p.getByRole('button', { name: 'More' }).click();
    await p.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await p.getByRole('link', { name: 'Feedback' }).count()).toBe(0);
    await setting('{"feedback": true}');
    await p.context().close();
  });

  it('kitchen_label: an accepted order says who is preparing it, in the business’s word', async () => {
    const order = await placeDemoOrder(server, staffToken, [1]);
    const p = await page();
    await p.goto(`${server.baseUrl}/demo/order/${order.id}?token=${order.token}`);
    expect(await p.getByTestId('kitchen-label').textContent()).toBe('Kitchen: preparing your order');
    await setting('{"kitchen_label": {"en": "Barista bar", "ar": "ركن الباريستا"}}');
    await expect
      .poll(
        async () => {
          await p.goto(`${server.baseUrl}/demo/order/${order.id}?token=${order.token}`);
          return p.getByTestId('kitchen-label').textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('Barista bar: preparing your order');
    await setting('{"kitchen_label": {"en": "Kitchen", "ar": "المطبخ"}}');
    await p.context().close();
  });
});
