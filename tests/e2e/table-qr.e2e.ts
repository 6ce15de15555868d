import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { contactAndPlace, fillCart, quickItem } from './support/checkout.ts';
import { serverSql } from './support/database.ts';
import { demoOrderBody } from './support/order-load.ts';
import { orderIdOfPage } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Table QR links (ADR 749–752) in Chromium against the production server: the link `npm start`
// prints orders to its table; a plain table number in the link is refused with a clear message
// (and by the API); a rotated token stops the old QR code at once.
let server: RunningServer;
let browser: Browser;
let item: Awaited<ReturnType<typeof quickItem>>;
let qrPath: string;
let qrTable: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  item = await quickItem(server.baseUrl);
  const printed = /Table QR link \(demo, table (\S+)\): (\S+)/.exec(server.output());
  qrTable = printed?.[1] ?? '';
  qrPath = printed ? new URL(printed[2] ?? '').pathname + new URL(printed[2] ?? '').search : '';
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phone(locale = 'en', options = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, locale });
  await skipAreaModal(context);
  if (locale !== 'en')
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: server.baseUrl }]);
  return { context, page: await context.newPage() };
}

/** The QR link's query on the menu page of the quick item's category (what fillCart opens). */
const query = (path: string) => path.slice(path.indexOf('?'));

describe('a table QR link', () => {
  it('npm start prints the demo table’s link, in the token form', () => {
    expect(qrTable).toBe('T1');
    expect(qrPath).toMatch(/^\/demo\/dinein\?branch=[\w-]+&table=[A-Za-z0-9_-]{32}$/);
    // The access log keeps no token (the server logs at warn here; the rule is tested in the server's tests).
    expect(server.output()).not.toMatch(/table=[A-Za-z0-9_-]{32}[^\n]*\n[^\n]*"url"/);
  });

  it('a diner opens it, orders dine-in, and the order is at that table', { timeout: 120_000 }, async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}${qrPath}`);
    await expect.poll(() => page.getByText('Ordering for Table T1').count()).toBe(1);
    await fillCart(page, server.baseUrl, 'dinein', item, 1, query(qrPath));
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/dinein/checkout');
    await expect.poll(() => page.getByTestId('table-linked').textContent()).toContain('Table T1');
    await screenshot(page, 'table-qr-checkout-en');
    await contactAndPlace(page);
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('order-details').textContent()).toContain('T1');
    const id = await orderIdOfPage(server, page.url());
    const [row] = await serverSql(server, 'SELECT table_name, order_type FROM orders WHERE id = $1', [id]);
    expect(row).toMatchObject({ table_name: 'T1', order_type: 1 });
    await context.close();
  });

  it('a plain table number is refused: the page says to scan the code; the API answers 422', {
    timeout: 120_000,
  }, async () => {
    for (const [locale, options] of [
      ['en', PHONE],
      ['ar', PHONE],
      ['ja', DESKTOP],
    ] as const) {
      const { context, page } = await phone(locale, options);
      await page.goto(`${server.baseUrl}/demo/dinein?table=T3`);
      await expect.poll(() => page.getByTestId('table-link-refused').count()).toBe(1);
      if (locale === 'en')
        expect(await page.getByTestId('table-link-refused').textContent()).toContain(
          'This link names Table “T3” without its code. Scan the QR code on your table',
        );
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `table-qr-refused-${locale}-${scheme}`, { fullPage: false });
      }
      if (locale === 'en') {
        await fillCart(page, server.baseUrl, 'dinein', item, 1, '?table=T3');
        await page.getByRole('link', { name: 'Continue to checkout' }).click();
        await page.waitForURL('**/demo/dinein/checkout');
        await expect.poll(() => page.getByTestId('table-scan').count()).toBe(1);
        expect(await page.getByRole('combobox', { name: 'Table' }).count()).toBe(0);
        await screenshot(page, 'table-qr-checkout-scan-en');
      }
      await context.close();
    }
    // Before any script runs (a cheap phone on 3G): the server-rendered page says it already.
    const noScripts = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const bare = await noScripts.newPage();
    await bare.goto(`${server.baseUrl}/demo/dinein?table=T3`);
    expect(await bare.getByTestId('table-link-refused').textContent()).toContain(
      'Scan the QR code on your table',
    );
    await noScripts.close();
    const body = {
      ...(await demoOrderBody(server.baseUrl)),
      selling_types: 'dine_in',
      car: null,
      table: 'T3',
    };
    const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: 1, code: 'TABLE_TOKEN_REQUIRED' });
  });

  it('`npm run tables:qr -- demo --rotate` while the server runs: the old QR stops working', {
    timeout: 120_000,
  }, async () => {
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['apps/server/src/features/tables/table-token-cli.ts', ...args], {
        cwd: new URL('../..', import.meta.url).pathname,
        env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
      });
    const listed = (await cli('demo')).stdout;
    expect(listed).toContain(qrPath);
    const [t1] = await serverSql(
      server,
      "SELECT t.id FROM dining_tables t JOIN businesses b ON b.id = t.business_id WHERE b.reference_id = 'demo' AND t.qr_token = $1",
      [new URLSearchParams(query(qrPath)).get('table')],
    );
    const rotated = (await cli('demo', '--rotate', String(t1?.id))).stdout;
    const fresh = /(\/demo\/dinein\?\S+)/.exec(rotated)?.[1] ?? '';
    expect(fresh).not.toBe(qrPath);
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}${qrPath}`);
    await expect
      .poll(() => page.getByTestId('table-link-refused').textContent())
      .toContain('no longer valid');
    await page.goto(`${server.baseUrl}${fresh}`);
    await expect.poll(() => page.getByText('Ordering for Table T1').count()).toBe(1);
    expect(await page.getByTestId('table-link-refused').count()).toBe(0);
    await context.close();
  });
});
