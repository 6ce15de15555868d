import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { serverSql } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoItems, expectAccessible, skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
type Row = Record<string, unknown>;
let business: Row;
let branches: Row[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: '' }), launchBrowser()]);
  [business = {}] = await serverSql(server, `SELECT settings FROM businesses WHERE reference_id = 'demo'`);
  branches = await serverSql(server, 'SELECT id, settings, availability FROM branches');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
// Each test changes the demo the way an operator would; the next one starts from the seed again.
afterEach(async () => {
  await serverSql(
    server,
    `UPDATE businesses SET settings = $1, suspended_at = NULL WHERE reference_id = 'demo'`,
    [business.settings],
  );
  for (const b of branches)
    await serverSql(server, 'UPDATE branches SET settings = $2, availability = $3 WHERE id = $1', [
      b.id,
      b.settings,
      JSON.stringify(b.availability),
    ]);
  await expect.poll(() => apiStatus(), { timeout: 10_000 }).toBe(200);
});

const apiStatus = async () => (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).status;
const apiBody = async () =>
  (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    restaurant: Row;
    version: number;
  };
const restaurant = async () => (await apiBody()).restaurant;

/** Merges settings into the demo's and waits until the API (its caches dropped) shows them. */
async function setSettings(patch: Row): Promise<void> {
  await serverSql(
    server,
    `UPDATE businesses SET settings = settings || $1::jsonb WHERE reference_id = 'demo'`,
    [JSON.stringify(patch)],
  );
  const [key, value] = Object.entries(patch)[0] ?? [];
  await expect.poll(async () => (await restaurant())[key as string], { timeout: 10_000 }).toEqual(value);
}

/** Runs an operator's change and waits until the API serves the business's next version. */
async function changeAndWait(sql: string): Promise<void> {
  const { version } = await apiBody();
  await serverSql(server, sql);
  await expect.poll(async () => (await apiBody()).version, { timeout: 10_000 }).not.toBe(version);
}

const open = async (path: string, options: BrowserContextOptions = {}) => {
  const context = await browser.newContext({ ...PHONE, ...options });
  await skipAreaModal(context);
  const page = await context.newPage();
  const response = await page.goto(`${server.baseUrl}${path}`);
  return { context, page, response };
};

