import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import {
  contactAndPlace,
  deliveryAddress,
  fillCart,
  quickItem,
  tomorrowInKuwait,
} from './support/checkout.ts';
import { orderIdOfPage, orderLabelOf, orderRefOf, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
let item: Awaited<ReturnType<typeof quickItem>>;
let staffToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  item = await quickItem(server.baseUrl);
  staffToken = staffTokenOf(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phone(locale = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale });
  await skipAreaModal(context);
  return { context, page: await context.newPage() };
}

const status = (page: Page) => page.getByTestId('order-status').textContent();
const onOrderPage = (page: Page) =>
  page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });

describe('checkout flows in Chromium, from the menu to a tracked order', () => {
  it('delivery with a pin inside a zone; the order page shows it waiting', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'delivery', item);
    await screenshot(page, 'checkout-cart-en');
    await deliveryAddress(page, '29.34', '48.07');
    await expect
      .poll(() => page.getByTestId('pin-result').textContent())
      .toContain('We deliver here: Salmiya');
    await screenshot(page, 'checkout-map-en');
    await page.getByRole('button', { name: 'Use this point' }).click();
    await page.waitForURL('**/demo/delivery/form');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Required').count()).toBeGreaterThan(0);
    await page.getByLabel('Block').fill('10');
    await page.getByLabel('Street').fill('Salem Al Mubarak');
    await page.getByLabel('House number').fill('12');
    await screenshot(page, 'checkout-form-en');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/demo/delivery/checkout');
    await expect.poll(() => page.getByTestId('total-delivery').textContent()).toMatch(/0\.500/);
    expect(await page.getByTestId('delivery-eta').textContent()).toMatch(/^Delivery KWD\s0\.500 · 30 min$/u);
    await screenshot(page, 'checkout-delivery-en');
    await contactAndPlace(page);
    await onOrderPage(page);
    await expect.poll(() => status(page)).toBe('Waiting for the restaurant');
    await context.close();
  });

  it('delivery outside every zone is refused with a message', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'delivery', item);
    await deliveryAddress(page, '29.20', '47.80');
    await expect
      .poll(() => page.getByTestId('pin-result').textContent())
      .toContain('We do not deliver to this location');
    expect(await page.getByRole('button', { name: 'Use this point' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('car pickup with the car details', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    await page.getByLabel('Car model').fill('Land Cruiser');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
    await contactAndPlace(page);
    await onOrderPage(page);
    await expect.poll(() => status(page)).toBe('Waiting for the restaurant');
    await context.close();
  });

  it('dine-in from a table QR link: the table is chosen already', async () => {
    const { context, page } = await phone();
    // The link `npm start` prints: the table's token, not its number (ADR 751).
    const link = /Table QR link \(demo, table T1\): \S+(\?\S+)/.exec(server.output())?.[1] ?? '';
    await fillCart(page, server.baseUrl, 'dinein', item, 1, link);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/dinein/checkout');
    await expect.poll(() => page.getByTestId('table-linked').textContent()).toContain('Table T1');
    await screenshot(page, 'checkout-dinein-en');
    await contactAndPlace(page);
    await onOrderPage(page);
    await expect.poll(() => status(page)).toBe('Waiting for the restaurant');
    await context.close();
  });

  it('a scheduled pickup for tomorrow', async () => {
    const { context, page } = await phone();
    // The day and time chips' code is not in the checkout's first view: it loads on "Later" (ADR 608).
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const slotCode = () => scripts.filter((u) => /\/slot-picker-[\w-]+\.js$/.test(u)).length;
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    await page.getByRole('radio', { name: /Now/ }).waitFor();
    expect(slotCode()).toBe(0);
    await page.getByRole('radio', { name: /Later/ }).check();
    await expect.poll(slotCode).toBe(1);
    const tomorrow = tomorrowInKuwait();
    // The day strip says Tomorrow; the slot grid (ADR 900 replaced two selects).
    await page.getByRole('radio', { name: 'Tomorrow', exact: true }).check();
    await page.getByRole('group', { name: 'Time', exact: true }).getByRole('radio').nth(2).check();
    await contactAndPlace(page);
    await onOrderPage(page);
    // The slot in words, in the business's time zone (not the raw date).
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${tomorrow}T00:00:00Z`),
    );
    await expect
      .poll(() => page.getByTestId('scheduled-for').textContent())
      .toContain(`Scheduled for ${weekday}`);
    await context.close();
  });

  it('a coupon: a wrong code says so, WELCOME10 takes 10 % off the same total the order has', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 2);
    await page.getByPlaceholder('Coupon code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('coupon-error').textContent()).toContain('not valid');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByPlaceholder('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('coupon-ok').textContent()).toContain('WELCOME10 applied');
    await screenshot(page, 'checkout-coupon-en');
    const total = await page.getByTestId('total').textContent();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    await contactAndPlace(page);
    await onOrderPage(page);
    await expect.poll(() => page.getByText('Coupon').count()).toBe(1);
    expect(await page.getByText(total ?? 'x').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('card paid in the sandbox', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await contactAndPlace(page, 'Card (Visa, Mastercard, Amex)');
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await onOrderPage(page);
    await expect.poll(() => page.getByText(/· paid/).count()).toBe(1);
    // The sandbox moved no money, and the paid order says so (ADR 722).
    expect(await page.getByTestId('test-payment').textContent()).toBe('Test payment — no money was taken');
    await screenshot(page, 'checkout-sandbox-paid-test-payment');
    await context.close();
  });

  it('card declined, then paid with cash; staff accept and the page updates without reload', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await contactAndPlace(page, 'Card (Visa, Mastercard, Amex)');
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/demo\/payment\/fail\?/);
    await screenshot(page, 'checkout-payment-fail-en');
    await page.getByRole('button', { name: 'Cash' }).click();
    await onOrderPage(page);
    await expect.poll(() => status(page)).toBe('Waiting for the restaurant');
    await expect.poll(() => page.getByTestId('live').textContent(), { timeout: 10_000 }).toBe('Live');
    const id = await orderIdOfPage(server, page.url());
    // The diner's history names it by its public reference (ADR 1471); the board by its number.
    const label = orderLabelOf(orderRefOf(page.url()));

    const staff = await (await browser.newContext(DESKTOP)).newPage();
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    const card = staff.locator('article[id^="staff-order-"]', {
      has: staff.getByRole('heading', { name: `#${id}`, exact: true }),
    });
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Accepted');
    await screenshot(page, 'checkout-order-accepted-en');
    await page.goto(`${server.baseUrl}/demo/orders/history`);
    await expect.poll(() => page.getByText(`Order #${label}`).count()).toBe(1);
    await staff.context().close();
    await context.close();
  });

  it('Arabic at 375 px: cart and checkout read right to left', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'delivery', item, 2);
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
    await page.reload();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByTestId('total').count()).toBe(1);
    await screenshot(page, 'checkout-cart-ar');
    await page.goto(`${server.baseUrl}/demo/delivery/address`);
    await screenshot(page, 'checkout-address-ar');
    await page.goto(`${server.baseUrl}/demo/delivery/form`);
    await screenshot(page, 'checkout-form-ar');
    await page.goto(`${server.baseUrl}/demo/delivery/checkout`);
    await expect.poll(() => page.getByTestId('total').count()).toBe(1);
    await screenshot(page, 'checkout-delivery-ar');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'checkout-delivery-ar-dark');
    await page.goto(`${server.baseUrl}/demo/delivery/cart`);
    await expect.poll(() => page.getByTestId('total').count()).toBe(1);
    await screenshot(page, 'checkout-cart-ar-dark');
    await context.close();
  });
});
