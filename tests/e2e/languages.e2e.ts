import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSettled, PHONE, screenshot, settled } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { sqlOnServer } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

// Issue #12: 41 interface languages, right-to-left done properly, figures in the diner's locale.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: '' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function contextIn(language: string, scheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, colorScheme: scheme, locale: 'en-US' });
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: server.baseUrl }]);
  await skipAreaModal(context);
  return context;
}

describe('the interface language', () => {
  it('i18n_redirected=fa serves /demo/delivery in Persian, right to left, with Persian digits', async () => {
    const response = await fetch(`${server.baseUrl}/demo/delivery`, {
      headers: { cookie: 'i18n_redirected=fa' },
    });
    const html = await response.text();
    expect(html).toMatch(/<html lang="fa" dir="rtl"/);
    // The landing's name and description, in English on a Persian page, keep their direction too.
    const landing = await (
      await fetch(`${server.baseUrl}/demo`, { headers: { cookie: 'i18n_redirected=fa' } })
    ).text();
    expect(landing).toMatch(/<h1 lang="en" dir="ltr"[^>]*>Bayt Al Bahar/);
    expect(landing).toMatch(/<p lang="en" dir="ltr"[^>]*>Specialty coffee/);
    const context = await contextIn('fa');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    expect(await page.getByRole('navigation', { name: 'دسته‌بندی‌ها' }).count()).toBe(1);
    // Prices through Intl in Persian: Extended Arabic-Indic digits, the currency's 3 decimals.
    const price = await page.locator('article').first().textContent();
    expect(price).toMatch(/[۰-۹]+٫[۰-۹]{3}/u);
    expect(price).not.toMatch(/[0-9]/);
    // The menu is written in English and Arabic: its English names keep their own direction.
    const heading = page.locator('article h3, article h4').first();
    expect(await heading.getAttribute('lang')).toBe('en');
    expect(await heading.getAttribute('dir')).toBe('ltr');
    await context.close();
  });

  it('the root path remembers the browser’s language; other paths only read the cookie', async () => {
    const root = await fetch(`${server.baseUrl}/`, {
      headers: { 'accept-language': 'de-CH, de;q=0.9, en;q=0.5' },
    });
    expect(root.headers.get('set-cookie')).toMatch(/^i18n_redirected=de; Max-Age=31536000; Path=\//);
    expect(await root.text()).toMatch(/<html lang="de" dir="ltr"/);
    const remembered = await fetch(`${server.baseUrl}/`, { headers: { cookie: 'i18n_redirected=tr' } });
    expect(remembered.headers.get('set-cookie')).toBeNull();
    const menu = await fetch(`${server.baseUrl}/demo/delivery`, { headers: { 'accept-language': 'es' } });
    expect(menu.headers.get('set-cookie') ?? '').not.toMatch(/i18n_redirected/);
    expect(await menu.text()).toMatch(/<html lang="es" dir="ltr"/);
  });

  it('a malformed or unknown cookie falls back to the browser, never a 500', async () => {
    const bad = await fetch(`${server.baseUrl}/demo/delivery`, {
      headers: { cookie: 'i18n_redirected=%E0%A4%A', 'accept-language': 'ur' },
    });
    expect(bad.status).toBe(200);
    expect(await bad.text()).toMatch(/<html lang="ur" dir="rtl"/);
  });

  it('the picker: the business’s languages first, every other in its own name, searchable, current marked', async () => {
    const context = await contextIn('en');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await page.getByRole('button', { name: 'Language: English' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Language' });
    await dialog.waitFor();
    const mine = dialog.getByRole('region', { name: 'Languages of this menu' }).getByRole('button');
    expect(await mine.allTextContents()).toEqual(['English', 'العربيةArabic']);
    expect(await dialog.locator('[aria-current="true"]').textContent()).toBe('English');
    const all = dialog.getByRole('region', { name: 'All languages' }).getByRole('button');
    expect(await all.count()).toBe(39);
    await dialog.getByRole('searchbox', { name: 'Search languages' }).fill('pers');
    expect(await all.allTextContents()).toEqual(['فارسیPersian']);
    await all.first().click();
    await page.waitForURL('**/demo/delivery');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fa');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('fa');
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    await context.close();
  });
});

describe('axe in right-to-left languages', () => {
  for (const language of ['fa', 'ur']) {
    it(`${language}: menu, item sheet, cart and checkout`, async () => {
      const context = await contextIn(language, 'dark');
      const page = await context.newPage();
      const item = await quickItem(server.baseUrl);
      await openSettled(page, `${server.baseUrl}/demo/delivery`);
      await expectAccessible(page, `menu ${language}`);
      await page.locator('#cat-1 article a').nth(2).click();
      await page.getByRole('dialog').locator('fieldset').first().waitFor();
      await expectAccessible(page, `item sheet ${language}`);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        await cartEntry(item.id),
      );
      for (const path of ['/demo/pickup/cart', '/demo/pickup/checkout']) {
        await openSettled(page, `${server.baseUrl}${path}`);
        await expectAccessible(page, `${path} ${language}`);
      }
      await context.close();
    });
  }
});

/** A cart with one line, as the English flow leaves it in local storage. */
let cartSnapshot: [string, string] | null = null;
async function cartEntry(_itemId: number): Promise<[string, string]> {
  if (cartSnapshot) return cartSnapshot;
  const context = await contextIn('en');
  const page = await context.newPage();
  await fillCart(page, server.baseUrl, 'pickup', await quickItem(server.baseUrl), 2);
  cartSnapshot = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sufra:cart:')) ?? '';
    return [key, localStorage.getItem(key) ?? ''] as [string, string];
  });
  await context.close();
  return cartSnapshot;
}

