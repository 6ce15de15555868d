import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, PHONE_UA, settled } from './support/browser.ts';
import { serverSql } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: '' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The demo's first (Coffee) and last (Family Boxes & Gifts) sections. */
const FIRST = '#cat-1';
const LAST = '#cat-16';
const LAST_ITEM = 'Luqaimat Party Box';

const cards = (page: Page, section: string) => page.locator(`${section} article`).count();

async function phonePage(): Promise<Page> {
  const context = await browser.newContext(PHONE);
  await skipAreaModal(context);
  return context.newPage();
}

describe('the windowed menu (people) and the whole menu (crawlers)', () => {
  it('a crawler gets every section in the HTML; a phone gets only the first section’s cards', async () => {
    const html = async (ua: string) =>
      (await fetch(`${server.baseUrl}/demo/delivery`, { headers: { 'user-agent': ua } })).text();
    const [bot, person] = await Promise.all([html(GOOGLEBOT), html(PHONE_UA)]);
    expect(bot).toContain(LAST_ITEM);
    expect(person).toContain('Cappuccino');
    expect(person).not.toContain(LAST_ITEM);
  });

  it('the e2e phone is a person: far sections hold no cards until they come near', async () => {
    const page = await phonePage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    expect(await cards(page, FIRST)).toBeGreaterThan(0);
    expect(await cards(page, LAST)).toBe(0);
    await page.context().close();
  });

  it('a tab for an unloaded section jumps there, loads it, and puts far sections away; back up restores them', async () => {
    const page = await phonePage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    const tabs = page.getByRole('navigation', { name: 'Categories' });
    await tabs.getByRole('link', { name: 'Family Boxes & Gifts' }).click();
    await expect.poll(() => cards(page, LAST), { timeout: 5000 }).toBeGreaterThan(0);
    expect(await page.locator(LAST).getByText(LAST_ITEM).count()).toBe(1);
    await expect
      .poll(() => tabs.locator('[aria-current="true"]').textContent(), { timeout: 5000 })
      .toBe('Family Boxes & Gifts');
    // The section sits under the sticky tabs once its cards have replaced the placeholder.
    const top = () => page.locator(LAST).evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top, { timeout: 5000 }).toBeLessThan(120);
    expect(await top()).toBeGreaterThanOrEqual(0);
    // The first section is far now: its cards are put away, its height kept.
    await expect.poll(() => cards(page, FIRST), { timeout: 5000 }).toBe(0);
    expect(await page.locator(FIRST).evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(
      500,
    );
    // Scrolling back up (the user's own scroll lets go of the jump's target) brings them back.
    await page.mouse.wheel(0, -20_000);
    await expect.poll(() => cards(page, FIRST), { timeout: 5000 }).toBeGreaterThan(0);
    await expect
      .poll(() => tabs.locator('[aria-current="true"]').textContent(), { timeout: 5000 })
      .toBe('Coffee');
    await page.context().close();
  });

  it('scrolling down section by section loads each one and moves the active tab along', async () => {
    const page = await phonePage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    const tabs = page.getByRole('navigation', { name: 'Categories' });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.mouse.wheel(0, 600);
      await settled(page);
      seen.add((await tabs.locator('[aria-current="true"]').textContent()) ?? '');
      if (seen.has('Family Boxes & Gifts')) break;
    }
    expect(seen.size).toBeGreaterThanOrEqual(5);
    expect(seen).toContain('Desserts');
    await expect.poll(() => cards(page, LAST), { timeout: 5000 }).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('a huge category and a long search are windowed too (menu-scale)', () => {
  beforeAll(async () => {
    const version = async () =>
      ((await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as { version: number })
        .version;
    const before = await version();
    // 300 more salads in Salads (10), as an operator's import would add them.
    await serverSql(
      server,
      `WITH src AS (SELECT * FROM items WHERE category_id = 10 ORDER BY id LIMIT 1),
       added AS (
         INSERT INTO items (business_id, category_id, name, description, image, visible, price_option_kind,
                            types, branches, stickers, sort)
         SELECT business_id, category_id, jsonb_build_object('en', 'Bulk salad ' || g, 'ar', 'سلطة ' || g),
                description, image, visible, 0, types, branches, '{}', 1000 + g
         FROM src, generate_series(1, 300) g RETURNING id)
       INSERT INTO price_labels (item_id, label, price, minimum, is_qty, sort)
       SELECT id, '{"en": "Bowl"}', 1500, 1, true, 0 FROM added`,
    );
    // The change triggers bump the version; the server serves it once their NOTIFY arrives.
    for (let i = 0; i < 100 && (await version()) === before; i++)
      await new Promise((r) => setTimeout(r, 100));
  });

  it('the category page renders only the blocks near the screen, and the rest as you scroll', async () => {
    const html = async (ua: string) =>
      (await fetch(`${server.baseUrl}/demo/pickup/10`, { headers: { 'user-agent': ua } })).text();
    expect(await html(GOOGLEBOT)).toContain('Bulk salad 300<');
    expect(await html(PHONE_UA)).not.toContain('Bulk salad 300<');
    const page = await phonePage();
    await page.goto(`${server.baseUrl}/demo/pickup/10`);
    const all = () => page.locator('main article').count();
    expect(await all()).toBeLessThanOrEqual(72);
    expect(await page.getByText('Bulk salad 300', { exact: true }).count()).toBe(0);
    for (let i = 0; i < 200 && !(await page.getByText('Bulk salad 300', { exact: true }).count()); i++)
      await page.mouse.wheel(0, 3000);
    expect(await page.getByText('Bulk salad 300', { exact: true }).count()).toBe(1);
    // The first cards are far now: put away.
    await expect.poll(() => page.getByText('Bulk salad 1', { exact: true }).count()).toBe(0);
    expect(await all()).toBeLessThanOrEqual(96);
    await page.context().close();
  });

  it('a search matching hundreds of items renders only the first blocks of its results', async () => {
    const page = await phonePage();
    await page.goto(`${server.baseUrl}/demo/pickup/search?q=bulk`);
    // Every match counts; only the blocks near the screen are rendered.
    // 300 bulk salads and one dish a typo away: search tolerates one typo and ranks it last (ADR 900).
    await page
      .getByText(/301 results/)
      .first()
      .waitFor();
    expect(await page.locator('main article').count()).toBeLessThanOrEqual(72);
    for (let i = 0; i < 40; i++) await page.mouse.wheel(0, 3000);
    await expect
      .poll(async () => (await page.locator('main article').allTextContents()).slice(-3).join(' '))
      .toContain('Bulk salad');
    await page.context().close();
  });
});