describe('433: a storefront the platform suspended (ADR 310)', () => {
  it('answers 433 with its own page, titled with the business name, and shows no menu', async () => {
    await serverSql(server, `UPDATE businesses SET suspended_at = now() WHERE reference_id = 'demo'`);
    await expect.poll(apiStatus, { timeout: 10_000 }).toBe(433);
    const { context, page, response } = await open('/demo/delivery');
    expect(response?.status()).toBe(433);
    expect(await page.title()).toBe('Bayt Al Bahar — Café & Kitchen | This storefront is not available');
    expect(await page.locator('h1').textContent()).toBe('This storefront is not available');
    expect(await page.getByText('Cappuccino').count()).toBe(0);
    await expectAccessible(page, '433 page');
    await screenshot(page, 'storefront-433-375-light-en', { fullPage: false });
    await context.close();
    const ar = await open('/demo', { locale: 'ar-KW', colorScheme: 'dark' });
    expect(ar.response?.status()).toBe(433);
    expect(await ar.page.title()).toBe('بيت البحر — مقهى ومطبخ | هذا المتجر غير متاح');
    await expectAccessible(ar.page, '433 page dark ar');
    await screenshot(ar.page, 'storefront-433-375-dark-ar', { fullPage: false });
    await ar.context.close();
    const wide = await open('/demo', { ...DESKTOP, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    await screenshot(wide.page, 'storefront-433-1280-light-en', { fullPage: false });
    await wide.context.close();
  });
});

describe('settings variants ([product: Navigation])', () => {
  it('one selling type: the landing goes straight to it; a type the branch turned off is 404', async () => {
    await changeAndWait(
      `UPDATE branches SET settings = jsonb_set(settings, '{selling_types}', '{"delivery":false,"pickup":true,"dinein":false}')`,
    );
    const { context, page } = await open('/demo');
    expect(new URL(page.url()).pathname).toBe('/demo/pickup');
    const off = await page.goto(`${server.baseUrl}/demo/delivery`);
    expect(off?.status()).toBe(404);
    await context.close();
  });

  it('menu_layout grid puts the cards side by side', async () => {
    await setSettings({ menu_layout: 'grid' });
    const { context, page } = await open('/demo/pickup');
    const boxes = await page
      .locator('#cat-1 article')
      .evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect()));
    expect(boxes).toHaveLength(2);
    expect(Math.round(boxes[0]?.top ?? 0)).toBe(Math.round(boxes[1]?.top ?? 1));
    expect(boxes[0]?.left).not.toBe(boxes[1]?.left);
    await context.close();
  });

  it('hide_price: no price on the menu, the cart bar or the item page', async () => {
    await setSettings({ hide_price: true });
    const { context, page } = await open('/demo/pickup');
    expect(await page.locator('main').textContent()).not.toMatch(/KWD|د\.ك/u);
    const simple = (await demoItems(server.baseUrl)).find(
      (i) => !i.modifier_groups.length && i.price_labels.length === 1 && i.available && !i.comment_required,
    );
    await page
      .getByRole('button', { name: `Add ${simple?.name}` })
      .first()
      .click();
    // [product: Opening hours and scheduling]: with hidden prices Add opens the item (no price in it either); its Add adds.
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('heading', { name: simple?.name }).waitFor();
    expect(await sheet.textContent()).not.toMatch(/KWD/u);
    await sheet.getByRole('button', { name: /Add to cart/ }).click();
    const bar = page.getByRole('link', { name: /View cart/ });
    await expect.poll(() => bar.textContent()).toMatch(/^1/);
    expect(await bar.textContent()).not.toMatch(/KWD/u);
    await page.goto(`${server.baseUrl}/demo/pickup/2/5`);
    await page.locator('h1').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/KWD/u);
    await context.close();
  });

  it('hide_note_on_item: no special-requests field on an item that does not require a comment', async () => {
    const { context, page } = await open('/demo/pickup/2/5');
    expect(await page.getByLabel('Special requests').count()).toBe(1);
    await setSettings({ hide_note_on_item: true });
    await page.reload();
    await page.locator('h1').waitFor();
    expect(await page.getByLabel('Special requests').count()).toBe(0);
    await context.close();
  });

  it('navigation_style menu: a header with the menu button, no tab bar; its More dialog reaches the orders', async () => {
    await setSettings({ navigation_style: 'menu' });
    const { context, page } = await open('/demo/pickup');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await screenshot(page, 'storefront-menu-header-375-light-en', { fullPage: false });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'More' });
    await dialog.waitFor();
    await screenshot(page, 'storefront-menu-header-more-375-light-en', { fullPage: false });
    await dialog.getByRole('link', { name: 'Your orders' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/demo/orders/history');
    // Sections land below the header and the sticky tabs, not under them.
    await page.goto(`${server.baseUrl}/demo/pickup`);
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Desserts' })
      .click();
    const tabsBottom = () =>
      page
        .getByRole('navigation', { name: 'Categories' })
        .evaluate((el) => el.getBoundingClientRect().bottom);
    const heading = () => page.locator('#cat-14 h2').evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(heading, { timeout: 5000 }).toBeLessThan(200);
    expect(await heading()).toBeGreaterThanOrEqual(await tabsBottom());
    await context.close();
  });

  it('dark_mode on is dark on a light system; off is light on a dark system, from the first paint', async () => {
    await setSettings({ dark_mode: 'on' });
    const bg = async (colorScheme: 'light' | 'dark') => {
      const context = await browser.newContext({ ...PHONE, colorScheme });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/demo`, { waitUntil: 'commit' });
      await page.waitForSelector('body');
      const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await context.close();
      return color;
    };
    expect(await bg('light')).toBe('rgb(15, 17, 19)');
    await setSettings({ dark_mode: 'off' });
    expect(await bg('dark')).toBe('rgb(255, 255, 255)');
  });

  it('a dark theme_background_color (or gradient) with dark_mode off: light text on it, readable (axe)', async () => {
    await setSettings({ theme_background_color: '#10223a' });
    await setSettings({ dark_mode: 'off' });
    const { context, page } = await open('/demo/pickup', { colorScheme: 'light' });
    const look = await page.evaluate(() => {
      const s = getComputedStyle(document.body);
      return [s.backgroundColor, s.color];
    });
    expect(look).toEqual(['rgb(16, 34, 58)', 'rgb(238, 240, 242)']);
    await expectAccessible(page, 'dark business colour, dark_mode off');
    await page.evaluate(() => window.scrollBy(0, 700));
    await screenshot(page, 'storefront-dark-colour-375-light-en', { fullPage: false });
    await context.close();
    // theme_background_option gradient: the page lies on the (dark teal) gradient, text stays light.
    await setSettings({ theme_background_option: 'gradient' });
    const gradient = await open('/demo/pickup', { colorScheme: 'light' });
    const paint = await gradient.page.evaluate(() => {
      const s = getComputedStyle(document.body);
      return [s.backgroundImage, s.color];
    });
    expect(paint[0]).toMatch(/^linear-gradient/);
    expect(paint[1]).toBe('rgb(238, 240, 242)');
    await gradient.page.evaluate(() => window.scrollBy(0, 700));
    await screenshot(gradient.page, 'storefront-gradient-375-light-en', { fullPage: false });
    await gradient.context.close();
  });

  it('closed: the menu says so, with the next opening time', async () => {
    // Open one hour a day, starting two hours from now (Kuwait time): closed now, opening today or tomorrow.
    const hour =
      (Number(
        new Date().toLocaleString('en-GB', { timeZone: 'Asia/Kuwait', hour: '2-digit', hourCycle: 'h23' }),
      ) +
        2) %
      24;
    const from = `${String(hour).padStart(2, '0')}:00`;
    const to = `${String(hour).padStart(2, '0')}:59`;
    const week = Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [d, { closed: false, shifts: [{ time_from: from, time_to: to }] }]),
    );
    await changeAndWait(`UPDATE branches SET availability = '${JSON.stringify(week)}'::jsonb`);
    const { context, page } = await open('/demo/pickup');
    expect(await page.getByText('Closed', { exact: true }).count()).toBeGreaterThan(0);
    const time = new Date(Date.UTC(2000, 0, 1, hour)).toLocaleTimeString('en-US', {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(await page.locator('main').textContent()).toMatch(
      new RegExp(`Opens (today|tomorrow) at ${time.replace(/\s/gu, '\\s')}`, 'u'),
    );
    await expectAccessible(page, 'closed menu');
    await context.close();
  });

  it('switching the price label keeps the quantity within the new label’s limits; a bad quantity is told', async () => {
    // Premium Dates Box: "0.5 kg" up to 10, "1 kg" limited to 2 for this test.
    const labels = await serverSql(
      server,
      'SELECT id, minimum, maximum FROM price_labels WHERE item_id = 57 ORDER BY sort, id',
    );
    const [half, kilo] = labels as Array<{ id: number; minimum: number; maximum: number | null }>;
    try {
      await changeAndWait(`UPDATE price_labels SET maximum = 2 WHERE id = ${kilo?.id}`);
      const { context, page } = await open('/demo/pickup/16/57');
      const plus = page.getByRole('button', { name: 'Increase quantity' });
      for (let i = 0; i < 6; i++) await plus.click();
      const quantity = page.getByRole('status', { name: 'Quantity' });
      expect(await quantity.textContent()).toContain('7');
      await page.getByText('1 kg', { exact: true }).click();
      await expect.poll(() => quantity.textContent()).toContain('2');
      expect(await plus.isDisabled()).toBe(true);
      // Limits that cannot be met (bad data): Add says why instead of doing nothing.
      await changeAndWait(`UPDATE price_labels SET minimum = 3, maximum = 2 WHERE id = ${half?.id}`);
      await page.reload();
      await page.getByRole('button', { name: /Add to cart/ }).click();
      expect(await page.getByRole('alert').textContent()).toBe(
        'This option can’t be ordered right now; please choose another',
      );
      await screenshot(page, 'storefront-quantity-alert-375-light-en', { fullPage: false });
      await context.close();
    } finally {
      for (const l of labels)
        await serverSql(server, 'UPDATE price_labels SET minimum = $2, maximum = $3 WHERE id = $1', [
          l.id,
          l.minimum,
          l.maximum,
        ]);
    }
  });
});