const SCREEN_LANGUAGES = ['ar', 'fa', 'ur', 'ja', 'hi', 'km', 'ru', 'de'];
// Dark adds pictures, not checks (the same language, direction, width and errors as light): it
// runs when pictures are asked for (SCREENSHOTS=1, ADR 1190).
const SCHEMES = process.env.SCREENSHOTS ? (['light', 'dark'] as const) : (['light'] as const);

describe('screenshots at 375 px: menu, item sheet, cart, checkout (test-results/screenshots/i18n-*)', () => {
  for (const language of SCREEN_LANGUAGES) {
    for (const scheme of SCHEMES) {
      it(`${language} ${scheme}`, async () => {
        const context = await contextIn(language, scheme);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        const [key, value] = await cartEntry(0);
        await openSettled(page, `${server.baseUrl}/demo/delivery`);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        expect(await page.getAttribute('html', 'dir')).toBe(
          ['ar', 'fa', 'ur'].includes(language) ? 'rtl' : 'ltr',
        );
        // Nothing wider than the phone, whatever the script.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await screenshot(page, `i18n-menu-375-${scheme}-${language}`, { fullPage: false });
        await page.locator('#cat-1 article a').nth(2).click();
        await page.getByRole('dialog').locator('fieldset').first().waitFor();
        await settled(page);
        await screenshot(page, `i18n-sheet-375-${scheme}-${language}`, { fullPage: false });
        await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [key, value]);
        for (const [name, path] of [
          ['cart', '/demo/pickup/cart'],
          ['checkout', '/demo/pickup/checkout'],
        ] as const) {
          await openSettled(page, `${server.baseUrl}${path}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
            375,
          );
          await screenshot(page, `i18n-${name}-375-${scheme}-${language}`, { fullPage: true });
        }
        // Languages the browser has no ICU data for format through a stand-in locale on both
        // sides (ADR 625), so no page hydrates with a text mismatch.
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('languages the browser has no ICU data for (ADR 625)', () => {
  it('hy, ku, az, nn, ha: the menu and the cart hydrate without a text mismatch, figures as the server wrote them', async () => {
    for (const language of ['hy', 'ku', 'az', 'nn', 'ha']) {
      const context = await contextIn(language);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => {
        if (m.type() === 'error' && /hydrat|#418|#425/i.test(m.text())) errors.push(m.text());
      });
      const [key, value] = await cartEntry(0);
      // The first dish card as the server wrote it (no scripts), then after hydration.
      const serverOnly = await browser.newContext({ ...PHONE, javaScriptEnabled: false, locale: 'en-US' });
      await serverOnly.addCookies([{ name: 'i18n_redirected', value: language, url: server.baseUrl }]);
      const ssrPage = await serverOnly.newPage();
      await ssrPage.goto(`${server.baseUrl}/demo/delivery`);
      const written = await ssrPage.locator('article').first().textContent();
      await serverOnly.close();
      await openSettled(page, `${server.baseUrl}/demo/delivery`);
      expect(written, language).toMatch(/[0-9٠-٩]/u);
      expect(await page.locator('article').first().textContent(), language).toBe(written);
      await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [key, value]);
      await openSettled(page, `${server.baseUrl}/demo/pickup/cart`);
      expect(errors, language).toEqual([]);
      await context.close();
    }
  });
});

// Issue #34 #7 (ADR 1460): the business's own words in the page's language, else the translation;
// cart lines read as the menu reads now; a text that fell back to another language says so.
describe("the business's own words in the page's language", () => {
  type Tree = { items: { id: number; name: string }[]; subcategories: Tree[] };
  const itemsOf = (cs: Tree[]): { id: number; name: string }[] =>
    cs.flatMap((c) => [...c.items, ...itemsOf(c.subcategories)]);
  const menuIn = async (locale: string) =>
    (await (
      await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`, { headers: { locale } })
    ).json()) as { menu: { categories: Tree[] } };

  it('a dish added on the English page reads in Arabic on the Arabic cart and checkout', async () => {
    const item = await quickItem(server.baseUrl);
    const arabic = itemsOf((await menuIn('ar')).menu.categories).find((i) => i.id === item.id);
    expect(arabic?.name).toMatch(/\p{Script=Arabic}/u);
    const context = await contextIn('ar');
    const page = await context.newPage();
    const [key, value] = await cartEntry(0);
    await page.goto(`${server.baseUrl}/demo`);
    await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [key, value]);
    await openSettled(page, `${server.baseUrl}/demo/pickup/cart`);
    const line = page.getByTestId('cart-line').first().locator('p').first();
    await expect.poll(() => line.textContent()).toBe(arabic?.name);
    expect(await line.getAttribute('lang')).toBeNull();
    // The − and + say which dish, in the page's language.
    expect(await page.getByRole('button', { name: `زيادة الكمية: ${arabic?.name}` }).count()).toBe(1);
    await openSettled(page, `${server.baseUrl}/demo/pickup/checkout`);
    await expect.poll(() => page.getByTestId('checkout-item').first().textContent()).toContain(arabic?.name);
    await context.close();
  });

  it('the dine-in tab: the business label in Arabic, the French translation in French, not "Dine in"', async () => {
    for (const [language, label] of [
      ['ar', 'داخل المطعم'],
      ['fr', 'Sur place'],
      ['fa', 'سرو در رستوران'],
    ] as const) {
      const html = await (
        await fetch(`${server.baseUrl}/demo/delivery`, { headers: { cookie: `i18n_redirected=${language}` } })
      ).text();
      const tabs = html.match(/<nav aria-label="[^"]*"[^>]*class="mt-4 flex gap-1[\s\S]*?<\/nav>/)?.[0] ?? '';
      expect(tabs, language).toContain(label);
      expect(tabs, language).not.toContain('Dine in');
    }
  });

  it('shelf titles in the page language when the business wrote them: Persian and German, no lang mark', async () => {
    for (const [language, title] of [
      ['fa', 'پرفروش‌ترین‌ها'],
      ['de', 'Bestseller'],
      ['ja', '人気商品'],
    ] as const) {
      const html = await (
        await fetch(`${server.baseUrl}/demo/delivery`, { headers: { cookie: `i18n_redirected=${language}` } })
      ).text();
      const heading = html.match(/<h2 id="shelf-smart-\d+"[^>]*>[\s\S]*?<\/h2>/)?.[0] ?? '';
      expect(heading, language).toContain(title);
      expect(heading, language).not.toMatch(/ lang=/);
    }
  });

  it('an option group written only in English, on the Arabic item page, says lang="en"', async () => {
    const [{ id, name }] = (
      await sqlOnServer(server, `select id, name from modifier_groups where name->>'en' = 'Milk' limit 1`)
    ).rows as [{ id: number; name: Record<string, string> }];
    await sqlOnServer(server, `update modifier_groups set name = '{"en":"Milk"}'::jsonb where id = $1`, [id]);
    try {
      await expect.poll(async () => JSON.stringify(await menuIn('ar')).includes('"name":"Milk"')).toBe(true);
      const [{ item_id }] = (
        await sqlOnServer(server, 'select item_id from modifier_groups where id = $1', [id])
      ).rows as [{ item_id: number }];
      const [{ category_id }] = (
        await sqlOnServer(server, 'select category_id from items where id = $1', [item_id])
      ).rows as [{ category_id: number }];
      const context = await contextIn('ar');
      const page = await context.newPage();
      await openSettled(page, `${server.baseUrl}/demo/pickup/${category_id}/${item_id}`);
      const legend = page.locator(`fieldset legend`).filter({ hasText: /^Milk$/ });
      expect(await legend.getAttribute('lang')).toBe('en');
      expect(await legend.getAttribute('dir')).toBe('ltr');
      // Its Arabic options are the page's language: no mark.
      const option = page.getByText('حليب الشوفان', { exact: true });
      expect(await option.getAttribute('lang')).toBeNull();
      await screenshot(page, 'business-text-fallback-ar', { fullPage: false });
      await context.close();
    } finally {
      await sqlOnServer(server, 'update modifier_groups set name = $2::jsonb where id = $1', [
        id,
        JSON.stringify(name),
      ]);
    }
  });
  it('an English option group on the French page of an English/French business says lang="en", same letters or not (ADR 1492)', async () => {
    const [{ item_id, category_id }] = (
      await sqlOnServer(
        server,
        `select g.item_id, i.category_id from modifier_groups g join items i on i.id = g.item_id
          where g.name->>'en' = 'Milk' and g.name->>'fr' is null limit 1`,
      )
    ).rows as [{ item_id: number; category_id: number }];
    await sqlOnServer(
      server,
      `update businesses set locales = array_append(locales, 'fr') where reference_id = 'demo'`,
    );
    try {
      // The French menu: texts written only in English, listed as English by the server.
      await expect
        .poll(async () => {
          const res = await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`, {
            headers: { locale: 'fr' },
          });
          return ((await res.json()) as { fallback_langs?: Record<string, string> }).fallback_langs?.Milk;
        })
        .toBe('en');
      const context = await contextIn('fr');
      const page = await context.newPage();
      await openSettled(page, `${server.baseUrl}/demo/pickup/${category_id}/${item_id}`);
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      const legend = page.locator('fieldset legend').filter({ hasText: /^Milk$/ });
      // Latin letters on a Latin-script page: only the server can say this is English.
      expect(await legend.getAttribute('lang')).toBe('en');
      expect(await legend.getAttribute('dir')).toBe('ltr');
      // The page's own words (the group's rule) are French, unmarked.
      expect(
        await page
          .getByText(/^(Obligatoire|Facultatif)$/)
          .first()
          .getAttribute('lang'),
      ).toBeNull();
      await context.close();
    } finally {
      await sqlOnServer(
        server,
        `update businesses set locales = array_remove(locales, 'fr') where reference_id = 'demo'`,
      );
    }
  });
});
