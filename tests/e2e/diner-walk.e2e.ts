import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts.ts';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { quickItem } from './support/checkout.ts';
import { sqlOnServer } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // info: the development message channel logs the one-time codes the sign-in reads.
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber')));

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.baseUrl}/api${path}`, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body as T;
}

type Slots = { days: { date: string; slots: { from: string; available: boolean }[] }[] };

/** A booking made through the API for the signed-in diner, at the nth free slot after today. */
async function book(
  token: string,
  nth: number,
  order?: { item_id: number; price_label_id: number; quantity: number }[],
) {
  const slots = await api<Slots>('/webapp/reservation-slots/1?type=table&party=2');
  const free = slots.days
    .slice(1)
    .flatMap((d) => d.slots.filter((s) => s.available).map((s) => ({ date: d.date, time: s.from })));
  const at = free[nth];
  if (!at) throw new Error('no free slot');
  const body = await api<{
    reservation: { public_ref: string; starts_at: string; order: { amounts: { total: number } } | null };
  }>('/webapp/reserve-table', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      branch_id: 1,
      reserve_type: 'table',
      date: at.date,
      time: at.time,
      party_size: 2,
      name: 'Card Tester',
      phone: '+96555507771',
      reservation: true,
      ...(order ? { order: { order_lines: order, payment_type: 1 } } : {}),
    }),
  });
  return body.reservation;
}

describe('the diner’s reservation history (ADR 1495)', () => {
  it('each booking is a card: the day and time on the business’s clock in the page’s language, party, branch, a status badge, the pre-order and its total, cancel', async () => {
    // A phone in another time zone: the card still tells the restaurant's time.
    const context = await browser.newContext({ ...PHONE, timezoneId: 'America/Los_Angeles' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await signIn(page, server, '55507771', { name: 'Card Tester', next: '/demo/reservation/history' });
    await page.waitForURL(/\/demo\/reservation\/history/);
    const token = (await context.cookies()).find((c) => c.name === 'sufra_session')?.value ?? '';
    expect(token).not.toBe('');
    await sqlOnServer(
      server,
      `UPDATE businesses SET settings = jsonb_set(settings, '{reservation,type}', '2'::jsonb) WHERE reference_id = 'demo'`,
    );
    const plain = await book(token, 0);
    // Two small dallahs (item 8, label 13): the card shows the order's own total.
    const withOrder = await book(token, 1, [{ item_id: 8, price_label_id: 13, quantity: 2 }]);
    await sqlOnServer(
      server,
      `UPDATE businesses SET settings = jsonb_set(settings, '{reservation,type}', '1'::jsonb) WHERE reference_id = 'demo'`,
    );
    await page.goto(`${server.baseUrl}/demo/reservation/history`);
    const cards = page.getByTestId('reservation-item');
    await expect.poll(() => cards.count()).toBe(2);
    const kuwait = (iso: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en', { ...options, timeZone: 'Asia/Kuwait' }).format(new Date(iso));
    for (const r of [plain, withOrder]) {
      const card = cards.filter({ has: page.locator(`a[href$="/reservation/success/${r.public_ref}"]`) });
      expect(await card.getByTestId('reservation-day').textContent()).toBe(
        kuwait(r.starts_at, { weekday: 'long', day: 'numeric', month: 'long' }),
      );
      expect(await card.getByTestId('reservation-time').textContent()).toBe(
        kuwait(r.starts_at, { hour: 'numeric', minute: '2-digit' }),
      );
      expect(await card.getByTestId('reservation-item-status').textContent()).toBe(
        'Waiting for confirmation',
      );
      // The badge says it by an icon too, not by colour alone.
      expect(await card.getByTestId('reservation-item-status').locator('svg').count()).toBe(1);
      expect(await card.textContent()).toContain('2 people');
      expect(await card.textContent()).toContain('Salmiya');
      expect(await card.getByRole('button', { name: 'Cancel reservation' }).count()).toBe(1);
    }
    const ordered = cards.filter({
      has: page.locator(`a[href$="/reservation/success/${withOrder.public_ref}"]`),
    });
    expect(await ordered.getByTestId('reservation-item-order').textContent()).toContain(
      '2 × Arabic Coffee Dallah',
    );
    const total = await ordered.getByTestId('reservation-item-total').textContent();
    expect(total?.replace(/[^\d.]/g, '')).toBe(((withOrder.order?.amounts.total ?? 0) / 1000).toFixed(3));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'walk-reservation-history-en-375');

    // Arabic and Japanese at 320 px: the page's language, nothing wider than the screen.
    for (const [lang, status] of [
      ['ar', 'بانتظار التأكيد'],
      ['ja', '確認待ち'],
    ] as const) {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(`${server.baseUrl}/demo/reservation/history?lang=${lang}`);
      expect(await cards.first().getByTestId('reservation-item-status').textContent()).toBe(status);
      const day = await cards.first().getByTestId('reservation-day').textContent();
      expect(day).not.toMatch(/[A-Za-z]/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await screenshot(page, `walk-reservation-history-${lang}-320`);
    }
    // Cancel from the card.
    await page.goto(`${server.baseUrl}/demo/reservation/history?lang=en`);
    await cards.first().getByRole('button', { name: 'Cancel reservation' }).click();
    await expect.poll(() => cards.filter({ hasText: 'Cancelled' }).count()).toBe(1);
    await context.close();
  }, 120_000);
});

const cartText = (page: Page) =>
  page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([k]) => k.startsWith('sufra:cart:'))
      .map(([, v]) => v)
      .join(''),
  );

/** A phone that has opened the menu once, with no service worker (none installed yet). */
async function firstVisit(language = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await skipAreaModal(context);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/demo/delivery?lang=${language}`);
  await hydrated(page);
  return { context, page };
}

