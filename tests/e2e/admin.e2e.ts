import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, type SignedIn, signInToBackOffice } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot, settled } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

// The back office in Chromium ([product: Back office], ADR 1000–1003): the demo owner signs in with
// a code (read from the development channel's log), builds a dish with a picture and choices, sees
// it on the storefront, marks it sold out and sees the storefront refuse it.

let server: RunningServer;
let browser: Browser;
/** The owner's signed-in cookies: one code per test run (a number waits between codes, ADR 700). */
let owner: SignedIn;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the back office', () => {
  it('the start-up log names the demo owner; staff sign in with a code into /demo/admin', async () => {
    expect(server.output()).toContain(`/demo/admin (owner phone ${DEMO_OWNER}; codes appear in this log)`);
    const context = await browser.newContext({ ...PHONE, locale: 'en' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    await page.waitForURL('**/demo/admin/login');
    await screenshot(page, 'admin-login-en');
    await expectAccessible(page, 'admin login');
    await signInToBackOffice(page, server);
    // The session cookie is HttpOnly and scoped to this business's pages.
    expect(await page.evaluate(() => document.cookie)).not.toContain('sufra_admin');
    const cookie = (await context.cookies()).find((c) => c.name === 'sufra_admin');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/demo' });
    owner = await context.storageState();
    await context.close();
  });

  it('hydrates the sign-in page without a mismatch: what was typed before the scripts took over is kept', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A slow phone: hydration comes well after the form shows (the page's own stylesheet once
    // made React meet the head in another order, re-render the page and drop the typed number).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${server.baseUrl}/demo/admin/login`, { waitUntil: 'domcontentloaded' });
    const field = page.getByLabel('Phone number');
    await field.fill(DEMO_OWNER);
    await field.evaluate((input) => input.setAttribute('data-typed-early', ''));
    // Hydrated: React has taken over the field (its fiber is on the element in the page now).
    await page.waitForFunction(
      () =>
        Object.keys(document.getElementById('admin-phone') ?? {}).some((k) => k.startsWith('__reactFiber')),
      null,
      { timeout: 30_000 },
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await settled(page);
    // The same element, not a fresh one from a client render.
    expect(
      await page.evaluate(() => document.getElementById('admin-phone')?.hasAttribute('data-typed-early')),
    ).toBe(true);
    expect(await field.inputValue()).toBe(DEMO_OWNER);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a category and an item with a picture and choices, seen on the storefront; sold out, refused', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: owner });
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin`);

    await page.getByText('New category').click();
    await page.locator('#new-category-en').fill('Grill house');
    await page.locator('#new-category-ar').fill('بيت المشاوي');
    await page.getByRole('button', { name: 'Add category' }).click();
    const section = page.getByRole('region', { name: 'Grill house' });
    await expect.poll(() => section.count()).toBe(1);

    await section.getByRole('link', { name: 'Add item' }).click();
    await page.waitForURL(/\/demo\/admin\/items\/new\?category=\d+/);
    // By id: while the client-side navigation finishes, the menu's fields may still be on the page.
    await page.locator('#item-name-en').fill('Lamb chops');
    await page.locator('#item-name-ar').fill('ريش غنم');
    await page.locator('#item-description-en').fill('Four chops off the charcoal grill');
    await page.locator('#item-price').fill('6.250');
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.waitForURL(/\/demo\/admin\/items\/\d+\?saved=1/);
    const itemId = Number(/items\/(\d+)/.exec(page.url())?.[1]);

    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b5562e' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'chops.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect.poll(() => page.getByText('Picture saved.').count()).toBe(1);
    const picture = await page.getByAltText("The item's picture now").getAttribute('src');
    expect(picture).toMatch(/^\/media\/\d+\/[0-9a-f]{24}-480\.webp$/);

    await page.getByText('Add a group of choices').click();
    await page.getByLabel('Group name (English)').fill('Doneness');
    await page.getByLabel('Least to choose').fill('1');
    await page.getByLabel('Most to choose').fill('1');
    await page.getByLabel('Choice 1 (EN)').fill('Medium');
    await page.getByLabel('Choice 2 (EN)').fill('Well done');
    await page.getByLabel('Extra price').nth(1).fill('0.250');
    await page.getByRole('button', { name: 'Save group' }).click();
    await expect.poll(() => page.getByText('choose 1–1').count()).toBe(1);
    await screenshot(page, 'admin-item-en');
    await expectAccessible(page, 'admin item');

    // The storefront shows it at once (version bump + NOTIFY), with its picture and choices.
    const { categoryId, labelId, branchId } = await storefront(itemId);
    expect(categoryId).toBeGreaterThan(0);
    const shop = await context.newPage();
    await shop.goto(`${server.baseUrl}/demo/pickup/${categoryId}/${itemId}`);
    await expect.poll(() => shop.getByRole('heading', { name: 'Lamb chops' }).count()).toBeGreaterThan(0);
    await expect.poll(() => shop.getByText('Doneness').count()).toBeGreaterThan(0);
    expect(await shop.locator(`img[src="${picture}"]`).count()).toBeGreaterThan(0);
    expect(await shop.getByText('This item is not available right now.').count()).toBe(0);

    // Sold out at every branch, one tap each; each write answered before the storefront looks
    // (the tap shows at once, ADR 1210, while its write is still on its way).
    await page.goto(`${server.baseUrl}/demo/admin`);
    const mark = page.getByRole('button', { name: 'Mark Lamb chops sold out' });
    for (let left = await mark.count(); left > 0; left--) {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/demo/admin'),
      );
      await mark.first().click();
      expect((await saved).ok()).toBe(true);
      await expect.poll(() => mark.count()).toBe(left - 1);
    }
    await screenshot(page, 'admin-menu-en');
    await expectAccessible(page, 'admin menu');
    await shop.reload();
    await expect.poll(() => shop.getByText('This item is not available right now.').count()).toBe(1);
    const calc = await fetch(`${server.baseUrl}/api/service/pos/calc-order/${branchId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        branch_id: branchId,
        selling_types: 'car_pickup',
        order_lines: [{ item_id: itemId, price_label_id: labelId, quantity: 1 }],
      }),
    });
    const problems = ((await calc.json()) as { problems: { code: string }[] }).problems.map((p) => p.code);
    expect(problems, JSON.stringify(problems)).toContain('ITEM_NOT_IN_BRANCH');
    await context.close();
  }, 180_000);

  it('a dish dragged by its handle above another is saved like the arrows, which still put it back', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    const section = page.getByRole('region', { name: 'Hot Coffee' });
    const rows = section.locator('ul > li');
    const names = () => rows.locator('p.font-medium').allTextContents();
    const before = await names();
    expect(before.length).toBeGreaterThan(2);
    // The handle works once React has hydrated the page (the arrows' forms work before).
    const handle = rows.nth(1).getByTitle('Drag to reorder, or use the arrows');
    await page.waitForFunction(
      (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactProps')),
      await handle.elementHandle(),
    );
    await handle.scrollIntoViewIfNeeded();
    const grip = await handle.boundingBox();
    const first = await rows.nth(0).boundingBox();
    if (!grip || !first) throw new Error('no boxes');
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2, first.y + 4, { steps: 6 });
    // The rows move at once; the write is in flight until its answer, which a reload would cut.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/demo/admin'),
    );
    await page.mouse.up();
    const swapped = [before[1], before[0], ...before.slice(2)];
    await expect.poll(names).toEqual(swapped);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect.poll(names).toEqual(swapped);
    // The keyboard's way: the arrow button moves it back down (one write of the whole list).
    await page.getByRole('button', { name: `Move ${before[1]} down` }).click();
    await expect.poll(names).toEqual(before);
    await context.close();
  }, 90_000);

  it('sold out and hidden at once, back when refused; a delete undone from its toast (ADR 1210)', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    const section = page.getByRole('region', { name: 'Salads' });
    const names = () => section.locator('ul > li p.font-medium').allTextContents();
    const before = await names();
    const [dish, gone] = before as [string, string];
    // The fetchers take over once React has hydrated the page (before, the forms post natively).
    const remove = section.getByRole('button', { name: `Delete ${gone}` });
    await page.waitForFunction(
      (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactProps')),
      await remove.elementHandle(),
    );
    const posted = () =>
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/demo/admin'));

    // Optimistic: the row shows sold out while the (held back) write is still on its way.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/demo/admin**', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const marks = section.getByRole('button', { name: `Mark ${dish} sold out` });
    const branches = await marks.count();
    const markDish = marks.first();
    const backDish = section.getByRole('button', { name: `Mark ${dish} back in stock` });
    let saved = posted();
    await markDish.click();
    await expect.poll(() => backDish.count()).toBeGreaterThan(0);
    release();
    expect((await saved).ok()).toBe(true);
    await page.unroute('**/demo/admin**');
    await page.reload();
    await expect.poll(() => backDish.count()).toBeGreaterThan(0);

    // Offline: the tap goes back and the row says why.
    await page.waitForFunction(
      (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactProps')),
      await backDish.first().elementHandle(),
    );
    await page.route('**/demo/admin**', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await backDish.first().click();
    await expect
      .poll(() => section.getByText('You are offline, so nothing was changed.', { exact: false }).count())
      .toBe(1);
    expect(await backDish.count()).toBeGreaterThan(0);
    await page.unroute('**/demo/admin**');
    saved = posted();
    await backDish.first().click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => marks.count()).toBe(branches);

    // Hidden and shown again with one tap each; the badge follows at once. The second tap comes
    // while the page is still reloading after the first (held here): it carries the version the
    // first wrote, not the one the page loaded, so it is not refused as "changed elsewhere".
    const hide = section.getByRole('button', { name: 'Hide Salads from the storefront' });
    let reload = () => {};
    const reloading = new Promise<void>((resolve) => {
      reload = resolve;
    });
    await page.route('**/demo/admin.data**', async (route) => {
      if (route.request().method() === 'GET') await reloading;
      await route.continue();
    });
    saved = posted();
    await hide.click();
    await expect.poll(() => section.getByText('Hidden', { exact: true }).count()).toBe(1);
    expect((await saved).ok()).toBe(true);
    saved = posted();
    await section.getByRole('button', { name: 'Show Salads on the storefront' }).click();
    expect((await saved).ok()).toBe(true);
    reload();
    // The first tap's reload was cut short by the second tap: its held request has no one to answer.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect.poll(() => section.getByText('Hidden', { exact: true }).count()).toBe(0);

    // Deleted with one tap, gone at once; the toast offers Undo without taking the focus.
    saved = posted();
    await remove.click();
    await expect.poll(names).not.toContain(gone);
    const toast = page.getByRole('status').filter({ hasText: `“${gone}” deleted` });
    await expect.poll(() => toast.count()).toBe(1);
    expect((await saved).ok()).toBe(true);
    const undo = page.getByRole('button', { name: `Undo deleting “${gone}”` });
    await expect.poll(() => undo.isEnabled()).toBe(true);
    expect(await undo.evaluate((el) => el === document.activeElement)).toBe(false);
    // Pointed at, the toast stays past its 8 s (checking the page takes longer here).
    await undo.hover();
    await screenshot(page, 'admin-undo-toast-en');
    await expectAccessible(page, 'admin menu with its undo toast');
    saved = posted();
    await undo.click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(names).toEqual(before);
    await expect.poll(() => page.getByText(`“${gone}” is back`).count()).toBe(1);
    await page.reload();
    await expect.poll(names).toEqual(before);
    await context.close();
  }, 120_000);

  for (const [name, options, lang, scheme] of [
    ['ar-phone', PHONE, 'ar', 'light'],
    ['ja-desktop-dark', DESKTOP, 'ja', 'dark'],
    ['en-desktop', DESKTOP, 'en', 'light'],
    ['ar-phone-dark', PHONE, 'ar', 'dark'],
  ] as const) {
    it(`login, menu and item pages are accessible and look right: ${name}`, async () => {
      const guest = await browser.newContext({ ...options, locale: lang, colorScheme: scheme });
      const login = await guest.newPage();
      await login.goto(`${server.baseUrl}/demo/admin/login?lang=${lang}`);
      expect(await login.getAttribute('html', 'lang')).toBe(lang);
      await screenshot(login, `admin-login-${name}`);
      await expectAccessible(login, `admin login ${name}`);
      await guest.close();

      const context = await browser.newContext({
        ...options,
        locale: lang,
        colorScheme: scheme,
        storageState: owner,
      });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/demo/admin?lang=${lang}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await screenshot(page, `admin-menu-${name}`);
      if (name === 'ar-phone') await expectAccessible(page, `admin menu ${name}`);
      const edit = page.locator('a[href*="/admin/items/"]:not([href*="new"])').first();
      await edit.click();
      await page.waitForURL(/\/admin\/items\/\d+/);
      await screenshot(page, `admin-item-${name}`);
      if (name === 'ar-phone') await expectAccessible(page, `admin item ${name}`);
      await context.close();
    }, 120_000);
  }
});

type ShopItem = { id: number; category_id: number; price_labels: { id: number }[] };
type ShopCategory = { items: ShopItem[]; subcategories: ShopCategory[] };

/** The demo as the storefront's API serves it: its branch and the item's category and first price. */
async function storefront(itemId: number) {
  const body = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    restaurant: { branch_id: number };
    menu: { categories: ShopCategory[] };
  };
  const all: ShopItem[] = [];
  const walk = (cs: ShopCategory[]) => {
    for (const c of cs) {
      all.push(...c.items);
      walk(c.subcategories);
    }
  };
  walk(body.menu.categories);
  const item = all.find((i) => i.id === itemId);
  return {
    branchId: body.restaurant.branch_id,
    categoryId: item?.category_id,
    labelId: item?.price_labels[0]?.id,
  };
}
