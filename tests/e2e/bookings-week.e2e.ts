// A week of bookings in the back office (ADR 1477) and a phone order's status messages (ADR 1478),
// in the browser: the demo owner opens the week the seed filled, moves a week on and back, opens a
// day from it; a staff member sees the same week, a driver does not; a caller's phone order tells
// them of its acceptance in Arabic by WhatsApp (the development channel writes it to the log).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn, signInToBackOffice } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { sqlOnServer } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible } from './support/storefront.ts';

const STAFF_PHONE = '+96550014771';
const DRIVER_PHONE = '+96550000005';
let server: RunningServer;
let browser: Browser;
let owner: SignedIn;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
  await sqlOnServer(
    server,
    `INSERT INTO staff_members (business_id, phone, name, role)
     SELECT id, $1, 'Huda', 'staff' FROM businesses WHERE reference_id = 'demo'`,
    [STAFF_PHONE],
  );
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a week of bookings', () => {
  it('the owner opens the week the demo was seeded with, goes a week on and back, and opens a day', async () => {
    owner = await ownerSession(browser, server);
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/reservations`);
    await page.getByRole('link', { name: 'Week', exact: true }).click();
    await page.waitForURL(/view=week/);
    const days = page.getByTestId('week-day');
    await expect.poll(() => days.count()).toBe(7);
    // Today is marked, and holds the seed's bookings of today (two hours on and later).
    const today = page.locator('[data-testid="week-day"]:has(a[aria-current="date"])');
    expect(await today.count()).toBe(1);
    const todayDate = (await today.getAttribute('data-date')) ?? '';
    const todays = await today.getByTestId('week-booking').count();
    const seeded = await page.getByTestId('week-booking').count();
    expect(seeded).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('week-summary').textContent()).toMatch(
      /\d+ bookings · \d+ guests expected/,
    );
    await screenshot(page, 'admin-reservations-week-en-375');
    await expectAccessible(page, 'reservations week');

    const first = (await days.first().getAttribute('data-date')) ?? '';
    await page.getByRole('link', { name: 'Next week' }).click();
    await expect.poll(async () => days.first().getAttribute('data-date')).not.toBe(first);
    const next = (await days.first().getAttribute('data-date')) ?? '';
    expect(Date.parse(next) - Date.parse(first)).toBe(7 * 86_400_000);
    await page.getByRole('link', { name: 'Previous week' }).click();
    await expect.poll(async () => days.first().getAttribute('data-date')).toBe(first);

    // Today's link opens the day, with the same bookings to act on.
    await today.getByRole('link').first().click();
    await page.waitForURL(new RegExp(`reservations\\?date=${todayDate}$`));
    await expect.poll(() => page.getByTestId('day-booking').count()).toBe(todays);
    await context.close();
  }, 120_000);

  for (const [name, options, lang] of [
    ['ar-375', PHONE, 'ar'],
    ['en-desktop', DESKTOP, 'en'],
    ['ar-desktop', DESKTOP, 'ar'],
  ] as const) {
    it(`the week looks right: ${name}`, async () => {
      const context = await browser.newContext({ ...options, locale: lang, storageState: owner });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/demo/admin/reservations?view=week&lang=${lang}`);
      await expect.poll(() => page.getByTestId('week-day').count()).toBe(7);
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      await screenshot(page, `admin-reservations-week-${name}`);
      await context.close();
    }, 60_000);
  }

  it('a staff member sees the week; a driver is sent back to the back office’s start', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en' });
    const page = await context.newPage();
    await signInToBackOffice(page, server, STAFF_PHONE);
    await page.goto(`${server.baseUrl}/demo/admin/reservations?view=week`);
    await expect.poll(() => page.getByTestId('week-day').count()).toBe(7);
    expect(await page.getByTestId('week-booking').count()).toBeGreaterThanOrEqual(2);
    await context.close();

    const driverContext = await browser.newContext({ ...PHONE, locale: 'en' });
    const driver = await driverContext.newPage();
    await driver.goto(`${server.baseUrl}/demo/admin/login`);
    await driver.getByLabel('Phone number').fill(DRIVER_PHONE);
    await driver.getByRole('button', { name: 'Send code' }).click();
    const { codeFromLog } = await import('./support/accounts.ts');
    await driver.getByLabel('Code', { exact: true }).fill(await codeFromLog(server, DRIVER_PHONE));
    await driver.getByRole('button', { name: 'Sign in' }).click();
    await driver.waitForURL(/\/demo\/(admin|driver)/);
    await driver.goto(`${server.baseUrl}/demo/admin/reservations?view=week`);
    expect(await driver.getByTestId('week-day').count()).toBe(0);
    // The API says no as well, whatever the page does.
    const api = await driverContext.request.get(
      `${server.baseUrl}/api/staff/reservations?scope=week&date=2026-12-07`,
    );
    expect([401, 403]).toContain(api.status());
    await driverContext.close();
  }, 120_000);
});

describe('a phone order’s status messages', () => {
  it('the caller chooses WhatsApp in Arabic, and hears of the acceptance with the order’s reference', async () => {
    const context = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/phone-order?type=dine_in`);
    const category = page
      .getByTestId('phone-items')
      .locator(':scope > details', { hasText: 'Americano' })
      .first();
    if (!(await category.evaluate((d) => (d as HTMLDetailsElement).open)))
      await category.locator(':scope > summary').click();
    const dish = category.locator('li > details', { hasText: 'Americano' }).first();
    if (!(await dish.evaluate((d) => (d as HTMLDetailsElement).open)))
      await dish.locator(':scope > summary').click();
    await dish.getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('phone-lines').getByText('Americano').waitFor();
    await page.getByLabel('Name').fill('Caller Salem');
    await page.getByLabel('Phone', { exact: true }).fill('50147781');
    await page.getByLabel('By WhatsApp').check();
    await page.getByLabel('Language of the messages').selectOption('ar');
    await screenshot(page, 'phone-order-messages-en-desktop', { fullPage: false });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/phone-order\?order=\d+&placed=1/);
    const orderId = Number(/order=(\d+)/.exec(page.url())?.[1]);
    const { rows } = await sqlOnServer(server, 'SELECT public_ref FROM orders WHERE id = $1', [orderId]);
    const ref = String(rows[0]?.public_ref ?? '');
    const shown = `${ref.slice(0, 4)}-${ref.slice(4)}`;

    // Accepted on the board (the back office's session opens it, ADR 1370).
    const moved = await context.request.post(`${server.baseUrl}/api/staff/orders/${orderId}/status`, {
      data: { status: 1 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    // The development channel stands in for the phone: the message is in the log, by WhatsApp.
    await expect
      .poll(
        () =>
          server
            .output()
            .split('\n')
            .find((l) => l.includes(shown) && l.includes('[message]')) ?? '',
        {
          timeout: 20_000,
        },
      )
      .toContain('تم قبول طلبك');
    const line =
      server
        .output()
        .split('\n')
        .find((l) => l.includes(shown)) ?? '';
    expect(line).toContain('whatsapp');
    expect(line).not.toContain(`#${orderId}`);
    await context.close();
  }, 120_000);
});