describe('offline before the service worker is installed (ADR 1496)', () => {
  for (const [language, title, kept] of [
    ['en', "You're offline", 'Your cart is kept on this phone'],
    ['ar', 'لا يوجد اتصال بالإنترنت', 'سلّتك محفوظة على هذا الهاتف'],
  ] as const) {
    it(`${language}: a tab whose page was never loaded shows the offline screen in the page’s language, the cart kept; Try again opens it once back`, async () => {
      const { context, page } = await firstVisit(language);
      // Something in the cart first.
      const item = await quickItem(server.baseUrl);
      await page.goto(`${server.baseUrl}/demo/delivery/${item.category_id}?lang=en`);
      await hydrated(page);
      await page
        .getByRole('button', { name: `Add ${item.name}` })
        .first()
        .click();
      await expect.poll(() => cartText(page)).toMatch(/"items":\[\{/);
      const cartBefore = await cartText(page);
      await page.goto(`${server.baseUrl}/demo/delivery?lang=${language}`);
      await hydrated(page);
      await context.setOffline(true);
      const documents: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) documents.push(f.url());
      });
      await page.locator('a[href$="/delivery/cart"]').first().click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
        .toContain(title);
      // Still the app: no reload into the browser's error page, the restaurant's colours.
      expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1/);
      expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand'))).not.toBe(
        '',
      );
      if (kept) expect(await page.locator('main').textContent()).toContain(kept);
      expect(await page.getByRole('button', { name: /.+/ }).count()).toBeGreaterThan(0);
      await screenshot(page, `walk-offline-first-visit-${language}`);
      // Back online, the screen tries again by itself (as Try again does): the cart, as it was.
      await context.setOffline(false);
      await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).not.toContain(title);
      expect(page.url()).toMatch(/\/delivery\/cart/);
      await hydrated(page);
      expect(await cartText(page)).toBe(cartBefore);
      expect(documents.some((u) => u.startsWith('chrome-error:'))).toBe(false);
      await context.close();
    }, 60_000);
  }

  it('the network cut under the page (requests aborted, the browser still “online”): the cart stays in the app', async () => {
    const { context, page } = await firstVisit();
    await context.route(/\/(assets\/.*\.js|__manifest.*|.*\.data.*)$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.locator('a[href$="/delivery/cart"]').first().click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
      .toContain("You're offline");
    expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1/);
    await context.close();
  }, 60_000);
});
