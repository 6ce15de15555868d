import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { sqlOnServer } from './support/database.ts';
import { orderIdOf, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Issue 22, "dead ends and wrong outcomes": each test fails on the code before the fix.

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

async function phone(options: { skipArea?: boolean; dark?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    ...PHONE,
    ...(options.dark ? { colorScheme: 'dark' as const } : {}),
  });
  if (options.skipArea ?? true) await skipAreaModal(context);
  return context.newPage();
}

const cartLines = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('sufra:cart:demo:'))
      .flatMap((k) => JSON.parse(localStorage.getItem(k) ?? '{}').items ?? []),
  );

let keys = 0;
async function placeOrder(body: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `journey-${Date.now()}-${keys++}` },
    body: JSON.stringify({
      branch_id: 1,
      name: 'Noura',
      phone: '50123456',
      dial_code: '965',
      payment_type: 2,
      ...body,
    }),
  });
  const answer = (await res.json()) as {
    order: { id: number; public_ref: string };
    order_url: string;
    code?: string;
  };
  // The board names an order by its number, which no diner answer carries (ADR 1472).
  if (res.status === 201) answer.order.id = await orderIdOf(server, answer.order.public_ref);
  return { status: res.status, body: answer };
}

// Cold Brew: one price (label 18), no options, sold for every type.
const COLD_BREW = { item_id: 11, price_label_id: 18 };

