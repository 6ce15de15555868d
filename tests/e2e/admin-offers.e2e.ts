import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, SCREENS_RUN, screenshot } from './support/browser.ts';
import { contactAndPlace, fillCart, quickItem } from './support/checkout.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

// Discounts, coupons and taxes in the back office, in Chromium ([product: Discounts, coupons and
// taxes], ADR 1100): the demo owner adds a coupon (a bad one first: each field says what is
// wrong), a diner uses it at the storefront's checkout, and the back office counts the use.

let server: RunningServer;
let browser: Browser;
let owner: SignedIn;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function offersPage(options = PHONE, locale = 'en', colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ ...options, locale, colorScheme, storageState: owner });
  const page = await context.newPage();
  return { context, page };
}

const couponForm = (page: Page) => page.locator('form:has(input[name="intent"][value="coupon-create"])');

describe('discounts, coupons and taxes in the back office', () => {
  it('the demo owner signs in', async () => {
    owner = await ownerSession(browser, server);
  }, 60_000);

  it('a coupon made in the back office takes its discount at the storefront checkout, and is counted', async () => {
    const { context, page } = await offersPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    await page.getByRole('link', { name: 'Discounts, coupons & taxes' }).click();
    await page.waitForURL('**/demo/admin/offers');
    await expect.poll(() => page.getByText('WELCOME10').count()).toBeGreaterThan(0);

    await page.getByText('New coupon').click();
    const form = couponForm(page);
    await form.getByLabel('Code').fill('x');
    await form.getByLabel('Value').fill('150');
    await form.getByRole('button', { name: 'Add coupon' }).click();
    await expect.poll(() => page.getByText('Some fields need attention.').count()).toBe(1);
    expect(await couponForm(page).getByLabel('Code').getAttribute('aria-invalid')).toBe('true');
    expect(
      await couponForm(page)
        .getByText("Use 3 to 32 letters, digits, - or _, and not another coupon's code.")
        .count(),
    ).toBe(1);
    await screenshot(page, 'admin-offers-coupon-errors-en');

    await couponForm(page).getByLabel('Code').fill('ADMIN20');
    await couponForm(page).getByLabel('Value').fill('20');
    await couponForm(page).getByLabel('Minimum order (KWD)').fill('1.000');
    await couponForm(page).getByRole('checkbox', { name: 'Pickup' }).check();
    await couponForm(page).getByRole('button', { name: 'Add coupon' }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);
    const row = page.locator('li', { hasText: 'ADMIN20' });
    await screenshot(page, 'admin-offers-coupon-saved-en');
    const text = ((await row.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('20% off');
    expect(text).toContain('Used: 0');
    expect(text).toContain('Orders from KWD');
    expect(text).toContain('Pickup');
    await expectAccessible(page, 'admin offers');
    await context.close();

    const diner = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(diner);
    const shop = await diner.newPage();
    const item = await quickItem(server.baseUrl);
    await fillCart(shop, server.baseUrl, 'pickup', item, 2);
    await shop.getByPlaceholder('Coupon code').fill('admin20');
    await shop.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => shop.getByTestId('coupon-ok').textContent()).toContain('ADMIN20 applied');
    await shop.getByRole('link', { name: 'Continue to checkout' }).click();
    await shop.waitForURL('**/demo/pickup/checkout');
    await contactAndPlace(shop);
    await shop.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    await expect.poll(() => shop.getByText('Coupon').count()).toBe(1);
    await diner.close();

    const again = await offersPage();
    await again.page.goto(`${server.baseUrl}/demo/admin/offers`);
    expect(await again.page.locator('li', { hasText: 'ADMIN20' }).textContent()).toContain('Used: 1');
    await again.context.close();
  }, 180_000);

  it('a whole-menu discount for pickup is added and deleted; a tax added', async () => {
    const { context, page } = await offersPage(DESKTOP);
    await page.goto(`${server.baseUrl}/demo/admin/offers`);
    await page.getByText('New discount').click();
    const form = page.locator('form:has(input[name="intent"][value="discount-create"])');
    await form.getByLabel('Kind of order').selectOption('pickup');
    await form.getByLabel('Value').fill('5');
    await form.getByRole('button', { name: 'Add discount' }).click();
    const row = page.locator('li', { hasText: 'Whole menu' }).filter({ hasText: 'Pickup' });
    expect(await row.count()).toBe(0);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText('5% off').count()).toBe(1);
    await row.getByRole('button', { name: 'Delete Whole menu' }).click();
    await expect.poll(() => row.count()).toBe(0);

    await page.getByText('New tax').click();
    const tax = page.locator('form:has(input[name="intent"][value="tax-create"])');
    await tax.locator('#new-tax-name-en').fill('Municipality fee');
    await tax.locator('#new-tax-name-ar').fill('رسوم البلدية');
    await tax.getByLabel('Rate (%)').fill('2.5');
    await tax.getByRole('button', { name: 'Add tax' }).click();
    await expect.poll(() => page.getByText('Municipality fee', { exact: true }).count()).toBe(1);
    await context.close();
  }, 120_000);

  it('orders a category’s items with the move buttons; a deleted item leaves the storefront', async () => {
    const { context, page } = await offersPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    // The first category with at least two items.
    const section = page
      .locator('section')
      .filter({ has: page.locator('li p.truncate').nth(1) })
      .first();
    const names = () => section.locator('li p.truncate').allTextContents();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(1);
    const [first, second] = await names();
    if (!first || !second) throw new Error('no items');
    await section.getByRole('button', { name: `Move ${first} down` }).click();
    await expect.poll(async () => (await names()).slice(0, 2)).toEqual([second, first]);
    await screenshot(page, 'admin-menu-reordered-en');

    // Hydrated, one tap deletes it at once (with Undo, ADR 1210); the write answered before looking.
    const remove = section.getByRole('button', { name: `Delete ${second}`, exact: true });
    await page.waitForFunction(
      (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactProps')),
      await remove.elementHandle(),
    );
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/demo/admin'),
    );
    await remove.click();
    await expect.poll(async () => (await names()).includes(second)).toBe(false);
    expect((await deleted).ok()).toBe(true);
    const menu = async () => (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).text();
    await expect.poll(async () => (await menu()).includes(`"${second}"`)).toBe(false);
    await context.close();
  }, 120_000);

  it('deletes a group of choices from an item, behind a second tap', async () => {
    const { context, page } = await offersPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    await page.locator('a[href*="/admin/items/"]:not([href*="new"])').first().click();
    await page.waitForURL(/\/admin\/items\/\d+/);
    const groups = page.locator('section[aria-labelledby="item-groups"] > ul > li');
    await expect.poll(() => groups.count()).toBeGreaterThan(0);
    const before = await groups.count();
    const name =
      ((await groups.first().locator('p').first().textContent()) ?? '').split(' · ')[0]?.trim() ?? '';
    await groups.first().getByLabel(`Delete ${name}`, { exact: true }).click();
    const deleted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/demo/admin'),
    );
    await groups
      .first()
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect.poll(() => groups.count()).toBe(before - 1);
    expect((await deleted).ok()).toBe(true);
    await context.close();
  }, 60_000);

  // Only pictures beyond what the other entries check (the same page, language and assertions):
  // these run with the pictures, in `npm run test:screens` (ADR 1464).
  const picturesOnly = ['en-phone', 'ar-phone-dark', 'en-desktop'];
  for (const [name, options, lang, scheme] of [
    ['en-phone', PHONE, 'en', 'light'],
    ['ar-phone', PHONE, 'ar', 'light'],
    ['ar-phone-dark', PHONE, 'ar', 'dark'],
    ['ja-desktop-dark', DESKTOP, 'ja', 'dark'],
    ['en-desktop', DESKTOP, 'en', 'light'],
  ] as const) {
    it.skipIf(!SCREENS_RUN && picturesOnly.includes(name))(
      `the offers page is accessible and looks right: ${name}`,
      async () => {
        const { context, page } = await offersPage(options, lang, scheme);
        await page.goto(`${server.baseUrl}/demo/admin/offers?lang=${lang}`);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        await page
          .locator('details')
          .first()
          .evaluate((d) => d.setAttribute('open', ''));
        await screenshot(page, `admin-offers-${name}`);
        if (name === 'ar-phone' || name === 'ja-desktop-dark')
          await expectAccessible(page, `admin offers ${name}`);
        await context.close();
      },
      60_000,
    );
  }
});
