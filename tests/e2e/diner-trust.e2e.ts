import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromLog, signIn } from './support/accounts.ts';
import { holdScripts, launchBrowser, PHONE, screenshot, settled } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { serverSql, sqlOnServer } from './support/database.ts';
import { orderIdOfPage, placeColdBrew, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoMenuItems, skipAreaModal } from './support/storefront.ts';

// Issue 31: what a new diner met in week one, most harmful first — each as the diner meets it.
let server: RunningServer;
let browser: Browser;
let item: Awaited<ReturnType<typeof quickItem>>;
let qrPath = '';

beforeAll(async () => {
  // At info, the development message channel's codes are in the log (ADR 701).
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
  item = await quickItem(server.baseUrl);
  const printed = /Table QR link \(demo, table (\S+)\): (\S+)/.exec(server.output());
  const url = new URL(printed?.[2] ?? `${server.baseUrl}/demo/dinein`);
  qrPath = url.pathname + url.search;
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

const money = (minor: number) => (minor / 1000).toFixed(3);

async function carDetails(page: Page) {
  if (await page.getByLabel('Car model').count()) {
    await page.getByLabel('Car model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
  }
}

async function staffMove(id: number, status: number, extra: Record<string, unknown> = {}) {
  const res = await fetch(`${server.baseUrl}/api/staff/orders/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staffTokenOf(server)}` },
    body: JSON.stringify({ status, ...extra }),
  });
  expect(res.status).toBe(200);
}

describe('docs/product.md: a new diner', () => {
  it('#1 signs in from the Profile tab and lands on the profile, not on its data URL', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/pickup`);
    await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber')));
    // A client navigation: the guard runs in the `/demo/profile.data` request.
    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\/demo\/login/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/demo/profile');
    await page.getByLabel('Mobile number').fill('56711001');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromLog(server, '+96556711001');
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('Name').fill('Mariam');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/profile');
    expect(await page.getByText('Page not found').count()).toBe(0);
    // An old link naming the data URL comes back to the page too.
    await page.goto(`${server.baseUrl}/demo/login?next=${encodeURIComponent('/demo/profile.data')}`);
    await page.waitForURL((u) => u.pathname === '/demo/profile');
    await context.close();
  });

  it('#2 with "now" impossible, the checkout preselects the first day that has a slot', async () => {
    await sqlOnServer(
      server,
      `UPDATE branches SET settings = jsonb_set(settings, '{scheduled_orders,pickup,only_schedule}', 'true')
        WHERE business_id = (SELECT id FROM businesses WHERE reference_id = 'demo')`,
    );
    try {
      const { context, page } = await phone();
      await fillCart(page, server.baseUrl, 'pickup', item, 1);
      await page.getByRole('link', { name: 'Continue to checkout' }).click();
      await page.waitForURL('**/demo/pickup/checkout');
      await expect.poll(() => page.getByRole('radio', { name: /^Later/ }).isChecked()).toBe(true);
      const days = page.locator('input[name="slot-day"]');
      await expect.poll(() => days.count()).toBeGreaterThan(1);
      // The strip lists only days with slots: the first of them is chosen, not the second.
      const first = await days.first().getAttribute('value');
      await expect
        .poll(() => page.locator('input[name="slot-day"]:checked').getAttribute('value'))
        .toBe(first);
      await screenshot(page, 'diner-trust-first-slot', { fullPage: false });
      await context.close();
    } finally {
      await sqlOnServer(
        server,
        `UPDATE branches SET settings = jsonb_set(settings, '{scheduled_orders,pickup,only_schedule}', 'false')
          WHERE business_id = (SELECT id FROM businesses WHERE reference_id = 'demo')`,
      );
    }
  });

  it('#3 "Place order" without a name scrolls to and focuses the name, and says why', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    await page.getByLabel('Mobile number').fill('50123456');
    await carDetails(page);
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect.poll(() => page.getByTestId('place-problem').textContent()).toBe('Enter your name.');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('name');
    const box = await page.getByLabel('Name', { exact: true }).boundingBox();
    expect(box && box.y >= 0 && box.y < 812).toBe(true);
    await screenshot(page, 'diner-trust-name-missing', { fullPage: false });
    await context.close();
  });

  it('#4 an order paid from the wallet says so, with its real total, on the page and in the history', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await phone();
    await signIn(page, server, '56711002', { name: 'Huda', next: '/demo/wallet/walletPackage' });
    await page.waitForURL('**/demo/wallet/walletPackage');
    await page.getByRole('link', { name: /Regular/ }).click();
    await page.waitForURL(/\/demo\/wallet\/\d+$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await page.waitForURL('**/demo/wallet/home?purchase=paid');
    // One dish, well under the 11.000 credit: the wallet pays it all.
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    await page.getByLabel(/Use my wallet balance/).check();
    await carDetails(page);
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    const price = money(item.price_labels[0]?.price ?? 0);
    await expect.poll(() => page.getByTestId('order-payment').textContent()).toMatch(/^Wallet .* · paid$/);
    expect(await page.getByTestId('order-payment').textContent()).not.toContain('Cash');
    expect(await page.getByTestId('order-total').textContent()).toContain(price);
    await screenshot(page, 'diner-trust-wallet-order');
    await page.goto(`${server.baseUrl}/demo/orders/history`);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(price);
    expect(await page.getByRole('main').textContent()).not.toContain('0.000');
    await context.close();
  });

  it('#5 Shakshuka with feta is not dairy-free; a wrap offering cheese sauce is not either', async () => {
    type Item = { name: string; id: number; category_id: number; allergens: string[]; diets: string[] };
    const items = await demoMenuItems<Item>(server.baseUrl);
    const shakshuka = items.find((i) => i.name === 'Shakshuka');
    const wrap = items.find((i) => i.name === 'Falafel Wrap');
    expect(shakshuka?.allergens).toContain('milk');
    expect(shakshuka?.diets).not.toContain('dairy_free');
    expect(wrap?.diets).not.toContain('dairy_free');
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo/pickup/${shakshuka?.category_id}/${shakshuka?.id}`);
    await expect.poll(() => page.getByTestId('item-allergens').textContent()).toContain('Milk');
    expect(await page.getByTestId('item-diets').getByText('Dairy-free').count()).toBe(0);
    await context.close();
  });

  it('#6 pickup: an estimate before acceptance, no future "Ready at" once ready, "Picked up" last', async () => {
    const placed = await placeColdBrew(server);
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    await expect.poll(() => page.getByTestId('order-estimate').textContent()).toMatch(/about \d+ min/);
    await staffMove(placed.order.id, 1, { ready_in_minutes: 30 });
    await page.reload();
    await expect.poll(() => page.getByTestId('order-promise').count()).toBe(1);
    await staffMove(placed.order.id, 3);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Ready');
    expect(await page.getByTestId('order-promise').count()).toBe(0);
    expect(await page.getByText('Picked up').count()).toBe(1);
    expect(await page.getByText('Delivered').count()).toBe(0);
    await context.close();
  });

  it('#6 dine-in: the table, large, no "Collect from"; "Served"; a cancelled order is not live', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}${qrPath}`);
    await fillCart(page, server.baseUrl, 'dinein', item, 1, qrPath.slice(qrPath.indexOf('?')));
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/dinein/checkout');
    await page.getByLabel('Name', { exact: true }).fill('Noura');
    await page.getByLabel('Mobile number').fill('50123456');
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('order-table').textContent()).toContain('T1');
    expect(await page.getByText('Collect from').count()).toBe(0);
    expect(await page.getByText('Directions').count()).toBe(0);
    expect(await page.getByText('Served', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Delivered').count()).toBe(0);
    await screenshot(page, 'diner-trust-dinein-order');
    const id = await orderIdOfPage(server, page.url());
    await staffMove(id, 9);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');
    await expect.poll(() => page.getByTestId('live').count()).toBe(0);
    expect(await page.getByTestId('order-table').count()).toBe(0);
    await context.close();
  });

  it('#7 a QR diner keeps the table: the menu says it, the Menu tab comes back to it', async () => {
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}${qrPath}`);
    await expect.poll(() => page.getByTestId('menu-table').textContent()).toBe('Table T1');
    await page.goto(`${server.baseUrl}/demo/profile`);
    await page.waitForURL(/\/demo\/login/);
    await page.getByRole('navigation').getByRole('link', { name: 'Menu' }).click();
    await page.waitForURL((u) => u.pathname === '/demo/dinein');
    await expect.poll(() => page.getByTestId('menu-table').textContent()).toBe('Table T1');
    // Delivery steps are not for a table; an empty cart does not show the whole checkout.
    await page.goto(`${server.baseUrl}/demo/dinein/map`);
    await page.waitForURL('**/demo/dinein/checkout');
    await expect.poll(() => page.getByTestId('checkout-empty').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Place order/ }).count()).toBe(0);
    await context.close();
  });

  it('#8 a menu "+" tapped before the scripts run is kept for the cart', async () => {
    const { context, page } = await phone();
    const scriptsIn = await holdScripts(context, page, 4_000);
    await page.goto(`${server.baseUrl}/demo/pickup/${item.category_id}`, { waitUntil: 'commit' });
    await page
      .getByRole('button', { name: `Add ${item.name}` })
      .first()
      .click();
    expect(scriptsIn(), 'the tap came before any script').toBe(false);
    await expect.poll(() => page.getByTestId('early-added').count()).toBe(1);
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const key = Object.keys(localStorage).find((k) => k.startsWith('sufra:cart:demo:'));
            return key ? (JSON.parse(localStorage.getItem(key) ?? '{}').items?.length ?? 0) : 0;
          }),
        { timeout: 15_000 },
      )
      .toBe(1);
    await context.close();
  });

  it('#8 "Place order" on an empty cart before the scripts never places an order later by itself', async () => {
    const { context, page } = await phone();
    const scriptsIn = await holdScripts(context, page, 4_000);
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`, { waitUntil: 'commit' });
    await page.getByLabel('Name', { exact: true }).fill('Noura');
    await page.getByLabel('Mobile number').fill('50123456');
    await carDetails(page);
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    expect(scriptsIn()).toBe(false);
    // The scripts arrive: the tap is dropped and said so; nothing hangs on "Placing your order…".
    await expect.poll(() => page.getByTestId('early-dropped').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByText('Placing your order…').count()).toBe(0);
    // The diner adds a dish and merely opens the checkout: no order is placed.
    await context.unroute(/\/assets\/.*\.js$/);
    const orders = async () => Number((await serverSql(server, 'SELECT count(*) AS n FROM orders'))[0]?.n);
    const before = await orders();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    await expect.poll(() => page.getByRole('button', { name: /^Place order/ }).isEnabled()).toBe(true);
    await settled(page);
    expect(page.url()).toContain('/demo/pickup/checkout');
    expect(await orders()).toBe(before);
    await context.close();
  });

  it('#8 the server refuses an order whose lines are not the cart the diner confirmed', async () => {
    const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `dt-${Date.now()}` },
      body: JSON.stringify({
        branch_id: 1,
        selling_types: 'car_pickup',
        order_lines: [{ item_id: 11, price_label_id: 18, quantity: 2 }],
        car: { brand: 'Nissan Patrol', color: 'White', plate: '12345' },
        name: 'Noura',
        phone: '50123456',
        dial_code: '965',
        payment_type: 2,
        // The fingerprint of an empty cart.
        cart_fp: '811c9dc5',
      }),
    });
    const body = JSON.stringify(await res.json());
    expect(res.status, body).toBe(422);
    expect(body).toContain('CART_CHANGED');
  });

  it('#11 search: "latte" is not in Mixed Grill Platter; tags and diets are found, in Arabic too', async () => {
    const { context, page } = await phone();
    const names = () => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    await page.goto(`${server.baseUrl}/demo/delivery/search?q=latte`);
    await expect.poll(async () => (await names()).length).toBeGreaterThan(2);
    expect((await names()).some((n) => /Platter/.test(n))).toBe(false);
    await page.goto(`${server.baseUrl}/demo/delivery/search?q=vegan`);
    await expect.poll(async () => (await names()).length).toBeGreaterThan(5);
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
    await page.goto(`${server.baseUrl}/demo/delivery/search?q=${encodeURIComponent('نباتي')}`);
    await expect.poll(async () => (await names()).length).toBeGreaterThan(5);
    await context.close();
  });

  it('#12 a coupon below its own minimum takes nothing off, and says the amount in money', async () => {
    await sqlOnServer(server, "UPDATE coupons SET min_order = 50000 WHERE code = 'SAVE1'");
    try {
      const res = await fetch(`${server.baseUrl}/api/service/pos/calc-order/1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          selling_types: 'car_pickup',
          order_lines: [{ item_id: 11, price_label_id: 18, quantity: 1 }],
          coupon_code: 'SAVE1',
        }),
      });
      const calc = (await res.json()) as {
        amounts: { coupon_discount: number };
        problems: { code: string; message: string }[];
      };
      expect(calc.amounts.coupon_discount).toBe(0);
      const problem = calc.problems.find((p) => p.code === 'MIN_ORDER_NOT_MET');
      expect(problem?.message.replace(/\s/g, ' ')).toMatch(/add KWD \d+\.\d{3} more$/);
    } finally {
      await sqlOnServer(server, "UPDATE coupons SET min_order = 0 WHERE code = 'SAVE1'");
    }
  });

  it('#14 words: an empty phone on an Arabic login is told in Arabic (no browser bubble); a cancelled order says so', async () => {
    const { context, page } = await phone('ar');
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
    await page.goto(`${server.baseUrl}/demo/login`);
    await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber')));
    expect(await page.locator('form[novalidate]').count()).toBeGreaterThan(0);
    await page.locator('button[name="intent"][value="send"]').click();
    await expect.poll(() => page.locator('#login-error').textContent()).toMatch(/[\u0600-\u06FF]/);
    await context.close();

    const placed = await placeColdBrew(server);
    const cancel = () =>
      fetch(`${server.baseUrl}/api/webapp/order/${placed.order.id}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-order-token': placed.token },
        body: '{}',
      });
    expect((await cancel()).status).toBe(200);
    const again = JSON.stringify(await (await cancel()).json());
    expect(again).toContain('CANCEL_ALREADY_CANCELLED');
  });

  it('#15 at 320 px in Japanese, "カートに追加" and the price never overlap', async () => {
    const context = await browser.newContext({
      ...PHONE,
      viewport: { width: 320, height: 640 },
      locale: 'ja',
    });
    await context.addCookies([{ name: 'i18n_redirected', value: 'ja', url: server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/pickup/${item.category_id}/${item.id}`);
    const button = page.locator('[data-add-bar] button[type="submit"]');
    await expect.poll(() => button.locator('span').count()).toBe(2);
    const [label, price] = await button
      .locator('span')
      .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().toJSON() as DOMRect));
    // Beside the price, or wrapped whole under it (ADR 1455): never drawn over it.
    const apart =
      !!label &&
      !!price &&
      (label.right <= price.left + 0.5 || label.bottom <= price.top + 0.5 || price.bottom <= label.top + 0.5);
    expect(apart, JSON.stringify({ label, price })).toBe(true);
    await screenshot(page, 'diner-trust-item-ja-320', { fullPage: false });
    await context.close();
  });
});
