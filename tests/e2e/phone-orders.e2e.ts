// Phone orders (ADR 1475, 1476), in the browser: a staff member signs in to the back office with
// their phone, takes an order for a caller (a size, a choice the storefront's rules ask for, the
// car the branch asks for, cash), sees it on the order board marked as a phone order, adds an item
// to it (priced again by the server), and is told clearly once the order is cancelled.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { sqlOnServer } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';

const STAFF_PHONE = '+96550014751';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
  // A member of the staff role, as the owner's team page adds one.
  await sqlOnServer(
    server,
    `INSERT INTO staff_members (business_id, phone, name, role)
     SELECT id, $1, 'Huda', 'staff' FROM businesses WHERE reference_id = 'demo'`,
    [STAFF_PHONE],
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** Opens the dish's category (the menu is one disclosure per category), then the dish. */
async function openDish(page: Page, name: string) {
  const category = page.getByTestId('phone-items').locator(':scope > details', { hasText: name }).first();
  const dish = category.locator('li > details', { hasText: name }).first();
  for (const part of [category, dish])
    if (!(await part.evaluate((d) => (d as HTMLDetailsElement).open)))
      await part.locator(':scope > summary').click();
  return dish;
}

describe('phone orders', () => {
  let orderId = '';
  let signedIn: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

  it('a staff member takes a caller’s order, priced by the server', async () => {
    const context = await browser.newContext({ ...DESKTOP, locale: 'en' });
    const page = await context.newPage();
    await signInToBackOffice(page, server, STAFF_PHONE);
    signedIn = await context.storageState();
    await page.getByRole('navigation').getByRole('link', { name: 'Phone order' }).click();
    await page.waitForURL(/\/demo\/admin\/phone-order$/);
    await page.getByRole('heading', { name: 'Take a phone order' }).waitFor();

    // Without the sweetness the storefront asks for, the dish stays out, and the page says why.
    let dish = await openDish(page, 'Karak Chai');
    await dish.getByLabel(/Medium/).check();
    await dish.getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('phone-problem').waitFor();
    expect(await page.getByTestId('phone-lines').count()).toBe(0);

    dish = await openDish(page, 'Karak Chai');
    await dish.getByLabel(/Medium/).check();
    await dish.getByLabel('No sugar').check();
    await dish.getByLabel('Quantity').fill('2');
    await dish.getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('phone-lines').getByText('Karak Chai').waitFor();
    // 2 × 0.750 KWD, the server's figure.
    expect(money(await page.getByTestId('phone-cart-total').textContent())).toBe(1.5);

    await page.getByLabel('Name').fill('Caller Huda');
    await page.getByLabel('Phone', { exact: true }).fill('50123456');
    // The branch brings pickups out to the car: its rule holds for a caller too.
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByTestId('phone-problem').getByText(/car/i).first().waitFor();
    await page.getByLabel('Name').fill('Caller Huda');
    await page.getByLabel('Phone', { exact: true }).fill('50123456');
    await page.getByLabel('Make').fill('Nissan');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate').fill('4321');
    // The demo takes cash only: the page offers what the business takes.
    expect(await page.getByLabel('Pay on pickup').count()).toBe(0);
    await page.getByLabel('Cash').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/phone-order\?order=\d+&placed=1/);
    orderId = /order=(\d+)/.exec(page.url())?.[1] ?? '';
    await page.getByTestId('phone-placed').getByText(`Order #${orderId} placed`).waitFor();
    expect(money(await page.getByTestId('phone-order-total').textContent())).toBe(1.5);
    await context.close();
  });

  it('the order is on the board as a phone order; an item is added to it and it is priced again', async () => {
    const context = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: signedIn });
    const board = await context.newPage();
    await board.goto(`${server.baseUrl}/demo/staff`);
    const card = board.locator('article[id^="staff-order-"]', {
      has: board.getByRole('heading', { name: `#${orderId}`, exact: true }),
    });
    await card.getByTestId('phone-order-tag').waitFor();
    // The board leads to the phone-order page too.
    expect(await board.getByTestId('board-phone-order').getAttribute('href')).toBe('/demo/admin/phone-order');
    await screenshot(board, 'phone-order-on-board', { fullPage: false });
    await card.getByTestId('add-item-link').click();
    await board.waitForURL(new RegExp(`phone-order\\?order=${orderId}$`));
    const dish = await openDish(board, 'Adeni Tea');
    await dish.getByLabel('Light').check();
    await dish.getByRole('button', { name: 'Add' }).click();
    await board.getByTestId('phone-added').waitFor();
    await expect
      .poll(async () => money(await board.getByTestId('phone-order-total').textContent()))
      .toBe(2.25);
    expect(await board.getByTestId('phone-lines').locator('li').count()).toBe(2);

    // Cancelled meanwhile: no more items, and the page says what to do instead.
    await sqlOnServer(server, `UPDATE orders SET status = 9 WHERE id = $1`, [Number(orderId)]);
    await board.reload();
    await board
      .getByTestId('phone-cannot-add')
      .getByText(/completed or cancelled/)
      .waitFor();
    expect(await board.getByTestId('phone-items').count()).toBe(0);
    await context.close();
  });

  it('looks right at 375 px and on a desktop, in English and Arabic', async () => {
    const views: [string, BrowserContextOptions][] = [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ];
    for (const locale of ['en', 'ar']) {
      for (const [name, view] of views) {
        const context = await browser.newContext({ ...view, locale, storageState: signedIn });
        const page = await context.newPage();
        await page.goto(`${server.baseUrl}/demo/admin/phone-order?type=delivery`);
        await page.locator('#phone-area').waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await openDish(page, locale === 'ar' ? 'شاي كرك' : 'Karak Chai');
        await screenshot(page, `phone-order-${locale}-${name}`);
        await context.close();
      }
    }
  });
});
