// Real online payments in the browser (ADR 720): the production server configured for
// Tap Payments, Tap played by the stand-in on 127.0.0.1 (its hosted page, its webhook, its
// redirect back with tap_id). KNET → Tap → back → the order page says paid; declined → payment/fail
// → cash.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTapStandIn, type TapStandIn } from '../../apps/server/src/platform/test/tap-stand-in.ts';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { contactAndPlace, fillCart, quickItem } from './support/checkout.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

const KEY = 'sk_test_e2eMerchantKey01';
let tap: TapStandIn;
let server: RunningServer;
let browser: Browser;
let item: Awaited<ReturnType<typeof quickItem>>;

beforeAll(async () => {
  tap = await startTapStandIn({ keys: [KEY] });
  const port = await freePort();
  [server, browser] = await Promise.all([
    startServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'tap',
      TAP_API_URL: tap.apiUrl,
      TAP_SECRET_KEY: KEY,
    }),
    launchBrowser(),
  ]);
  item = await quickItem(server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tap?.close();
});

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale: 'en' });
  await skipAreaModal(context);
  return { context, page: await context.newPage() };
}

const toTap = (page: Page) => page.waitForURL(`${tap.baseUrl}/gateway/**`);

describe('online payment through Tap (stand-in)', () => {
  it('KNET: the order goes to Tap’s KNET page, comes back, and the order page says paid — not a test payment', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await contactAndPlace(page, 'KNET');
    await toTap(page);
    expect(await page.getByRole('heading', { name: 'KNET' }).count()).toBe(1);
    expect(await page.getByTestId('tap-amount').textContent()).toMatch(/^\d+\.\d{3} KWD$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('KNET · paid').count(), { timeout: 15_000 }).toBe(1);
    // Real money: no test-payment mark.
    expect(await page.getByTestId('test-payment').count()).toBe(0);
    await screenshot(page, 'tap-knet-paid');
    const charge = [...tap.charges.values()].at(-1);
    expect(charge).toMatchObject({ status: 'CAPTURED', currency: 'KWD', source: { id: 'src_kw.knet' } });
    // Tap posted the result to the webhook before sending the payer back (whichever settled it).
    expect(tap.webhookDeliveries.some((d) => d.chargeId === charge?.id)).toBe(true);
    await context.close();
  });

  it('declined on Tap: payment/fail, then cash confirms the order', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await contactAndPlace(page, 'KNET');
    await toTap(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/demo\/payment\/fail\?/, { timeout: 15_000 });
    await screenshot(page, 'tap-knet-declined');
    // Benefit and mada cannot take the demo's KWD: never offered; Apple Pay needs ApplePaySession.
    for (const absent of ['Benefit', 'Mada', 'Apple Pay']) {
      expect(await page.getByRole('button', { name: absent, exact: true }).count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Cash' }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    await expect.poll(() => page.getByText(/Cash · /).count()).toBe(1);
    await context.close();
  });
});
