import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, SCREENS_RUN, screenshot } from './support/browser.ts';
import { placeDemoOrder, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
let staffToken: string;
let owner: SignedIn;

beforeAll(async () => {
  // LOG_LEVEL=info: the development channel writes each code and message to the log (ADR 701).
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
  staffToken = staffTokenOf(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A context signed in as the demo's owner: one sign-in opens the back office, the board and the
 * data pages (ADR 1370); a device token no longer opens these.
 */
async function staffContext(options = DESKTOP, language?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, storageState: owner });
  if (language) await context.addCookies([{ name: 'i18n_redirected', value: language, url: server.baseUrl }]);
  return context;
}

const inPage = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url, { credentials: 'same-origin' })).text(), path);

async function menuJson(): Promise<string> {
  return (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).text();
}

const upload = (page: Page, testId: string, name: string, text: string) =>
  page.getByTestId(testId).setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

describe('the back office: import and export', () => {
  // One sign-in for everything (ADR 1370): the owner's session opens the data pages and the board.
  it('the demo owner signs in', async () => {
    owner = await ownerSession(browser, server);
  }, 60_000);

  it('a CSV with an error row changes nothing; a good one changes the price the storefront shows', async () => {
    const context = await staffContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/data`);
    await page.getByRole('heading', { name: 'Items and prices (CSV)' }).waitFor();
    const [header = [], ...rows] = parse(await inPage(page, '/api/staff/admin/demo/items.csv'), {
      bom: true,
    }) as string[][];
    const priceAt = header.indexOf('price');
    const row = rows.find((r) => r[priceAt] !== '9.875') as string[];

    // An error row: every error listed by row and column; the storefront keeps its prices.
    const before = await menuJson();
    const bad = rows.map((r) => [...r]);
    (bad[1] as string[])[priceAt] = 'abc';
    (bad[0] as string[])[priceAt] = '9.875';
    await upload(page, 'items-csv-file', 'items.csv', stringify([header, ...bad]));
    const errors = page.getByTestId('csv-errors');
    await errors.waitFor();
    expect(await errors.textContent()).toContain('“abc” is not a price');
    expect(await page.getByText('Nothing was changed').count()).toBe(1);
    await expectAccessible(page, 'CSV errors');
    await screenshot(page, 'admin-data-csv-errors');
    expect(await menuJson()).toBe(before);

    // A good file: the preview, then Apply, then the storefront's dish page shows the new price.
    const good = rows.map((r) => (r === row ? r.map((v, i) => (i === priceAt ? '9.875' : v)) : r));
    await upload(page, 'items-csv-file', 'items.csv', stringify([header, ...good]));
    const changes = page.getByTestId('csv-changes');
    await changes.waitFor();
    expect(await changes.textContent()).toContain('9.875');
    await screenshot(page, 'admin-data-csv-preview');
    await page.getByRole('button', { name: /Apply the changes/ }).click();
    await page.getByText(/Done: changes applied/).waitFor();
    await expect.poll(async () => (await menuJson()).includes('9875'), { timeout: 5_000 }).toBe(true);
    const restaurant = JSON.parse(await menuJson()) as {
      menu: { categories: { id: number; items: { id: number }[]; subcategories: unknown[] }[] };
    };
    const itemId = Number(row[0]);
    const category = restaurant.menu.categories.find((c) => c.items.some((i) => i.id === itemId));
    if (category) {
      const shop = await (await browser.newContext(PHONE)).newPage();
      await shop.goto(`${server.baseUrl}/demo/delivery/${category.id}/${itemId}`);
      await expect.poll(async () => (await shop.locator('main').textContent()) ?? '').toContain('9.875');
      await shop.context().close();
    }
    await context.close();
  });

  it('export → import round trip keeps the storefront the same', async () => {
    const context = await staffContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/data`);
    await page.getByRole('heading', { name: 'The whole business' }).waitFor();
    const document = await inPage(page, '/api/staff/admin/demo/export');
    const before = JSON.parse(await menuJson());
    page.once('dialog', (dialog) => void dialog.accept());
    await upload(page, 'business-file', 'demo-business.json', document);
    await page.getByText('Imported. Open menus update now.').waitFor();
    const after = JSON.parse(await menuJson());
    expect({ ...after, version: 0 }).toEqual({ ...before, version: 0 });
    expect(JSON.parse(await inPage(page, '/api/staff/admin/demo/export')).tables).toEqual(
      JSON.parse(document).tables,
    );
    await context.close();
  });

  it('`npm run business:export` then `business:import --ref copy` while the server runs: the copy sells the same menu', {
    timeout: 120_000,
  }, async () => {
    const cli = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['apps/server/src/features/admin-data/business-data-cli.ts', ...args],
        {
          cwd: new URL('../..', import.meta.url).pathname,
          env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
        },
      );
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-doc-')), 'demo.json');
    expect((await cli('export', 'demo', file)).stdout).toContain(`written to ${file}`);
    expect((await cli('import', file, '--ref', 'copy')).stdout).toMatch(/^copy: imported \(\d+ rows\)/);
    await expect(cli('import', file, '--ref', 'copy')).rejects.toThrow(/exists already/);
    const names = (text: string) => text.match(/"(name|price)":("[^"]*"|\d+)/g)?.sort();
    const copy = await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/copy`)).text();
    expect(names(copy)).toEqual(names(await menuJson()));
  });

  it('customers: each diner with orders, spend and last order; searched; both lists as CSV (ADR 1389)', async () => {
    await placeDemoOrder(server, staffToken, []);
    const context = await staffContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Customers', exact: true })
      .click();
    await page.waitForURL(/\/demo\/admin\/customers$/);
    const noura = page.getByRole('row', { name: /Noura/ });
    await expect.poll(() => noura.count()).toBe(1);
    expect(await noura.getByRole('link', { name: '+96550123456' }).getAttribute('href')).toBe(
      'tel:+96550123456',
    );
    await page.getByLabel('Find a customer by name or phone').fill('nobody-like-this');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByText('No customer matches.').count()).toBe(1);
    await page.getByLabel('Find a customer by name or phone').fill('0123');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => noura.count()).toBe(1);
    // The seeded sign-ups, and both files through the links the page shows (the board's cookie).
    await expect.poll(() => page.getByText('Signed up for your news: 3').count()).toBe(1);
    const file = async (name: string) => {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      return inPage(page, href ?? '');
    };
    const customers = parse(await file('Download customers (CSV)'), { bom: true }) as string[][];
    expect(customers[0]).toEqual([
      'phone',
      'name',
      'account',
      'orders',
      'spend_KWD',
      'last_order_at',
      'wallet_KWD',
    ]);
    expect(customers.some((r) => r[0] === "'+96550123456" && r[1] === 'Noura')).toBe(true);
    const signups = parse(await file('Download sign-ups (CSV)'), { bom: true }) as string[][];
    expect(signups.map((r) => r[0])).toContain('noura.alsabah@example.com');
    await expectAccessible(page, 'admin customers');
    await context.close();
  });

  it('signed out, the pages lead to the back office’s sign-in; screens at 375 px and desktop, en, ar and ja', {
    timeout: 240_000,
  }, async () => {
    const anonymous = await (await browser.newContext(PHONE)).newPage();
    await anonymous.goto(`${server.baseUrl}/demo/admin/today`);
    // One sign-in for everything (ADR 1370): the back office's own sign-in page.
    await anonymous.waitForURL(/\/demo\/admin\/login$/);
    await anonymous.getByLabel('Phone number').waitFor();
    await anonymous.context().close();

    await placeDemoOrder(server, staffToken, [1]);
    for (const [options, size] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const language of ['en', 'ar', 'ja']) {
        // The dark pages add pictures only (the width and axe checks are the light pages'): with
        // the pictures, in `npm run test:screens` (ADR 1190, 1464).
        for (const scheme of SCREENS_RUN ? (['light', 'dark'] as const) : (['light'] as const)) {
          const context = await staffContext({ ...options, colorScheme: scheme }, language);
          const page = await context.newPage();
          for (const screen of ['today', 'data', 'customers']) {
            await page.goto(`${server.baseUrl}/demo/admin/${screen}`);
            const ready = { today: 'dl', data: '#items-csv-title', customers: 'table' }[screen] ?? 'h1';
            await page.locator(ready).waitFor();
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(width, `${screen} ${size} ${language}`).toBeLessThanOrEqual(options.viewport?.width ?? 0);
            if (language !== 'ja' && scheme === 'light')
              await expectAccessible(page, `${screen} ${language}`);
            await screenshot(page, `admin-${screen}-${size}-${language}-${scheme}`);
          }
          await context.close();
        }
      }
    }
  });
});

describe('the staff board', () => {
  it('rings and shows a new order, times it, and prints its kitchen ticket', async () => {
    const context = await staffContext(PHONE);
    // Count the chime's tones and the print calls (no speaker, no printer here).
    await context.addInitScript(() => {
      const w = window as unknown as { tones: number; prints: number; AudioContext: typeof AudioContext };
      w.tones = 0;
      w.prints = 0;
      const Original = w.AudioContext;
      w.AudioContext = class extends Original {
        override createOscillator() {
          const oscillator = super.createOscillator();
          const start = oscillator.start.bind(oscillator);
          oscillator.start = (when?: number) => {
            w.tones += 1;
            start(when);
          };
          return oscillator;
        }
      };
      window.print = () => {
        w.prints += 1;
      };
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/staff`);
    await page.getByTestId('live').getByText('Live').waitFor();
    await page.getByRole('button', { name: 'Turn on sound alerts' }).click();
    await page.getByRole('button', { name: 'Sound on' }).waitFor();

    const order = await placeDemoOrder(server, staffToken, []);
    const alert = page.getByTestId('new-order-alert');
    await alert.getByText(`New order #${order.id}`).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tones: number }).tones))
      .toBeGreaterThan(0);
    const card = page.locator('article[id^="staff-order-"]', {
      has: page.getByRole('heading', { name: `#${order.id}`, exact: true }),
    });
    expect(await card.getAttribute('data-fresh')).toBe('true');
    expect(await card.getByTestId('elapsed').textContent()).toBe('0 min');
    await screenshot(page, 'staff-board-new-order', { fullPage: false });

    await card.getByRole('button', { name: 'Print ticket' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    // Looking at it ends the alert.
    expect(await alert.count()).toBe(0);
    const ticket = page.getByTestId('kitchen-ticket');
    expect(await ticket.count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await ticket.isVisible()).toBe(true);
    expect(await page.locator('main').isVisible()).toBe(false);
    const box = await ticket.boundingBox();
    // 80 mm at 96 px per inch.
    expect(Math.round(box?.width ?? 0)).toBe(Math.round((80 / 25.4) * 96));
    expect(await ticket.textContent()).toContain(`#${order.id}`);
    await screenshot(page, 'staff-board-kitchen-ticket-80mm', { fullPage: false });
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });
});
