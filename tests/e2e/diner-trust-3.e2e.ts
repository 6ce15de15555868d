import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts.ts';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { placeColdBrew } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Offline, saved addresses, words and Japanese at 320 px (ADR 1450–1455): each as the diner meets it, one server
// and one browser for the file.
let server: RunningServer;
let browser: Browser;
let brand = '';

beforeAll(async () => {
  // info: the one-time codes are read from the log (signIn).
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
  const body = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    restaurant: { theme_color: string };
  };
  brand = body.restaurant.theme_color.toLowerCase();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phone(options: { width?: number; locale?: string } = {}): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser.newContext({
    ...PHONE,
    viewport: { width: options.width ?? 375, height: 740 },
    ...(options.locale ? { locale: options.locale } : {}),
  });
  await skipAreaModal(context);
  return { context, page: await context.newPage() };
}

/** Names of the pages' data the worker keeps (its storefront cache). */
const keptUrls = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('sufra-pages-v1')).keys()).map((r) => r.url));

/** The menu opened once online, its worker in control and the items' data kept. */
async function menuKeptOffline(page: Page, atLeast: number) {
  await page.goto(`${server.baseUrl}/demo/delivery`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(async () => (await keptUrls(page)).filter((u) => u.includes('_routes=routes%2Fitem-page')).length, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(atLeast);
}

const rgbOf = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('#9 offline, the menu can be used', () => {
  it('a dish tapped offline opens its sheet, also one far down the windowed menu', async () => {
    const { context, page } = await phone();
    await menuKeptOffline(page, 20);
    // Beyond the cards the first view renders: the worker lists the menu's items itself.
    const rendered = new Set(
      await page
        .locator('a[href^="/demo/delivery/"]')
        .evaluateAll((links) =>
          links
            .map((a) => a.getAttribute('href'))
            .filter((h) => /^\/demo\/delivery\/\d+\/\d+$/.test(h ?? '')),
        ),
    ).size;
    await expect
      .poll(
        async () => (await keptUrls(page)).filter((u) => /\/demo\/delivery\/\d+\/\d+\.data/.test(u)).length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(Math.max(rendered, 20));
    await context.setOffline(true);
    const card = page
      .locator('a[href^="/demo/delivery/"][href*="/"]')
      .filter({ hasText: 'Spanish Latte' })
      .first();
    await card.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Spanish Latte' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: "You're offline" }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /Add to cart/ }).count()).toBe(1);
    await screenshot(page, 'diner-trust-3-offline-sheet-375', { fullPage: false });
    await context.close();
  });

  it('a page never kept opens as a document from the worker in the restaurant’s colour; "Open the menu" opens the kept menu', async () => {
    const { context, page } = await phone();
    await menuKeptOffline(page, 5);
    // The profile tab once online (its script is kept; its page, personal, never is), then back.
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\/demo\/(profile|login)/);
    await page.goBack();
    await expect.poll(() => page.getByText('Spanish Latte').count()).toBeGreaterThan(0);
    await context.setOffline(true);
    // Offline, the same tab: its data is answered by opening the page as a document, which the
    // worker answers with its offline page, in the brand's colour, titled with the restaurant.
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect.poll(() => page.getByRole('heading', { name: "You're offline" }).count()).toBe(1);
    await page.waitForURL(/\/demo\/profile$/);
    const back = page.getByRole('link', { name: 'Open the menu' });
    expect(await back.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe(rgbOf(brand));
    expect(await page.evaluate(() => document.title)).toContain('Bayt Al Bahar');
    await screenshot(page, 'diner-trust-3-offline-screen-375', { fullPage: false });
    // Its way back: the menu as kept, not another offline screen.
    await back.click();
    await expect.poll(() => page.getByRole('heading', { name: "You're offline" }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: /Bayt Al Bahar/ }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/demo');
    // A storefront page never opened (Branches): the worker's own offline page, brand-coloured.
    await page.goto(`${server.baseUrl}/demo/Branches`).catch(() => null);
    const open = page.getByRole('link', { name: 'Open the menu' });
    await expect.poll(() => open.count()).toBe(1);
    expect(await open.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe(rgbOf(brand));
    await context.close();
  });

  it('"Your orders" opens offline and an order can be placed again from it', async () => {
    const placed = await placeColdBrew(server);
    const { context, page } = await phone();
    await page.goto(`${server.baseUrl}/demo`);
    await page.evaluate(
      ([id, token, total]) =>
        localStorage.setItem(
          'sufra:orders:demo',
          JSON.stringify([{ id, token, at: new Date().toISOString(), total, type: 'pickup' }]),
        ),
      [placed.order.id, placed.token, placed.order.amounts.total] as const,
    );
    // Online once: the history reads the order, the worker keeps the page and "Order again"'s answer.
    await page.goto(`${server.baseUrl}/demo/orders/history`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    const card = page.getByTestId('history-order').first();
    await expect.poll(() => card.getByTestId('history-items').textContent()).toBe('1× Cold Brew');
    // "Order again"'s answer, asked ahead and kept on the phone (never in a cache: its URL has the token).
    await expect
      .poll(() =>
        page.evaluate((id) => Boolean(localStorage.getItem(`sufra:reorder:${id}`)), placed.order.id),
      )
      .toBe(true);
    expect((await keptUrls(page)).some((u) => u.includes('token='))).toBe(false);
    expect((await keptUrls(page)).some((u) => u.endsWith('/demo/orders/history'))).toBe(true);

    await context.setOffline(true);
    await page.goto(`${server.baseUrl}/demo/orders/history`);
    await expect.poll(() => card.getByTestId('history-items').textContent()).toBe('1× Cold Brew');
    // The offline banner sits above the page, not over its title and way back.
    await expect.poll(() => page.locator('#offline-banner').isVisible()).toBe(true);
    const banner = await page.locator('#offline-banner').boundingBox();
    const title = await page.getByRole('heading', { level: 1, name: 'Your orders' }).boundingBox();
    if (!banner || !title) throw new Error('no banner or title');
    expect(banner.y + banner.height).toBeLessThanOrEqual(title.y);
    await card.getByRole('button', { name: 'Order again' }).click();
    await expect.poll(() => card.getByTestId('reorder-notice').count()).toBe(1);
    expect(await card.getByTestId('reorder-notice').textContent()).toContain('1 item added to your cart');
    await screenshot(page, 'diner-trust-3-offline-reorder-375', { fullPage: false });
    await context.close();
  });
});

describe('#13 a saved address is placed on a map', () => {
  it('the locations page has the checkout’s map pin and drawn radios; an address saves with its pin', async () => {
    const { context, page } = await phone();
    page.setDefaultTimeout(15_000);
    await signIn(page, server, '55012399', { name: 'Pin Tester' });
    await page.goto(`${server.baseUrl}/demo/locations`);
    await screenshot(page, 'diner-trust-3-locations-first-375');
    const map = page.getByTestId('address-map').last();
    await expect.poll(() => map.locator('.leaflet-container').count()).toBe(1);
    // No bare latitude / longitude boxes in view: they are folded under "Type the coordinates instead".
    expect(await page.locator('input[name="lat"]:visible').count()).toBe(0);
    const radio = page.locator('input[name="form_type"]').first();
    expect(await radio.evaluate((r) => getComputedStyle(r).appearance)).toBe('none');
    await page.getByLabel('Block *').fill('10');
    await page.getByLabel('Street *').fill('Salem Al Mubarak');
    await page.getByLabel('House number *').fill('5');
    // Not placed yet: it says so; a tap on the map puts the pin down.
    expect(await page.getByTestId('address-pin-result').last().textContent()).toContain('Tap the map');
    await screenshot(page, 'diner-trust-3-locations-375');
    await map.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');
    // Beside the pin (a tap on the pin itself is a drag handle), inside Salmiya.
    await page.touchscreen.tap(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30);
    await expect
      .poll(() => page.getByTestId('address-pin-result').last().textContent())
      .toContain('We deliver here');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.getByText('Default').count()).toBe(1);
    const saved = (await (await page.request.get(`${server.baseUrl}/demo/locations.data`)).text()) as string;
    expect(saved).toMatch(/"lat",2\d\.\d+/);
    // In Japanese at 320 px the address types stay whole words (ADR 1455): "一戸建て", not "一戸建/て".
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(`${server.baseUrl}/demo/locations?lang=ja`);
    const add = page.locator('details', { has: page.locator('summary', { hasText: '住所を追加' }) });
    await add.locator('summary', { hasText: '住所を追加' }).click();
    const kinds = add.locator('label:has(input[name="form_type"])');
    await expect.poll(() => kinds.count()).toBe(3);
    for (const word of ['一戸建て', 'オフィス']) {
      const lines = await kinds.filter({ hasText: word }).evaluate((label) => {
        const text = [...label.childNodes].find((n) => n.nodeType === 3 && n.textContent?.trim());
        if (!text) return 0;
        const range = document.createRange();
        range.selectNodeContents(text);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, word).toBe(1);
    }
    await context.close();
  });
});

describe('#14 words', () => {
  it('an Arabic page never shows the browser’s English bubble: the booking form says what is missing in Arabic', async () => {
    const { context, page } = await phone({ locale: 'en-US' });
    await page.goto(`${server.baseUrl}/demo/reservation/table?lang=ar`);
    const form = page.getByTestId('reservation-form');
    expect(await form.evaluate((f) => (f as HTMLFormElement).noValidate)).toBe(true);
    await form.locator('button[type="submit"]').click();
    // The server's answer, in the page's language, under the form.
    await expect.poll(() => page.locator('#reservation-problems').textContent()).toMatch(/[\u0600-\u06FF]/);
    await screenshot(page, 'diner-trust-3-booking-ar-375', { fullPage: false });
    await context.close();
  });

  it('"Check the mobile number" says what is expected: the digits and an example for the country', async () => {
    const item = await quickItem(server.baseUrl);
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
    const phoneBox = page.getByLabel('Mobile number');
    // Typed and left again until the page is live (a blur before hydration has no handler yet, and
    // the checkout's form mounts again from the kept cart once its scripts run).
    await expect
      .poll(
        async () => {
          await phoneBox.fill('1234');
          await phoneBox.blur();
          return page
            .locator('#phone-error')
            .textContent({ timeout: 1000 })
            .catch(() => '');
        },
        { timeout: 30_000 },
      )
      .toMatch(/8 digits, like \d/);
    // The server says the same when it refuses a number (before the scripts ran, or another client).
    const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `dt3-${Date.now()}` },
      body: JSON.stringify({
        branch_id: 1,
        selling_types: 'pickup',
        order_lines: [{ item_id: 11, price_label_id: 18, quantity: 1 }],
        name: 'Noura',
        phone: '10123456',
        dial_code: '965',
        payment_type: 2,
      }),
    });
    const body = JSON.stringify(await res.json());
    expect(body).toContain('PHONE_INVALID');
    expect(body).toMatch(/"digits":8/);
    await context.close();
  });

  it('an unknown item goes to /404 (ADR 1453)', async () => {
    const { context, page } = await phone();
    const res = await page.goto(`${server.baseUrl}/demo/delivery/1/987654`);
    expect(new URL(page.url()).pathname).toBe('/404');
    expect(res?.status()).toBe(404);
    await context.close();
  });
});

describe('#15 Japanese at 320 px', () => {
  const boxes = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const line = Number.parseFloat(getComputedStyle(e).lineHeight) || 20;
        return {
          top: r.top,
          bottom: r.bottom,
          left: r.left,
          right: r.right,
          lines: Math.round(r.height / line),
        };
      }),
    );
  const overlap = (
    a: { top: number; bottom: number; left: number; right: number },
    b: { top: number; bottom: number; left: number; right: number },
  ) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  it('"カートに追加" stays whole and never under the price; nav and type labels do not break mid-word', async () => {
    const { context, page } = await phone({ width: 320 });
    await page.goto(`${server.baseUrl}/demo/delivery/2/5?lang=ja`);
    const [label] = await boxes(page, '[data-testid="add-label"]');
    const [price] = await boxes(page, '[data-testid="add-price"]');
    if (!label || !price) throw new Error('no add bar');
    expect(label.lines).toBe(1);
    expect(overlap(label, price)).toBe(false);
    await screenshot(page, 'diner-trust-3-item-ja-320', { fullPage: false });
    await page.goto(`${server.baseUrl}/demo/delivery?lang=ja`);
    for (const name of ['プロフィール', 'メニュー']) {
      const link = page.getByRole('navigation').getByRole('link', { name });
      const lines = await link.evaluate((a) => {
        const range = document.createRange();
        const text = [...a.childNodes].find((n) => n.nodeType === 3 && n.textContent?.trim());
        if (!text) return 0;
        range.selectNodeContents(text);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, name).toBe(1);
    }
    const takeaway = page.getByRole('link', { name: 'テイクアウト' });
    const takeawayLines = await takeaway.evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        .size;
    });
    // The icon's row and the label's one row.
    expect(takeawayLines).toBeLessThanOrEqual(2);
    await screenshot(page, 'diner-trust-3-menu-ja-320', { fullPage: false });
    await context.close();
  });

  it('the sheet’s ✕ never covers a price as the options scroll under it', async () => {
    const { context, page } = await phone({ width: 320 });
    await page.goto(`${server.baseUrl}/demo/delivery?lang=ja`);
    await page.locator('a[href="/demo/delivery/2/5"]').first().click();
    const close = page.getByRole('dialog').getByTestId('sheet-close');
    await expect.poll(() => close.count()).toBe(1);
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Spanish Latte' }).count())
      .toBe(1);
    const scroller = page.getByRole('dialog').locator('.overflow-y-auto').first();
    await scroller.evaluate((el) => el.scrollBy(0, 400));
    // Both measured at one moment, once the sheet has finished sliding in.
    const gap = await page.getByRole('dialog').evaluate(async (dialog) => {
      await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)));
      const x = dialog.querySelector('[data-testid="sheet-close"]')?.getBoundingClientRect();
      const list = dialog.querySelector('.overflow-y-auto')?.getBoundingClientRect();
      if (!x || !list) throw new Error('no sheet');
      return list.top - x.bottom;
    });
    // The ✕ sits in its own row above what scrolls, so nothing can pass under it.
    expect(gap).toBeGreaterThanOrEqual(-0.5);
    await screenshot(page, 'diner-trust-3-sheet-ja-320', { fullPage: false });
    await context.close();
  });
});