describe('the journey of ADR 900: dead ends and wrong outcomes', () => {
  it('#2 a branch link keeps its branch: ?branch=city then Pickup, and add then View cart', async () => {
    const page = await phone();
    await page.goto(`${server.baseUrl}/demo?branch=city`);
    await page.goto(`${server.baseUrl}/demo/pickup/3`);
    await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
    await expect.poll(() => cartLines(page)).toHaveLength(1);
    // The cart of the city branch (id 2), not the main one's.
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sufra:cart:'))),
    ).toEqual(['sufra:cart:demo:2']);
    await page.getByRole('link', { name: /View cart/ }).click();
    await page.waitForURL('**/demo/pickup/cart');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByText('Your cart is empty').count()).toBe(0);
    await page.context().close();
  });

  it('#9 a shared dish link opens the dish, the area is asked on adding; an unknown dish goes to /404, an unknown order is a 404', async () => {
    const page = await phone({ skipArea: false });
    await page.goto(`${server.baseUrl}/demo/delivery/3/11`);
    await expect.poll(() => page.getByRole('heading', { name: 'Cold Brew', level: 1 }).count()).toBe(1);
    // Once hydrated (the add bar reacts), no area question covers the dish.
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => page.getByLabel('Quantity', { exact: true }).textContent()).toBe('2');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
    expect(await cartLines(page)).toEqual([expect.objectContaining({ id: 11, count: 2 })]);

    // An unknown dish goes to /404 (ADR 1453, which supersedes this test's in-place 404).
    const dish = await page.goto(`${server.baseUrl}/demo/delivery/3/99999`);
    expect(dish?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe('/404');
    const order = await page.goto(`${server.baseUrl}/demo/order/99999?token=abc`);
    expect(order?.status()).toBe(404);
    await page.context().close();
  });

  it('#1 after hours the cart leads to checkout with Later chosen and says when the shop opens', async () => {
    // Closed now at the main branch, open for an hour later today or tomorrow; scheduling stays on.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kuwait' }).format(
        new Date(),
      ),
    );
    const from = hour >= 20 ? 1 : hour + 2;
    const shift = {
      time_from: `${String(from).padStart(2, '0')}:00`,
      time_to: `${String(from + 1).padStart(2, '0')}:00`,
    };
    const week = Object.fromEntries(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), { closed: false, shifts: [shift] }]),
    );
    const { availability } = (
      await sqlOnServer(server, "SELECT availability FROM branches WHERE reference_id = 'main'")
    ).rows[0] as { availability: unknown };
    await sqlOnServer(server, "UPDATE branches SET availability = $1 WHERE reference_id = 'main'", [
      JSON.stringify(week),
    ]);
    try {
      const page = await phone();
      await page.goto(`${server.baseUrl}/demo/pickup/3`);
      await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
      await expect.poll(() => cartLines(page)).toHaveLength(1);
      await page.goto(`${server.baseUrl}/demo/pickup/cart`);
      await expect
        .poll(() => page.getByTestId('closed-notice').textContent())
        .toMatch(/Opens (today|tomorrow) at/);
      const next = page.getByRole('link', { name: 'Continue to checkout' });
      await expect.poll(() => page.getByTestId('total').count()).toBe(1);
      expect(await next.getAttribute('aria-disabled')).toBeNull();
      await screenshot(page, 'journey-closed-cart', { fullPage: false });
      await next.click();
      await page.waitForURL('**/demo/pickup/checkout');
      await expect.poll(() => page.getByRole('radio', { name: /Later/ }).isChecked()).toBe(true);
      await page.context().close();
    } finally {
      await sqlOnServer(server, "UPDATE branches SET availability = $1 WHERE reference_id = 'main'", [
        JSON.stringify(availability),
      ]);
    }
  });

  it('#6 the checkout lists the order and "Place order" shows the total', async () => {
    const page = await phone();
    await page.goto(`${server.baseUrl}/demo/pickup/3`);
    await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
    await expect.poll(() => cartLines(page)).toHaveLength(1);
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
    await expect
      .poll(() => page.getByRole('button', { name: /^Place order/ }).textContent())
      .toMatch(/^Place order · KWD\s1\.750$/);
    await page.getByText('Your order').click();
    await expect
      .poll(() => page.getByTestId('checkout-item').textContent())
      .toMatch(/1×\s*Cold Brew.*KWD\s1\.750/);
    await page.context().close();
  });

  it('#4 a car pickup without the car is refused by the server and by the checkout; the order page shows the branch', async () => {
    const refused = await placeOrder({
      selling_types: 'pickup',
      order_lines: [{ ...COLD_BREW, quantity: 1 }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('CAR_DETAILS_REQUIRED');

    const page = await phone();
    await page.goto(`${server.baseUrl}/demo/pickup/3`);
    await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
    await expect.poll(() => cartLines(page)).toHaveLength(1);
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
    await page.getByLabel('Name', { exact: true }).fill('Noura');
    await page.getByLabel('Mobile number').fill('50123456');
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    await expect.poll(() => page.getByRole('button', { name: /^Place order ·/ }).count()).toBe(1);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect.poll(() => page.getByText("Tell us your car's model").count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/demo/pickup/checkout');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('car-brand');
    await page.context().close();

    const placed = await placeOrder({
      selling_types: 'pickup',
      order_lines: [{ ...COLD_BREW, quantity: 1 }],
      car: { brand: 'Nissan Patrol', color: 'White', plate: '12345' },
    });
    expect(placed.status).toBe(201);
    const order = await phone();
    await order.goto(`${server.baseUrl}${placed.body.order_url}`);
    const branch = order.getByTestId('pickup-branch');
    await expect.poll(() => branch.textContent()).toContain('Salem Al Mubarak St., Block 10');
    expect(await branch.getByRole('link', { name: 'Directions' }).getAttribute('href')).toMatch(
      /google\.com\/maps.*29\.3356/,
    );
    await order.context().close();
  });

  it('#3 #7 the staff card shows the whole address, directions, a map link and requests; order lines add up', async () => {
    const placed = await placeOrder({
      selling_types: 'delivery',
      order_lines: [{ ...COLD_BREW, quantity: 4 }],
      coupon_code: 'WELCOME10',
      notes: 'No sugar please',
      address: {
        lat: 29.3356,
        lng: 48.0763,
        block: '10',
        street: 'Salem Al Mubarak',
        avenue: '3',
        house_number: '12',
        note: 'White gate, ring twice',
        form_type: 'house',
      },
    });
    expect(placed.status).toBe(201);

    // #7: 4 × 1.750 = 7.000 on the line, as the subtotal; the coupon follows.
    const page = await phone();
    await page.goto(`${server.baseUrl}${placed.body.order_url}`);
    await expect.poll(() => page.locator('main').textContent()).toContain('4×Cold Brew');
    const items = (await page.locator('main section', { hasText: 'Items' }).textContent()) ?? '';
    expect(items).toMatch(/4×Cold Brew · RegularKWD\s7\.000/);
    expect(items).toMatch(/SubtotalKWD\s7\.000/);
    expect(items).toMatch(/Coupon-KWD\s0\.700/);
    await page.context().close();

    // #3: the staff card.
    const staff = await (await browser.newContext(DESKTOP)).newPage();
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    const card = staff.locator('article[id^="staff-order-"]', {
      has: staff.getByRole('heading', { name: `#${placed.body.order.id}`, exact: true }),
    });
    const address = card.getByTestId('staff-address');
    await expect.poll(() => address.textContent()).toContain('House number 12');
    const text = (await address.textContent()) ?? '';
    expect(text).toContain('Block 10');
    expect(text).toContain('Avenue 3');
    expect(text).toContain('White gate, ring twice');
    expect(await card.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toContain(
      '29.335600,48.076300',
    );
    expect(await card.textContent()).toContain('No sugar please');
    await screenshot(staff, 'journey-staff-card', { fullPage: false });
    await staff.context().close();
  });

  it('#8 dark mode: the selected payment radio is the filled one', async () => {
    const page = await phone({ dark: true });
    await page.goto(`${server.baseUrl}/demo/pickup/3`);
    await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
    await expect.poll(() => cartLines(page)).toHaveLength(1);
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    const look = (name: string) =>
      page.getByRole('radio', { name, exact: true }).evaluate((el) => {
        const s = getComputedStyle(el);
        return { appearance: s.appearance, background: s.backgroundColor };
      });
    const selected = await look('Cash');
    const other = await look('KNET');
    expect(selected.appearance).toBe('none');
    expect(selected.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(other.background).toBe('rgba(0, 0, 0, 0)');
    await screenshot(page, 'journey-dark-payment', { fullPage: true });
    await page.context().close();
  });

  it('#5 the item sheet takes focus, keeps it, closes on Escape and gives it back', async () => {
    const page = await phone();
    await page.goto(`${server.baseUrl}/demo/pickup/2`);
    const opener = page.getByRole('button', { name: 'Add Flat White' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Add Flat White');
    await page.context().close();
  });

  it('#12 the totals show their rows as a skeleton while the first figures load', async () => {
    const page = await phone();
    await page.goto(`${server.baseUrl}/demo/pickup/3`);
    await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
    await expect.poll(() => cartLines(page)).toHaveLength(1);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/service/pos/calc-order/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/demo/pickup/cart`);
    const skeleton = page.getByTestId('totals-skeleton');
    await expect.poll(() => skeleton.count()).toBe(1);
    expect(await skeleton.textContent()).toContain('Total');
    release();
    await expect.poll(() => page.getByTestId('total').textContent()).toMatch(/^KWD\s1\.750$/);
    await page.context().close();
  });

  it('#10 a day strip (Today/Tomorrow) and a slot grid; the chosen slot reads whole', async () => {
    for (const [language, tomorrow] of [
      ['en', /^Tomorrow$/],
      ['ar', /^غد/u],
    ] as const) {
      const page = await phone({ dark: language === 'ar' });
      await page.goto(`${server.baseUrl}/demo/pickup/3`);
      await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
      await expect.poll(() => cartLines(page)).toHaveLength(1);
      await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: server.baseUrl }]);
      await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
      const time = page.locator('fieldset').filter({ has: page.locator('input[name="order-time"]') });
      await time.locator('input[name="order-time"]').nth(1).check();
      // No native select cutting the day or the time.
      expect(await time.locator('select').count()).toBe(0);
      const days = time.locator('input[name="slot-day"]');
      await expect.poll(() => days.count()).toBeGreaterThan(1);
      await page.getByRole('radio', { name: tomorrow }).check();
      const slots = time.locator('input[name="slot-time"]');
      await slots.last().check();
      // Every slot chip and the summary show their whole text (nothing clipped or ellipsed).
      const clipped = await time
        .locator('label:has(input[name="slot-time"]), label:has(input[name="slot-day"])')
        .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).length);
      expect(clipped).toBe(0);
      const chosen = await page.getByTestId('slot-chosen').textContent();
      expect(chosen?.split(' · ')[0]).toMatch(tomorrow);
      expect(chosen).toMatch(/\d{1,2}:\d{2}.*\s–\s.*\d{1,2}:\d{2}/u);
      await expect.poll(() => page.getByTestId('slot-chosen').isVisible()).toBe(true);
      if (language === 'en') expect(chosen).toMatch(/[AP]M – \d{1,2}:\d{2}\s?[AP]M$/u);
      await time.scrollIntoViewIfNeeded();
      await screenshot(page, `journey-slots-${language}`, { fullPage: false });
      await page.context().close();
    }
  });

  it('#11 search: word starts first, one typo, every language, categories when nothing matches', async () => {
    const page = await phone();
    const names = () => page.getByRole('article').getByRole('heading').allTextContents();
    const search = async (q: string) => {
      await page.getByRole('searchbox').fill(q);
      await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent(q)}`);
    };
    await page.goto(`${server.baseUrl}/demo/delivery/search`);
    // Empty: a real state, with the categories to browse.
    await expect.poll(() => page.getByTestId('search-empty').getByRole('link').count()).toBeGreaterThan(3);
    await search('latte');
    await expect.poll(async () => (await names()).length).toBeGreaterThan(3);
    const found = await names();
    const platter = found.findIndex((n) => /Platter/.test(n));
    // Every Latte before "Platter" (which has "latte" only inside a word).
    expect(found.slice(0, found.filter((n) => /Latte/.test(n)).length).every((n) => /Latte/.test(n))).toBe(
      true,
    );
    if (platter >= 0) expect(found.slice(platter).some((n) => /Latte/.test(n))).toBe(false);
    // One typo.
    await search('capuccino');
    await expect.poll(async () => (await names())[0]).toBe('Cappuccino');
    // Nothing: says so, and offers the categories.
    await search('zzqxv');
    await expect
      .poll(() => page.getByTestId('search-none').textContent())
      .toContain('Nothing matches “zzqxv”');
    expect(await page.getByTestId('search-none').getByRole('link', { name: 'Coffee' }).count()).toBe(1);
    await screenshot(page, 'journey-search-none-en', { fullPage: false });
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
    // An Arabic page finds "latte" (the English names count too), and karak before hibiscus.
    await page.goto(`${server.baseUrl}/demo/delivery/search?q=latte`);
    await expect.poll(async () => (await names()).length).toBeGreaterThan(2);
    expect((await names())[0]).toMatch(/لاتيه/);
    await page.goto(`${server.baseUrl}/demo/delivery/search?q=${encodeURIComponent('كرك')}`);
    await expect.poll(async () => (await names())[0]).toBe('شاي كرك');
    await screenshot(page, 'journey-search-ar', { fullPage: false });
    await page.context().close();
  });

  it('#4 "I\'m here" on a car pickup\'s page alerts the staff board live, with the car', async () => {
    const placed = await placeOrder({
      selling_types: 'pickup',
      order_lines: [{ ...COLD_BREW, quantity: 1 }],
      car: { brand: 'Nissan Patrol', color: 'White', plate: '12345' },
    });
    expect(placed.status).toBe(201);
    // The staff board is open first: the arrival has to reach it live.
    const staff = await (await browser.newContext(DESKTOP)).newPage();
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    const card = staff.locator('article[id^="staff-order-"]', {
      has: staff.getByRole('heading', { name: `#${placed.body.order.id}`, exact: true }),
    });
    await card.waitFor();
    expect(await card.getByTestId('staff-arrived').count()).toBe(0);

    const page = await phone();
    await page.goto(`${server.baseUrl}${placed.body.order_url}`);
    const here = page.getByRole('button', { name: "I'm here" });
    await expect
      .poll(() => page.getByTestId('pickup-branch').textContent())
      .toContain('White · Nissan Patrol');
    await here.click();
    await expect.poll(() => page.getByTestId('arrived').textContent()).toContain('The restaurant knows');
    await screenshot(page, 'journey-im-here', { fullPage: false });
    await expect
      .poll(() => card.getByTestId('staff-arrived').textContent(), { timeout: 15_000 })
      .toMatch(/^Here now \(.+\) · White · Nissan Patrol · 12345$/);
    await screenshot(staff, 'journey-staff-arrived', { fullPage: false });
    // A reload remembers it; the token is needed (a wrong one is 404, nothing recorded).
    await page.reload();
    await expect.poll(() => page.getByTestId('arrived').count()).toBe(1);
    const forged = await fetch(`${server.baseUrl}/api/webapp/order/${placed.body.order.id}/arrived`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-order-token': 'x'.repeat(22) },
      body: '{}',
    });
    expect(forged.status).toBe(404);
    // A delivery order has nobody to come out to.
    const delivery = await placeOrder({
      selling_types: 'delivery',
      order_lines: [{ ...COLD_BREW, quantity: 4 }],
      address: {
        lat: 29.3356,
        lng: 48.0763,
        block: '10',
        street: 'Salem Al Mubarak',
        avenue: '3',
        house_number: '12',
        form_type: 'house',
      },
    });
    const token = new URL(delivery.body.order_url, server.baseUrl).searchParams.get('token') ?? '';
    const refused = await fetch(`${server.baseUrl}/api/webapp/order/${delivery.body.order.id}/arrived`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-order-token': token },
      body: '{}',
    });
    expect(refused.status).toBe(409);
    await page.context().close();
    await staff.context().close();
  });

  // [product: Speed and quality]: a cold load, as Lighthouse makes it, counts every script the
  // page fetches before `load` (headers included), not only the manifest's estimate (ADR 605).
  it('the cart and the checkout load at most 140 KB of compressed scripts on their first view', async () => {
    for (const path of ['/demo/pickup/cart', '/demo/pickup/checkout']) {
      const page = await phone();
      await page.goto(`${server.baseUrl}/demo/pickup/3`);
      await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
      await expect.poll(() => cartLines(page)).toHaveLength(1);
      // A cold visit of the page itself (nothing cached), as Lighthouse makes it.
      const cold = await (await browser.newContext(PHONE)).newPage();
      const state = await page.evaluate(() => JSON.stringify(localStorage));
      await cold.addInitScript((s) => {
        for (const [k, v] of Object.entries(JSON.parse(s) as Record<string, string>))
          localStorage.setItem(k, v);
        sessionStorage.setItem('sufra:area-dismissed', '1');
      }, state);
      const scripts: Promise<number>[] = [];
      cold.on('requestfinished', (r) => {
        if (r.resourceType() === 'script')
          scripts.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      await cold.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
      // The first view is what loads before `load`; parts shown after hydration (the totals'
      // figures, ADR 1505) load afterwards and are not part of it.
      const firstView = [...scripts];
      await expect.poll(() => cold.getByTestId('total').count()).toBeGreaterThan(0);
      const kb = (await Promise.all(firstView)).reduce((a, b) => a + b, 0) / 1024;
      expect(kb, `${path}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(140);
      expect(kb).toBeGreaterThan(50);
      await cold.context().close();
      await page.context().close();
    }
  });
});
