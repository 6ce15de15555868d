import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { contactAndPlace, deliveryAddress, fillCart, quickItem } from './support/checkout.ts';
import { sqlOnServer } from './support/database.ts';
import { orderLabelOf, placeColdBrew, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// After ordering, as the best delivery apps do it (ADR 903): take it back in the first minutes,
// reach the restaurant, and know when it is your payment the order waits for.

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

/** A pickup of one Cold Brew at the main branch, placed through the API. */
const place = (over: Record<string, unknown> = {}) =>
  placeColdBrew(server, { selling_types: 'pickup', ...over });

const staffStatus = async (id: number) =>
  (
    (await (
      await fetch(`${server.baseUrl}/api/staff/orders/${id}`, {
        headers: { authorization: `Bearer ${staffToken}` },
      })
    ).json()) as { order: { status: number } }
  ).order.status;

const box = (page: Page) => page.getByTestId('cancel-order').getByRole('button', { name: 'Cancel order' });

async function phone(): Promise<Page> {
  return (await browser.newContext(PHONE)).newPage();
}

describe('after ordering', () => {
  it('cancel within the grace: counted down, confirmed, the staff see it cancelled', async () => {
    const placed = await place();
    const page = await phone();
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    const box = page.getByTestId('cancel-order');
    // The demo gives 5 minutes (cancel_grace_minutes).
    await expect.poll(() => box.textContent()).toMatch(/cancel for [45]:\d\d/);
    await screenshot(page, 'journey-after-order-cancel', { fullPage: true });
    await box.getByRole('button', { name: 'Cancel order' }).click();
    await box.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');
    expect(await page.getByTestId('cancel-order').count()).toBe(0);
    expect(await staffStatus(placed.order.id)).toBe(9);
    await page.context().close();
  });

  it('nothing on the first screen moves when the page hydrates (CLS ≤ 0.02, ADR 1443)', async () => {
    const placed = await place();
    // The cancel box is in the server's page (drawn by the server's clock), not added by hydration.
    const html = await (await fetch(`${server.baseUrl}${placed.order_url}`)).text();
    expect(html).toContain('data-testid="cancel-order"');
    const page = await phone();
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!e.hadRecentInput) w.shifted += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    // The push offer only the browser can make appears after hydration, below the first screen.
    await page.getByTestId('order-updates').waitFor();
    await expect.poll(() => box(page).isEnabled()).toBe(true);
    const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
    expect(shifted).toBeLessThanOrEqual(0.02);
    await page.context().close();
  });

  it('past the grace, or once accepted, there is no cancel button (and the server refuses it)', async () => {
    const old = await place();
    await sqlOnServer(server, `update orders set created_at = now() - interval '6 minutes' where id = $1`, [
      old.order.id,
    ]);
    const page = await phone();
    await page.goto(`${server.baseUrl}${old.order_url}`);
    await expect
      .poll(() => page.getByTestId('order-status').textContent())
      .toBe('Waiting for the restaurant');
    // Hydrated (the live dot), and still no button.
    await expect.poll(() => page.getByTestId('contact-restaurant').count()).toBe(1);
    expect(await page.getByTestId('cancel-order').count()).toBe(0);
    const token = new URL(`${server.baseUrl}${old.order_url}`).searchParams.get('token') ?? '';
    const refused = await fetch(`${server.baseUrl}/api/webapp/order/${old.order.id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-order-token': token },
      body: '{}',
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('CANCEL_WINDOW_CLOSED');
    await page.context().close();
  });

  it('the order page calls the branch and opens WhatsApp with the order named', async () => {
    const order = await place();
    const page = await phone();
    await page.goto(`${server.baseUrl}${order.order_url}`);
    const help = page.getByTestId('contact-restaurant');
    const whatsapp = await help.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    expect(whatsapp).toBe(
      `https://wa.me/96550001234?text=${encodeURIComponent(`Hello, about my order #${orderLabelOf(order.order.public_ref)}`)}`,
    );
    // A pickup's card already calls the branch: said once on the page.
    expect(await page.getByRole('link', { name: /^Call the (branch|restaurant)$/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Call the branch' }).getAttribute('href')).toBe(
      'tel:+96522250001',
    );
    await page.context().close();
  });

  it('an online order not paid yet says it waits for the payment, not for the restaurant', async () => {
    const placed = await place({ payment_type: 4 });
    const page = await phone();
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Waiting for your payment');
    await page.context().close();
  });
});

describe('receipt', () => {
  it('prints cleanly: lines, each tax by name and rate, the total; no buttons or tab bar on paper', async () => {
    // Mixed Grill Platter (for one, with fries) carries the demo's 5 % service charge, included.
    const placed = await place({
      order_lines: [{ item_id: 42, price_label_id: 52, quantity: 1, modifiers: '139' }],
    });
    const page = await phone();
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    await page.getByRole('link', { name: 'Receipt' }).click();
    await page.waitForURL(`**/demo/order/${placed.order.public_ref}/receipt?token=*`);
    const receipt = page.getByTestId('receipt');
    await expect.poll(() => receipt.textContent()).toContain('Mixed Grill Platter');
    // biome-ignore lint/performance/useDomNodeTextContent: the receipt's lines as laid out (label, then amount), spaced as shown
    const totals = (await page.getByTestId('receipt-totals').innerText()).replace(/\s+/g, ' ');
    expect(totals).toMatch(/Subtotal KWD 5\.500/);
    expect(totals).toMatch(/Service charge \(5%, included\) KWD 0\.\d{3}/);
    expect(totals).toMatch(/Total KWD \d+\.\d{3}$/);
    // The receipt names the order by its public reference, not its sequential id (ADR 1471).
    expect(await receipt.textContent()).toContain(`#${orderLabelOf(placed.order.public_ref)}`);
    await screenshot(page, 'journey-receipt', { fullPage: true });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation').filter({ hasText: 'Home' }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('time promises', () => {
  it('the header promises the area its time and fee; checkout says when it arrives; the next order keeps the address', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await page.getByRole('searchbox').fill('salm');
    await page.getByRole('button', { name: /^Salmiya/ }).click();
    await expect
      .poll(async () => (await page.getByTestId('area-promise').textContent())?.replace(/\s/g, ' '))
      .toBe('30 min · Delivery KWD 0.500');

    await skipAreaModal(context);
    const item = await quickItem(server.baseUrl);
    await fillCart(page, server.baseUrl, 'delivery', item, 1);
    await deliveryAddress(page, '29.34', '48.07');
    await page.getByRole('button', { name: 'Use this point' }).click();
    await page.waitForURL('**/demo/delivery/form');
    await page.getByLabel('Block').fill('10');
    await page.getByLabel('Street').fill('Salem Al Mubarak');
    await page.getByLabel('House number').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/demo/delivery/checkout');
    // "Now" promises a ten-minute window (the zone's 30 min from now), in the business's clock.
    const now = page.getByRole('radio', { name: /^Now/ });
    await expect
      .poll(async () =>
        (await now.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/\s/g, ' '),
      )
      .toMatch(/^NowArrives \d{1,2}:\d{2} [AP]M–\d{1,2}:\d{2} [AP]M$/);
    await screenshot(page, 'journey-arrives', { fullPage: false });

    // The next order on this phone does not ask for the address again (ADR 905).
    await contactAndPlace(page);
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/);
    await fillCart(page, server.baseUrl, 'delivery', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/delivery/checkout');
    await expect.poll(() => page.getByText('Block 10, Salem Al Mubarak, 12').count()).toBe(1);
    await context.close();
  });
});
