import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts.ts';
import { holdScripts, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

// The wallet end to end (ADR 760–762): sign in, buy a package in the sandbox, see the balance, pay
// an order with wallet + cash, see both in the history; and the wallet in Arabic at 375 px.
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

const balance = (page: import('playwright-core').Page) => page.getByTestId('wallet-balance').textContent();

describe('the wallet', () => {
  it('buy a package in the sandbox, pay an order with wallet + cash, see the history', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await signIn(page, server, '56700123', { name: 'Huda' });
    await page.waitForURL('**/demo/profile');
    await page.getByRole('link', { name: 'Wallet' }).click();
    await page.waitForURL('**/demo/wallet/home');
    expect(await balance(page)).toContain('0.000');
    await expectAccessible(page, 'wallet home');

    await page.getByRole('link', { name: 'Top up' }).click();
    await page.waitForURL('**/demo/wallet/walletPackage');
    await screenshot(page, 'wallet-packages-en');
    await page.getByRole('link', { name: /Regular/ }).click();
    await page.waitForURL(/\/demo\/wallet\/\d+$/);
    await screenshot(page, 'wallet-package-en');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await page.waitForURL('**/demo/wallet/home?purchase=paid');
    await expect.poll(() => page.getByText('Payment confirmed').count()).toBe(1);
    expect(await balance(page)).toContain('11.000');
    await screenshot(page, 'wallet-home-en');

    // An order worth more than the balance: the wallet pays 11.000, the rest is cash.
    const price = item.price_labels[0]?.price ?? 1;
    await fillCart(page, server.baseUrl, 'pickup', item, Math.ceil(12_000 / price));
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    await page.getByLabel(/Use my wallet balance/).check();
    await expect.poll(() => page.getByTestId('total-wallet').textContent()).toContain('11.000');
    if (await page.getByLabel('Car model').count()) {
      await page.getByLabel('Car model').fill('Nissan Patrol');
      await page.getByLabel('Colour').fill('White');
      await page.getByLabel('Plate number').fill('12345');
    }
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    await screenshot(page, 'wallet-checkout-en');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('From wallet').count()).toBe(1);

    await page.goto(`${server.baseUrl}/demo/wallet/history`);
    const history = page.getByTestId('wallet-history');
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
    expect(await history.getByRole('listitem').first().textContent()).toContain('Paid for an order');
    expect(await history.getByRole('listitem').nth(1).textContent()).toContain('Credit package');
    await screenshot(page, 'wallet-history-en');
    await page.goto(`${server.baseUrl}/demo/wallet/home`);
    expect(await balance(page)).toContain('0.000');
    await context.close();
  });

  it('"Use my wallet balance" ticked before the scripts run still pays from the wallet (ADR 611)', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await signIn(page, server, '56700789', { name: 'Huda', next: '/demo/wallet/walletPackage' });
    await page.waitForURL('**/demo/wallet/walletPackage');
    await page.getByRole('link', { name: /Regular/ }).click();
    await page.waitForURL(/\/demo\/wallet\/\d+$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await page.waitForURL('**/demo/wallet/home?purchase=paid');
    const price = item.price_labels[0]?.price ?? 1;
    await fillCart(page, server.baseUrl, 'pickup', item, Math.ceil(12_000 / price));

    // From here on every page script arrives 5 s late: the taps below all come before any.
    const scriptsIn = await holdScripts(context, page, 5_000);
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`, { waitUntil: 'commit' });
    await page.getByLabel(/Use my wallet balance/).check();
    await page.getByLabel('Name', { exact: true }).fill('Huda');
    await page.getByLabel('Mobile number').fill('56700789');
    if (await page.getByLabel('Car model').count()) {
      await page.getByLabel('Car model').fill('Nissan Patrol');
      await page.getByLabel('Colour').fill('White');
      await page.getByLabel('Plate number').fill('12345');
    }
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    expect(scriptsIn(), 'ticked, typed and tapped before any script').toBe(false);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 30_000 });
    // The wallet paid its part: the order says so, and the balance is spent.
    await expect.poll(() => page.getByText('From wallet').count(), { timeout: 15_000 }).toBe(1);
    await context.unroute(/\/assets\/.*\.js$/);
    await page.goto(`${server.baseUrl}/demo/wallet/home`);
    expect(await balance(page)).toContain('0.000');
    await context.close();
  });

  it('a guest is sent to sign in; Arabic at 375 px reads right to left', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/wallet/home`);
    await page.waitForURL('**/demo/login?next=%2Fdemo%2Fwallet%2Fhome');
    await signIn(page, server, '56700456', { name: 'Huda', next: '/demo/wallet/home' });
    await page.waitForURL('**/demo/wallet/home');
    // The interface language the picker would set (ADR 620).
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
    await page.reload();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { name: 'المحفظة', exact: true }).count()).toBe(1);
    await screenshot(page, 'wallet-home-ar');
    await page.goto(`${server.baseUrl}/demo/wallet/walletPackage`);
    await expect.poll(() => page.getByRole('link', { name: /البداية|المعتاد|العائلة/ }).count()).toBe(3);
    await screenshot(page, 'wallet-packages-ar');
    await context.close();
  });
});
