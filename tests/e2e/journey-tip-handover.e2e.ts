import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { contactAndPlace, deliveryAddress, fillCart, quickItem } from './support/checkout.ts';
import { orderIdOf, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// The optional tip (ADR 790) and the handover choices (ADR 791), from the checkout — before the
// scripts run and after — to the order page, the receipt and the staff board. The demo offers
// tips (5, 10, 15 %).

let server: RunningServer;
let browser: Browser;
let staffToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  staffToken = staffTokenOf(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Order = {
  id: number;
  public_ref: string;
  amounts: { subtotal: number; item_discount: number; coupon_discount: number; tip: number; total: number };
  tip_percent: number | null;
  cutlery: boolean | null;
  no_contact: boolean;
};
async function orderOf(page: Page): Promise<Order> {
  const url = new URL(page.url());
  const id = url.pathname.split('/').pop();
  const token = url.searchParams.get('token');
  const res = await fetch(`${server.baseUrl}/api/webapp/order/${id}/${token}`);
  const order = ((await res.json()) as { order: Order }).order;
  // The board names an order by its number, which no diner answer carries (ADR 1472).
  return { ...order, id: await orderIdOf(server, order.public_ref) };
}

/**
 * A phone whose page scripts arrive `delay` ms late once `slowDown()` is called; `scriptsIn()`
 * tells whether any script of the last document arrived yet.
 */
async function slowPhone(
  delay: number,
): Promise<{ context: BrowserContext; page: Page; scriptsIn: () => boolean; slowDown: () => void }> {
  const context = await browser.newContext(PHONE);
  await skipAreaModal(context);
  const served: number[] = [];
  let documentAt = 0;
  let slow = false;
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    const asked = Date.now();
    if (slow) await new Promise((resolve) => setTimeout(resolve, delay));
    served.push(asked);
    await route.continue();
  });
  const page = await context.newPage();
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documentAt = Date.now();
  });
  return {
    context,
    page,
    scriptsIn: () => served.some((at) => at >= documentAt),
    slowDown: () => {
      slow = true;
    },
  };
}

describe('tip and handover', () => {
  it('chosen before the scripts run: a 10 % tip and cutlery reach the order, priced by the server', async () => {
    const { context, page, scriptsIn, slowDown } = await slowPhone(6_000);
    const item = await quickItem(server.baseUrl);
    await fillCart(page, server.baseUrl, 'pickup', item, 2);
    slowDown();
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`, { waitUntil: 'commit' });
    // The tip and handover are server-rendered form fields, there before any script.
    await page.getByTestId('tip-section').getByText('10%', { exact: true }).click();
    await page.getByLabel(/Include cutlery/).check();
    await page.getByLabel('Name', { exact: true }).fill('Noura');
    await page.getByLabel('Mobile number').fill('50123456');
    await page.getByLabel('Car model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    expect(scriptsIn(), 'chosen and tapped before any script').toBe(false);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 30_000 });
    const order = await orderOf(page);
    const items = order.amounts.subtotal - order.amounts.item_discount - order.amounts.coupon_discount;
    expect(order.tip_percent).toBe(10);
    expect(order.amounts.tip).toBe(Math.round(items / 10 / 5) * 5);
    expect(order.cutlery).toBe(true);
    expect(order.no_contact).toBe(false);
    // The order page's money adds up with the tip, and the handover is said.
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Tip (10%)');
    expect(await main.textContent()).toContain('With cutlery');
    await screenshot(page, 'journey-tip-order-page');
    await context.close();
  });

  it('with scripts: a typed tip shows in the totals and on "Place order", then on the receipt and the staff board; "leave at the door" for a delivery', async () => {
    const context = await browser.newContext(PHONE);
    await skipAreaModal(context);
    const page = await context.newPage();
    const item = await quickItem(server.baseUrl);
    await fillCart(page, server.baseUrl, 'delivery', item, 2);
    await deliveryAddress(page, '29.34', '48.07');
    await page.getByRole('button', { name: 'Use this point' }).click();
    await page.waitForURL('**/demo/delivery/form');
    await page.getByLabel('Block').fill('10');
    await page.getByLabel('Street').fill('Salem Al Mubarak');
    await page.getByLabel('House number').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/demo/delivery/checkout');
    const totals = page.getByTestId('totals');
    await expect.poll(() => totals.count()).toBe(1);
    const before = (await page.getByTestId('total').textContent()) ?? '';
    expect(await page.getByTestId('total-tip').count()).toBe(0);

    await page.getByTestId('tip-section').getByText('Other', { exact: true }).click();
    await page.getByTestId('tip-amount').fill('0.500');
    await expect.poll(() => page.getByTestId('total-tip').textContent()).toMatch(/KWD\s0\.500/);
    const after = (await page.getByTestId('total').textContent()) ?? '';
    const fils = (s: string) => Math.round(Number(s.replace(/[^\d.]/g, '')) * 1000);
    expect(fils(after) - fils(before)).toBe(500);
    await expect
      .poll(() => page.getByRole('button', { name: /^Place order/ }).textContent())
      .toContain(after.trim());
    // More than the items cost is refused with the reason, nothing placed.
    await page.getByTestId('tip-amount').fill('900');
    await expect
      .poll(() => page.getByTestId('tip-section').textContent())
      .toContain('at most what the items cost');
    await page.getByTestId('tip-amount').fill('0.500');
    await page.getByLabel(/Leave at the door/).check();
    await screenshot(page, 'journey-tip-checkout', { fullPage: true });
    await contactAndPlace(page);
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/);
    const order = await orderOf(page);
    expect(order).toMatchObject({ tip_percent: null, cutlery: false, no_contact: true });
    expect(order.amounts.tip).toBe(500);
    const id = new URL(page.url()).pathname.split('/').pop();

    // The receipt lists the tip.
    await page.goto(`${page.url().replace(`/order/${id}`, `/order/${id}/receipt`)}`);
    await expect.poll(() => page.getByTestId('receipt-totals').textContent()).toMatch(/Tip\s*KWD\s0\.500/);
    await context.close();

    // The staff board: the tip under the total, "Leave at the door" and "No cutlery".
    const staff = await (await browser.newContext(DESKTOP)).newPage();
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    // The board names an order by its number; the diner's link by its reference (ADR 1471).
    const card = staff.locator('article[id^="staff-order-"]', {
      has: staff.getByRole('heading', { name: `#${order.id}`, exact: true }),
    });
    await expect.poll(() => card.getByTestId('staff-tip').textContent()).toMatch(/Tip\s*KWD\s0\.500/);
    const handover = (await card.getByTestId('staff-handover').textContent()) ?? '';
    expect(handover).toContain('Leave at the door');
    expect(handover).toContain('No cutlery');
    await screenshot(staff, 'journey-tip-staff-card', { fullPage: false });
    await staff.context().close();
  });
});
