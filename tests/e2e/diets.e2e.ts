import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot, settled } from './support/browser.ts';
import { deliveryAddress, fillCart, quickItem } from './support/checkout.ts';
import { startFakeGeocoder } from './support/fake-geocoder.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoItems, skipAreaModal } from './support/storefront.ts';

// Allergens and diets (ADR 1060, 1061) and the map pin's address lookup (ADR 1062), in Chromium
// against the production build, the pin's geocoder a Nominatim stand-in on 127.0.0.1.
let server: RunningServer;
let browser: Browser;
let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
let manakish: { id: number; category_id: number };
let machboos: { id: number; category_id: number };

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  [server, browser] = await Promise.all([startServer({ GEOCODER_URL: geocoder.url }), launchBrowser()]);
  const items = await demoItems(server.baseUrl);
  const found = items.find((i) => i.name === "Za'atar Manakish");
  const meat = items.find((i) => i.name === 'Chicken Machboos');
  if (!found || !meat) throw new Error('the demo lacks its manakish or machboos');
  manakish = found;
  machboos = meat;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await geocoder?.close();
});

async function open(
  language = 'en',
  device: BrowserContextOptions = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device, locale: language });
  await skipAreaModal(context);
  if (language !== 'en')
    await context.addCookies([{ name: 'i18n_redirected', value: language, url: server.baseUrl }]);
  return { context, page: await context.newPage() };
}

/** Each screenshot also lands in /tmp/shots-diets for the review of the pages. */
async function shot(page: Page, name: string) {
  await settled(page);
  const file = await screenshot(page, `diets-${name}`, { fullPage: false });
  if (!file) return;
  await fs.mkdir('/tmp/shots-diets', { recursive: true });
  await fs.copyFile(file, path.join('/tmp/shots-diets', path.basename(file)));
}

async function chooseDiet(page: Page, diet: string) {
  await page.locator('[data-testid=diet-filter] summary').click();
  await page.getByRole('checkbox', { name: diet }).check();
  await page.getByRole('button', { name: 'Show dishes' }).click();
}

const cardLink = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name, exact: true });

