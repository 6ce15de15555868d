import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts.ts';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { orderLabelOf, orderRefOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
let item: Awaited<ReturnType<typeof quickItem>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
  item = await quickItem(server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const phone = async () => {
  const context = await browser.newContext({ ...PHONE, locale: 'en' });
  await skipAreaModal(context);
  return { context, page: await context.newPage() };
};

/** Area, pin (typed coordinates) and the address form, up to the checkout page. */
async function deliveryAddress(page: Page) {
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.waitForURL('**/demo/delivery/address');
  await page.getByRole('searchbox').fill('salm');
  await page.getByRole('button', { name: /^Salmiya/ }).click();
  await page.waitForURL('**/demo/delivery/map');
  await page.getByText('Type the coordinates instead').click();
  await page.getByLabel('Latitude', { exact: true }).fill('29.34');
  await page.getByLabel('Longitude', { exact: true }).fill('48.07');
  await page.getByLabel('Latitude', { exact: true }).focus();
  await expect.poll(() => page.getByTestId('pin-result').textContent()).toContain('We deliver here');
  await page.getByRole('button', { name: 'Use this point' }).click();
  await page.waitForURL('**/demo/delivery/form');
}

describe('an account across devices', () => {
  it('sign up, save the address at checkout, order; on a second device the order is in the history and the address is offered first', async () => {
    const first = await phone();
    await signIn(first.page, server, '56789012', { name: 'Mariam' });
    await first.page.waitForURL('**/demo/profile');

    await fillCart(first.page, server.baseUrl, 'delivery', item);
    await deliveryAddress(first.page);
    await first.page.getByLabel('Block').fill('10');
    await first.page.getByLabel('Street').fill('Salem Al Mubarak');
    await first.page.getByLabel('House number').fill('12');
    const save = first.page.getByLabel('Save this address to my account');
    expect(await save.isChecked()).toBe(true);
    await screenshot(first.page, 'accounts-checkout-save-address-en');
    await first.page.getByRole('button', { name: 'Continue' }).click();
    await first.page.waitForURL('**/demo/delivery/checkout');
    // [product: Accounts]: name and phone come from the account.
    await expect.poll(() => first.page.getByLabel('Name', { exact: true }).inputValue()).toBe('Mariam');
    expect(await first.page.getByLabel('Mobile number').inputValue()).toBe('56789012');
    await first.page.getByRole('radio', { name: 'Cash', exact: true }).check();
    await first.page.getByRole('button', { name: 'Place order' }).click();
    await first.page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    const orderRef = orderRefOf(first.page.url());
    const orderId = orderLabelOf(orderRef);
    await first.context.close();

    const second = await phone();
    await signIn(second.page, server, '56789012', { nth: 2 });
    await second.page.waitForURL('**/demo/profile');
    await second.page.getByRole('link', { name: 'My orders' }).click();
    await second.page.waitForURL('**/demo/orders/history');
    await expect.poll(() => second.page.getByText(`Order #${orderId}`).count()).toBe(1);
    await screenshot(second.page, 'accounts-history-second-device-en');
    await expectAccessible(second.page, 'history signed in');
    await second.page.getByText(`Order #${orderId}`).click();
    await second.page.waitForURL(new RegExp(`/demo/order/${orderRef}\\?token=`));

    await fillCart(second.page, server.baseUrl, 'delivery', item, 1);
    await second.page.getByRole('link', { name: 'Continue to checkout' }).click();
    await second.page.waitForURL('**/demo/delivery/address');
    await expect.poll(() => second.page.getByText('Your saved addresses').count()).toBe(1);
    await screenshot(second.page, 'accounts-checkout-saved-addresses-en');
    await second.page.getByRole('button', { name: /House/ }).click();
    await second.page.waitForURL('**/demo/delivery/checkout');
    expect(await second.page.getByTestId('address-summary').textContent()).toContain('Salem Al Mubarak');
    await second.context.close();
  }, 150_000);

  it('orders placed on a device before signing in join the account (same phone)', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    await page.getByLabel('Car model').fill('Patrol');
    await page.getByLabel('Colour').fill('Black');
    await page.getByLabel('Plate number').fill('777');
    await page.getByLabel('Name', { exact: true }).fill('Sara');
    await page.getByLabel('Mobile number').fill('57890123');
    await page.getByLabel('Mobile number').blur();
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    const orderId = orderLabelOf(orderRefOf(page.url()));
    await signIn(page, server, '57890123', { name: 'Sara' });
    await page.waitForURL('**/demo/profile');
    await page.goto(`${server.baseUrl}/demo/orders/history`);
    await expect
      .poll(
        () =>
          page
            .getByRole('region', { name: 'Your orders on every device' })
            .getByText(`Order #${orderId}`)
            .count(),
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    await context.close();
  });
});
