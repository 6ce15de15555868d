import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSettled, PHONE } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoItems, expectAccessible, skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
let items: Awaited<ReturnType<typeof demoItems>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: '' }), launchBrowser()]);
  items = await demoItems(server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const phone = async (options: { locale?: string; area?: boolean } = {}) => {
  const context = await browser.newContext({ ...PHONE, locale: options.locale ?? 'en-US' });
  if (!options.area) await skipAreaModal(context);
  return { context, page: await context.newPage() };
};

describe('storefront routes and guards', () => {
  it('/{ref}: landing with the order types, the branch choice and the categories', async () => {
    const { context, page } = await phone();
    const response = await page.goto(`${server.baseUrl}/demo`);
    expect(response?.status()).toBe(200);
    const types = page.getByRole('region', { name: 'How would you like your order?' }).getByRole('link');
    expect(await types.allTextContents()).toEqual([
      expect.stringContaining('Delivery'),
      expect.stringContaining('Pickup'),
      expect.stringContaining('Dine in'),
    ]);
    expect(await page.getByRole('region', { name: 'Choose a branch' }).getByRole('listitem').count()).toBe(2);
    await page.getByRole('link', { name: /Kuwait City \(Sharq\)/ }).click();
    await expect.poll(() => page.locator('a[aria-current="true"]').textContent()).toContain('Kuwait City');
    expect(await page.evaluate(() => document.cookie)).toContain('sufra_branch_demo=city');
    await expectAccessible(page, 'landing');
    await context.close();
  });

  it('/{ref}/{type}: menu home, server-rendered, with prices, stickers, calories and shelves', async () => {
    const html = await (await fetch(`${server.baseUrl}/demo/delivery`)).text();
    expect(html).toContain('Bestsellers');
    expect(html).toMatch(/KWD\s1\.000/u);
    expect(html).toMatch(/Hot Coffee/);
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    expect(await page.locator('h1').textContent()).toContain('Bayt Al Bahar');
    expect(await page.getByText('Open now').count(), 'open now').toBeGreaterThan(0);
    expect(await page.getByRole('region', { name: 'Offers' }).getByRole('img').count()).toBe(2);
    // A "starting from"/min–max and a multi-option price are shown as such.
    expect(await page.getByText(/KWD\s1\.250/u).count(), 'price').toBeGreaterThan(0);
    expect(await page.getByText('Bestseller', { exact: true }).count(), 'sticker').toBeGreaterThan(0);
    expect(await page.getByText(/kcal/).count()).toBeGreaterThan(5);
    await expectAccessible(page, 'menu home');
    await context.close();
  });

  it('sticky category tabs follow the scroll and scroll to their section', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    const tabs = page.getByRole('navigation', { name: 'Categories' });
    expect(await tabs.locator('[aria-current="true"]').textContent()).toBe('Coffee');
    await tabs.getByRole('link', { name: 'Desserts' }).click();
    await expect
      .poll(() => tabs.locator('[aria-current="true"]').textContent(), { timeout: 5000 })
      .toBe('Desserts');
    const top = () => page.locator('#cat-14').evaluate((el) => Math.abs(el.getBoundingClientRect().top));
    await expect.poll(top, { timeout: 5000 }).toBeLessThan(120);
    // The bar is stuck to the top of the screen.
    expect(await tabs.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await page.evaluate(() => window.scrollBy(0, -2500));
    await expect
      .poll(() => tabs.locator('[aria-current="true"]').textContent(), { timeout: 5000 })
      .not.toBe('Desserts');
    await context.close();
  });

  it('"+" adds a simple item straight to the cart; the floating bar shows count and total', async () => {
    const simple = items.find(
      (i) =>
        !i.modifier_groups.length &&
        i.price_labels.length === 1 &&
        i.available &&
        i.types.delivery &&
        !i.comment_required,
    );
    expect(simple).toBeTruthy();
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await page
      .getByRole('button', { name: `Add ${simple?.name}` })
      .first()
      .click();
    await page
      .getByRole('button', { name: `Add ${simple?.name}` })
      .first()
      .click();
    const bar = page.getByRole('link', { name: /View cart/ });
    await expect.poll(() => bar.textContent()).toMatch(/2.*View cart.*KWD/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('sufra:cart:demo:1'));
    expect(JSON.parse(stored ?? '{}').items[0]).toMatchObject({ id: simple?.id, count: 2 });
    // The cart survives a reload (local storage, per business and branch).
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: /View cart/ }).textContent()).toMatch(/^2/);
    await context.close();
  });

  it('an item with options opens the sheet; required groups are enforced; back closes it', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await page.getByRole('link', { name: 'Cappuccino', exact: true }).first().click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('heading', { name: 'Cappuccino' }).waitFor();
    // The sheet shows the card at once, then the item's choices when its data arrives.
    await sheet.getByText('Choose an option').first().waitFor();
    expect(page.url()).toMatch(/\?item=\d+-\d+$/);
    expect(await sheet.getByText('Required').count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(page, 'item sheet');
    await sheet.getByRole('button', { name: /Add to cart/ }).click();
    await sheet.getByText('Please choose 1').waitFor();
    await sheet.getByText('Oat milk').click();
    await sheet.getByText('Large').click();
    expect(await sheet.getByRole('button', { name: /Add to cart/ }).textContent()).toMatch(/KWD\s2\.000/u);
    await sheet.getByRole('button', { name: /Add to cart/ }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('link', { name: /View cart/ }).textContent())
      .toMatch(/KWD\s2\.000/u);
    // Back closes an open sheet.
    await page.getByRole('link', { name: 'Americano', exact: true }).first().click();
    await page.getByRole('dialog').getByText('Choose an option').first().waitFor();
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('/{ref}/{type}/{categoryId}/{itemId}: the item page with options, quantity limits, note and suggestions', async () => {
    const byWeight = items.find((i) => i.price_labels.length === 1 && i.price_labels[0]?.maximum);
    expect(byWeight).toBeTruthy();
    const { context, page } = await phone();
    const res = await page.goto(`${server.baseUrl}/demo/delivery/${byWeight?.category_id}/${byWeight?.id}`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(byWeight?.name);
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 10; i++) if (await plus.isEnabled()) await plus.click();
    expect(await page.getByRole('status', { name: 'Quantity' }).textContent()).toContain(
      String(byWeight?.price_labels[0]?.maximum),
    );
    expect(await plus.isDisabled()).toBe(true);
    expect(await page.getByLabel('Special requests').count()).toBe(1);
    await expectAccessible(page, 'item page');
    await page.goto(`${server.baseUrl}/demo/delivery/2/5`);
    expect(await page.getByRole('heading', { name: 'Goes well with' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Ingredients' }).count()).toBe(1);
    await context.close();
  });

  it('a missing item goes to /404 (ADR 1453); unknown or disabled types and categories are 404', async () => {
    const { context, page } = await phone();
    const res = await page.goto(`${server.baseUrl}/demo/delivery/1/987654`);
    expect(new URL(page.url()).pathname).toBe('/404');
    expect(res?.status()).toBe(404);
    for (const path of [
      '/demo/takeaway',
      '/demo/product_service',
      '/demo/delivery/987654',
      '/demo/delivery/abc',
    ]) {
      const r = await fetch(`${server.baseUrl}${path}`);
      expect(r.status, path).toBe(404);
    }
    const notFound = await page.goto(`${server.baseUrl}/demo/delivery/987654`);
    expect(notFound?.status()).toBe(404);
    expect(await page.title()).toBe('Bayt Al Bahar — Café & Kitchen | Page not found');
    await expectAccessible(page, '404 page');
    await context.close();
  });

  it('an item under another category moves (301) to its own URL', async () => {
    for (const wrong of ['/demo/delivery/1/5', '/demo/delivery/14/5', '/demo/delivery/999/5']) {
      const r = await fetch(`${server.baseUrl}${wrong}?x=1`, { redirect: 'manual' });
      expect(r.status, wrong).toBe(301);
      expect(r.headers.get('location')).toBe('/demo/delivery/2/5?x=1');
    }
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/delivery/14/5`);
    expect(new URL(page.url()).pathname).toBe('/demo/delivery/2/5');
    expect(await page.locator('h1').textContent()).toBe('Spanish Latte');
    await context.close();
  });

  it('a progress bar shows at the top while the next page loads', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.data*', async (route) => {
      await held;
      await route.continue();
    });
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.locator('#cat-1 h2 a').click();
    await page.getByRole('progressbar', { name: 'Loading…' }).waitFor();
    release();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/demo/delivery/1');
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await context.close();
  });

  it('no menu is wider than the phone, whatever its prices (dine-in shows two per line)', async () => {
    const { context, page } = await phone();
    for (const type of ['dinein', 'pickup', 'delivery']) {
      await openSettled(page, `${server.baseUrl}/demo/${type}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), type).toBeLessThanOrEqual(375);
    }
    await context.close();
  });

  it('a trailing slash redirects (301) to the path without it', async () => {
    for (const path of ['/demo/', '/demo/delivery/', '/demo/Branches/']) {
      const r = await fetch(`${server.baseUrl}${path}?x=1`, { redirect: 'manual' });
      expect(r.status, path).toBe(301);
      expect(r.headers.get('location')).toBe(`${path.slice(0, -1)}?x=1`);
    }
  });

  it('/{ref}/{type}/{categoryId}: a category with its subcategories as tabs', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/pickup/1`);
    expect(await page.locator('h1').textContent()).toBe('Coffee');
    const tabs = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual(['Hot Coffee', 'Iced Coffee']);
    await expectAccessible(page, 'category page');
    await context.close();
  });

  it('/{ref}/{type}/search gives instant results, in English and Arabic', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/delivery/search`);
    await page.getByRole('searchbox').fill('latte');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('article').first().textContent()).toContain('Latte');
    await expect.poll(() => page.url()).toContain('q=latte');
    // The field keeps the bar's padding on a phone (it used to run to the screen's edge).
    const right = await page
      .locator('main label')
      .first()
      .evaluate((el) => innerWidth - el.getBoundingClientRect().right);
    expect(right).toBeGreaterThanOrEqual(12);
    await expectAccessible(page, 'search');
    await context.close();
    const ar = await phone({ locale: 'ar-KW' });
    await ar.page.goto(`${server.baseUrl}/demo/delivery/search?q=${encodeURIComponent('اسبريسو')}`);
    await expect.poll(() => ar.page.getByRole('article').count()).toBeGreaterThanOrEqual(1);
    await ar.context.close();
  });

  it('/{ref}/Branches: every branch with its hours, on a lazily loaded map', async () => {
    const { context, page } = await phone();
    const html = await (await fetch(`${server.baseUrl}/demo/Branches`)).text();
    expect(html).not.toContain('leaflet-container');
    await page.goto(`${server.baseUrl}/demo/Branches`);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Salmiya (Salem Al Mubarak St.)',
      'Kuwait City (Sharq)',
    ]);
    await page.locator('.leaflet-container').waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(2);
    expect(await page.getByText('Open 24 hours').count()).toBe(7);
    expect(await page.getByText('Monday').count()).toBe(2);
    await expectAccessible(page, 'branches');
    await context.close();
  });

  it('/{ref}/Policies lists the business policies', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/Policies`);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Privacy policy',
      'Terms and conditions',
      'Refunds and cancellations',
      // The demo sells wallet credit, so its wallet policy is one of them (ADR 762).
      'Wallet credit',
    ]);
    await expectAccessible(page, 'policies');
    await context.close();
  });

  it('/{ref}/login (where a 401/403 sends the customer) is a page that leads back, not a 404 (ADR 307)', async () => {
    const { context, page } = await phone();
    const response = await page.goto(`${server.baseUrl}/demo/login`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await expectAccessible(page, 'login');
    await page.getByRole('link', { name: 'My orders' }).click();
    await page.waitForURL(`${server.baseUrl}/demo/orders/history`);
    await context.close();
    const ar = await phone({ locale: 'ar' });
    await ar.page.goto(`${server.baseUrl}/demo/login`);
    expect(await ar.page.getByRole('heading', { level: 1 }).textContent()).toBe('تسجيل الدخول');
    await ar.context.close();
  });

  it('every tab of the bottom navigation and of its "More" sheet leads to a page, never a 404', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/pickup`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await nav.getByRole('button', { name: 'More' }).click();
    // The dialog's code loads on the tap (ADR 608): wait for it to open.
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    const more = await page
      .getByRole('dialog')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The profile tab opens the profile; a guest lands on the login page (ADR 706).
    expect(hrefs).toContain('/demo/profile');
    expect(hrefs.length + more.length).toBeGreaterThanOrEqual(8);
    for (const href of [...hrefs, ...more]) {
      const response = await fetch(`${server.baseUrl}${href}`);
      expect(response.status, String(href)).toBe(200);
    }
    await context.close();
  });

  it('the delivery-area modal shows when delivering without an area, and the choice sticks', async () => {
    const { context, page } = await phone({ area: true });
    await page.goto(`${server.baseUrl}/demo/delivery`);
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await dialog.waitFor();
    await expectAccessible(page, 'area modal');
    // A light modal (ADR 626): no page-wide inert restyle, yet the focus is held inside it…
    expect(await page.locator('dialog').evaluate((d) => d.matches(':modal'))).toBe(false);
    expect(await page.locator('dialog').getAttribute('aria-modal')).toBe('true');
    const focusInside = () => page.locator('dialog').evaluate((d) => d.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    // …and Escape puts it off as a modal's would; the chip brings it back.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: /Deliver to/ }).click();
    await dialog.waitFor();
    await dialog.getByRole('searchbox').fill('sha');
    await dialog.getByRole('button', { name: /Shaab/ }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByRole('button', { name: /Deliver to Shaab/ }).count()).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: /Deliver to Shaab/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Pickup needs no area.
    await page.goto(`${server.baseUrl}/demo/pickup`);
    expect(await page.getByRole('button', { name: /Deliver to/ }).count()).toBe(0);
    await context.close();
  });
});

describe('language and look', () => {
  it('the picker remembers the language in i18n_redirected (365 days, path /) and mirrors the page', async () => {
    const context = await browser.newContext(DESKTOP);
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await page.getByRole('button', { name: 'Language: English' }).first().click();
    await page
      .getByRole('dialog', { name: 'Language' })
      .getByRole('button', { name: /^العربية/ })
      .click();
    await page.waitForLoadState('load');
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('ar');
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    expect(await page.locator('h1').textContent()).toContain('بيت البحر');
    // Mirrored: the logo sits at the right of the name.
    const logo = await page.getByRole('img', { name: /شعار/ }).boundingBox();
    const title = await page.locator('h1').boundingBox();
    expect((logo?.x ?? 0) > (title?.x ?? 0)).toBe(true);
    await context.close();
  });

  it('dark_mode auto follows the system from the first paint (no flash)', async () => {
    const context = await browser.newContext({ ...PHONE, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo`, { waitUntil: 'commit' });
    await page.waitForSelector('body');
    expect(await page.getAttribute('html', 'class')).toBe('auto');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(15, 17, 19)');
    await context.close();
  });
});