describe('diets in Chromium', () => {
  it('the vegan filter hides what is not vegan, on the menu and in search, for the visit', async () => {
    const { context, page } = await open();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await expect.poll(() => cardLink(page, 'Cappuccino').count()).toBeGreaterThan(0);
    expect(await cardLink(page, 'Espresso').count()).toBeGreaterThan(0);

    await chooseDiet(page, 'Vegan');
    await expect.poll(() => cardLink(page, 'Cappuccino').count()).toBe(0);
    expect(await cardLink(page, 'Espresso').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Remove Vegan' }).count()).toBe(1);
    await shot(page, 'menu-vegan-en');

    // Remembered for the visit: a reload and the search page keep it.
    await page.reload();
    expect(await cardLink(page, 'Cappuccino').count()).toBe(0);
    await page.goto(`${server.baseUrl}/demo/delivery/search?q=tea`);
    await expect.poll(() => cardLink(page, 'Black Tea with Cardamom').count()).toBeGreaterThan(0);
    expect(await cardLink(page, 'Karak Chai').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove Vegan' }).count()).toBe(1);

    // A category the filter empties stays, says so, and offers the filter.
    await page.goto(`${server.baseUrl}/demo/delivery/${machboos.category_id}`);
    await expect.poll(() => page.getByText('No dishes match your diet filter.').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/demo/delivery/${machboos.category_id}`);
    await page.goto(`${server.baseUrl}/demo/delivery/search?q=tea`);

    // Removing the chip brings everything back.
    await page.getByRole('button', { name: 'Remove Vegan' }).click();
    await expect.poll(() => cardLink(page, 'Karak Chai').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('works before the scripts run: the filter is a real form', async () => {
    const { context, page } = await open();
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await chooseDiet(page, 'Vegetarian');
    await page.waitForURL('**/demo/delivery');
    await expect.poll(() => page.getByRole('button', { name: 'Remove Vegetarian' }).count()).toBe(1);
    expect(await cardLink(page, 'Cappuccino').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the item sheet hides the option that is not vegan, and shows allergens and diets in English and Arabic', async () => {
    const { context, page } = await open();
    await page.goto(`${server.baseUrl}/demo/delivery?item=${manakish.category_id}-${manakish.id}`);
    const sheet = page.getByRole('dialog');
    await expect.poll(() => sheet.getByText('Akkawi cheese').count()).toBe(1);
    expect(await sheet.getByTestId('item-allergens').textContent()).toBe('Contains: Gluten · Sesame');
    // Tagged vegan, but it offers cheese: labelled vegetarian only (ADR 1343).
    expect(await sheet.getByTestId('item-diets').getByText('Vegetarian', { exact: true }).count()).toBe(1);
    expect(await sheet.getByTestId('item-diets').getByText('Vegan', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await chooseDiet(page, 'Vegan');
    await page.goto(`${server.baseUrl}/demo/delivery?item=${manakish.category_id}-${manakish.id}`);
    await expect.poll(() => sheet.getByText('Tomato & cucumber').count()).toBe(1);
    expect(await sheet.getByText('Akkawi cheese').count()).toBe(0);
    expect(await sheet.getByText('Halloumi', { exact: true }).count()).toBe(0);
    expect(await sheet.getByTestId('diet-hidden-options').count()).toBe(1);
    await shot(page, 'sheet-vegan-en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'sheet-vegan-en-dark');
    await context.close();

    for (const [language, contains] of [
      ['ar', 'يحتوي على: الغلوتين · السمسم'],
      ['ja', '含まれるもの： グルテン · ごま'],
    ] as const) {
      const other = await open(language);
      await other.page.goto(`${server.baseUrl}/demo/delivery/${manakish.category_id}/${manakish.id}`);
      await expect.poll(() => other.page.getByTestId('item-allergens').textContent()).toBe(contains);
      await shot(other.page, `item-${language}`);
      await other.page.emulateMedia({ colorScheme: 'dark' });
      await shot(other.page, `item-${language}-dark`);
      await other.context.close();
    }
  });

  it('looks right: the filtered menu on a phone and a desktop, light and dark, en, ar and ja', async () => {
    for (const language of ['en', 'ar', 'ja']) {
      for (const [device, options] of [
        ['375', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const { context, page } = await open(language, options);
        await page.goto(`${server.baseUrl}/demo/delivery`);
        await page.locator('[data-testid=diet-filter] summary').click();
        await page.locator('input[name=diet][value=gluten_free]').check();
        await shot(page, `filter-open-${language}-${device}`);
        await page.locator('[data-testid=diet-filter] form button[type=submit]').first().click();
        // The chosen diet comes back as a chip (its own small form) beside the filter.
        await expect.poll(() => page.locator('[data-testid=diet-filter] > form').count()).toBe(1);
        await shot(page, `menu-gluten-free-${language}-${device}`);
        await page.emulateMedia({ colorScheme: 'dark' });
        await shot(page, `menu-gluten-free-${language}-${device}-dark`);
        await context.close();
      }
    }
  });
});

describe('the map pin through webapp/getAddress and setAddress', () => {
  it('fills the address form from the pin', async () => {
    const { context, page } = await open();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/webapp\/(get|set)Address$/.test(r.url()))
        calls.push(new URL(r.url()).pathname);
    });
    await fillCart(page, server.baseUrl, 'delivery', await quickItem(server.baseUrl));
    await deliveryAddress(page, '29.34', '48.07');
    await expect.poll(() => page.getByTestId('pin-result').textContent()).toContain('We deliver here');
    await page.getByRole('button', { name: 'Use this point' }).click();
    await page.waitForURL('**/demo/delivery/form');
    await expect.poll(() => page.getByLabel('Street').inputValue()).toBe('Salem Al Mubarak Street');
    expect(await page.getByLabel('Block').inputValue()).toBe('10');
    expect(calls).toEqual(['/api/webapp/getAddress', '/api/webapp/setAddress']);
    // The geocoder was asked once, at the pin (setAddress answered from the lookup session).
    const reverse = geocoder.asked.filter((u) => u.pathname === '/reverse').at(-1);
    expect(reverse?.searchParams.get('lat')).toBe('29.34000');
    expect(geocoder.asked.some((u) => u.pathname === '/lookup')).toBe(false);
    await context.close();
  });
});
