// Refunds people can see (ADR 1430), in the browser: a diner pays by KNET through
// Tap (the stand-in on 127.0.0.1); the owner, signed in to the back office, refunds one item from
// the board's card with a reason, then cancels the order — the rest goes back through the job
// queue to Tap — and both the card and the diner's order page show each refund and its state.
// Then a busy Friday (ADR 1431): 25 orders in compact rows, search, filters,
// bulk accept, and sound that stays on after a reload. And the report over a week
// (ADR 1432): those sales by payment method, the refunds, and a CSV in words. Last, a cap of one
// order per time slot (ADR 1433): a diner whose slot fills up meanwhile is moved to the next free one.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushStandIn } from '../../apps/server/src/platform/test/push-stand-in.ts';
import { startTapStandIn, type TapStandIn } from '../../apps/server/src/platform/test/tap-stand-in.ts';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { contactAndPlace, fillCart, quickItem } from './support/checkout.ts';
import { orderIdOf, orderIdOfPage } from './support/orders.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

const KEY = 'sk_test_e2eRefundsKey001';
let tap: TapStandIn;
let push: Awaited<ReturnType<typeof startPushStandIn>>;
let server: RunningServer;
let browser: Browser;
let owner: SignedIn | undefined;
let item: Awaited<ReturnType<typeof quickItem>>;

beforeAll(async () => {
  [tap, push] = await Promise.all([startTapStandIn({ keys: [KEY] }), startPushStandIn()]);
  const port = await freePort();
  [server, browser] = await Promise.all([
    startServer({
      // The sign-in code is read from the log (ADR 701).
      LOG_LEVEL: 'info',
      // 25 orders in a few seconds from one address: the busy night below, not a flood.
      RATE_LIMITS: 'off',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'tap',
      TAP_API_URL: tap.apiUrl,
      TAP_SECRET_KEY: KEY,
      // Web Push to staff devices (ADR 1435) goes to the stand-in push service.
      PUSH_SERVICE_ORIGINS: push.origin,
    }),
    launchBrowser(),
  ]);
  item = await quickItem(server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tap?.close();
  await push?.close();
});

const refundStates = (scope: Page | Locator) => scope.getByTestId('refund-status').allTextContents();

describe('refunds on the board and on the diner’s page', () => {
  it('one item refunded with a reason, then the cancelled order’s rest: both refunded at Tap and shown to both', async () => {
    await ownerState();
    const diner = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(diner);
    const page = await diner.newPage();
    await fillCart(page, server.baseUrl, 'pickup', item, 2);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await contactAndPlace(page, 'KNET');
    await page.waitForURL(`${tap.baseUrl}/gateway/**`);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('KNET · paid').count(), { timeout: 15_000 }).toBe(1);
    const id = await orderIdOfPage(server, page.url());
    const charge = [...tap.charges.values()].at(-1);
    expect(charge?.status).toBe('CAPTURED');

    const staff = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: await ownerState() });
    const board = await staff.newPage();
    board.on('dialog', (d) => void d.accept());
    await board.goto(`${server.baseUrl}/demo/staff`);
    const card = board.locator('article[id^="staff-order-"]', {
      has: board.getByRole('heading', { name: `#${id}`, exact: true }),
    });
    await card.getByRole('button', { name: 'Refund…' }).click();
    const form = card.getByTestId('refund-form');
    // Nothing chosen: the form says so, nothing is sent.
    await form.getByLabel('Reason (the customer sees it)').fill('Cold fries');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await form.getByText('Choose how many of an item to refund.').waitFor();
    expect(tap.refunds).toHaveLength(0);
    await form.getByTestId('refund-line').first().selectOption('1');
    await screenshot(board, 'board-refund-form');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.poll(() => refundStates(card), { timeout: 15_000 }).toEqual(['Refunded']);
    expect(await card.getByTestId('refund').first().textContent()).toContain('Cold fries');
    expect(tap.refunds.map((r) => r.charge_id)).toEqual([charge?.id]);
    const firstRefund = tap.refunds[0]?.amount ?? 0;
    expect(firstRefund).toBeGreaterThan(0);
    expect(firstRefund).toBeLessThan(Number(charge?.amount));

    // The diner's page follows live: the refund, its state and its reason.
    await expect.poll(() => refundStates(page), { timeout: 15_000 }).toEqual(['Refunded']);
    expect(await page.getByTestId('refunds').textContent()).toContain('Cold fries');
    await screenshot(page, 'order-partial-refund');

    // An amount over what is left is refused with words, not sent.
    await card.getByRole('button', { name: 'Refund…' }).click();
    await form.getByRole('button', { name: 'An amount' }).click();
    await form.getByLabel(/^Amount/).fill('999');
    await form.getByLabel('Reason (the customer sees it)').fill('Too much');
    await form.getByRole('button', { name: 'Refund', exact: true }).click();
    await form.getByText(/Type an amount from the smallest coin up to/).waitFor();
    await form.getByRole('button', { name: 'Close' }).click();

    // Cancelling the paid order gives back the rest at once, through the job queue to Tap.
    await card.getByRole('button', { name: 'Cancel' }).click();
    // A cancelled order leaves the live board; "Recent" keeps it, with its refunds.
    await card.waitFor({ state: 'detached' });
    await board.getByRole('button', { name: 'Recent' }).click();
    await expect.poll(() => refundStates(card), { timeout: 20_000 }).toEqual(['Refunded', 'Refunded']);
    const refunded = tap.refunds.reduce((sum, r) => sum + Math.round(r.amount * 1000), 0);
    expect(refunded).toBe(Math.round(Number(charge?.amount) * 1000));
    await screenshot(board, 'board-refunds');
    await expect.poll(() => refundStates(page), { timeout: 20_000 }).toEqual(['Refunded', 'Refunded']);
    expect(await page.getByTestId('refunds').textContent()).toContain('Order cancelled');
    await screenshot(page, 'order-cancelled-refunded');

    // Arabic reads it too (the diner's page in the other direction).
    await page.goto(`${page.url()}&lang=ar`);
    await expect.poll(() => refundStates(page)).toEqual(['تم الاسترداد', 'تم الاسترداد']);
    await screenshot(page, 'order-refunds-ar');
    await staff.close();
    await diner.close();
  });
});

const labelOf = (i: typeof item) => (i as unknown as { price_labels: { id: number }[] }).price_labels[0]?.id;

/** The owner's signed-in cookies: one sign-in code for the file. */
async function ownerState(): Promise<SignedIn> {
  owner ??= await ownerSession(browser, server);
  return owner;
}

/** A cash car-pickup order of the demo through the API, by a diner of this name and number. */
async function placeCash(name: string, phone: string, when: Record<string, string> = {}) {
  const restaurant = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    restaurant: { branch_id: number };
  };
  const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      branch_id: restaurant.restaurant.branch_id,
      selling_types: 'car_pickup',
      order_lines: [{ item_id: item.id, price_label_id: labelOf(item), quantity: 1 }],
      name,
      phone,
      dial_code: '965',
      payment_type: 2,
      car: { brand: 'Lexus', color: 'White', plate: '12345' },
      ...when,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return orderIdOf(server, ((await res.json()) as { order: { public_ref: string } }).order.public_ref);
}

describe('a busy Friday on the board', () => {
  it('25 orders in rows fit a screen; search, filters and bulk accept; sound stays on after a reload', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1)
      ids.push(await placeCash(i === 7 ? 'Fatima Busy' : `Guest ${i}`, `5100${String(1000 + i)}`));
    const staff = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: await ownerState() });
    const board = await staff.newPage();
    await board.goto(`${server.baseUrl}/demo/staff`);
    await board.getByRole('button', { name: 'Rows' }).click();
    const rows = board.getByTestId('order-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(25);
    const height = await board.getByTestId('order-rows').evaluate((el) => el.getBoundingClientRect().height);
    // 25 cards were 3,480 px on a desktop; rows are one line each.
    expect(height).toBeLessThan(25 * 60);
    await screenshot(board, 'board-rows-busy');

    // Search: by name, by a piece of the phone, by number.
    const search = board.getByLabel('Search orders');
    await search.fill('fatima');
    await expect.poll(() => rows.count()).toBe(1);
    await search.fill('1007');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-order')).toBe(String(ids[7]));
    await search.fill(`#${ids[3]}`);
    await expect.poll(() => rows.count()).toBe(1);
    await search.fill('');

    // Filters: all 25 are new; select them all, accept at once with one promise.
    await board.getByRole('button', { name: /^New \d+/ }).click();
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(25);
    await board.getByRole('button', { name: /^Select all \d+ new/ }).click();
    await board.getByTestId('bulk-accept').click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(0);
    await board.getByRole('button', { name: /^In the kitchen \d+/ }).click();
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(25);
    expect(new Set(await board.getByTestId('row-status').allTextContents())).toEqual(new Set(['Accepted']));

    // Sound: on, and still on after a reload (the first tap anywhere lets the browser play again).
    await board.getByTestId('sound').click();
    await board.reload();
    await expect.poll(() => board.getByTestId('sound').getAttribute('data-wanted')).toBe('true');
    await board.getByRole('button', { name: 'Rows' }).click();
    await expect.poll(() => board.getByTestId('sound').getAttribute('aria-pressed')).toBe('true');
    // The view is kept too.
    await board.reload();
    await expect.poll(() => board.getByTestId('order-rows').count()).toBe(1);
    await staff.close();
  });
});

describe('the report over any period', () => {
  it('a week compared with the one before: refunds, payment methods, and a CSV in words', async () => {
    const staff = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: await ownerState() });
    const page = await staff.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/today`);
    await page.getByTestId('report-figures').waitFor();
    await page.getByRole('button', { name: 'Week' }).click();
    await expect.poll(() => page.getByTestId('report-period').textContent()).toMatch(/compared with/);
    const figures = page.getByTestId('report-figures');
    // The KNET order above was refunded in full (an item, then the rest on cancelling).
    await expect.poll(() => figures.textContent()).toMatch(/Refunds \(2\)KWD\s\d+\.\d{3}/);
    const methods = await page.getByTestId('by-payment-method').textContent();
    expect(methods).toContain('Cash');
    await screenshot(page, 'report-week');
    const href = (await page.getByRole('link', { name: /\(CSV\)/ }).getAttribute('href')) ?? '';
    expect(href).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href);
    expect(csv).toContain('payment_method');
    expect(csv).toContain('Cancelled');
    expect(csv).toContain('KNET');
    expect(csv).toContain('Accepted');
    expect(csv).toMatch(/\d× /);
    await staff.close();
  });
});

describe('tickets that print by themselves', () => {
  it('switched on, each new order prints its ticket, one after the other; it stays on after a reload', async () => {
    const staff = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: await ownerState() });
    // What the printer got: the ticket's number at each print (a kiosk prints without a dialog).
    await staff.addInitScript(() => {
      const w = window as unknown as { printed: string[] };
      w.printed = [];
      window.print = () => {
        w.printed.push(document.querySelector('[data-testid="kitchen-ticket"] h2')?.textContent ?? '');
        setTimeout(() => window.dispatchEvent(new Event('afterprint')), 50);
      };
    });
    const board = await staff.newPage();
    await board.goto(`${server.baseUrl}/demo/staff`);
    const printed = () => board.evaluate(() => (window as unknown as { printed: string[] }).printed);
    const toggle = board.getByTestId('auto-print');
    await toggle.check();
    const one = await placeCash('Print One', '51008001');
    const two = await placeCash('Print Two', '51008002');
    await expect.poll(printed, { timeout: 15_000 }).toEqual([`#${one}`, `#${two}`]);
    await board.reload();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    // Switched off, a new order rings but prints nothing.
    await toggle.uncheck();
    await placeCash('Print Three', '51008003');
    await board.getByTestId('order-rows').or(board.locator('article')).first().waitFor();
    await expect.poll(() => board.getByText('Print Three').count()).toBeGreaterThan(0);
    expect(await printed()).toEqual([]);
    await staff.close();
  });
});

describe('new orders on staff devices by Web Push', () => {
  it('"Alerts on this device" subscribes it; a new order reaches it in the board’s words; off forgets it', async () => {
    // Headless Chromium has no push service: its subscription is the stand-in's (the browser's
    // part — permission, service worker, the board's call — is real).
    const device = push.subscribe();
    const staff = await browser.newContext({
      ...DESKTOP,
      locale: 'en',
      storageState: await ownerState(),
      permissions: ['notifications'],
    });
    await staff.addInitScript((sub) => {
      const fake = { endpoint: sub.endpoint, toJSON: () => sub };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
    }, device);
    const board = await staff.newPage();
    await board.goto(`${server.baseUrl}/demo/staff`);
    const toggle = board.getByTestId('staff-push');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('data-state'), { timeout: 15_000 }).toBe('on');
    const id = await placeCash('Pushed Order', '51007001');
    await expect
      .poll(() => push.received.filter((r) => r.endpoint === device.endpoint).length, { timeout: 15_000 })
      .toBe(1);
    expect(push.refused).toEqual([]);
    expect(JSON.parse(push.received.at(-1)?.text ?? '{}')).toEqual({
      title: 'New order',
      body: `A new order is waiting on the board #${id}`,
      url: '/demo/staff',
      tag: `new-order-${id}`,
    });
    await board.reload();
    await expect.poll(() => toggle.getAttribute('data-state')).toBe('on');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('data-state')).toBe('off');
    await placeCash('Not Pushed', '51007002');
    await board.getByText('Not Pushed').first().waitFor();
    expect(push.received.filter((r) => r.endpoint === device.endpoint)).toHaveLength(1);
    await staff.close();
  });
});

describe('a cap on orders per time slot', () => {
  it('the owner allows one order a slot; a diner whose slot fills up meanwhile is moved to the next free one', async () => {
    const { restaurant } = (await (
      await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)
    ).json()) as {
      restaurant: { branch_id: number };
    };
    const staff = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: await ownerState() });
    const admin = await staff.newPage();
    await admin.goto(`${server.baseUrl}/demo/admin/bookings`);
    const cap = admin.locator(`#b${restaurant.branch_id}-perSlot`);
    expect(await cap.inputValue()).toBe('');
    await cap.fill('1');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Saved. Open storefronts show it now.').waitFor();
    await screenshot(admin, 'bookings-orders-per-slot');
    await staff.close();

    const diner = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(diner);
    const page = await diner.newPage();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/pickup/checkout');
    const laterRadio = page.getByRole('radio', { name: /^Later/ });
    if (!(await laterRadio.isChecked())) await laterRadio.check();
    // Tomorrow has every slot of a day; late at night today may have fewer than three left.
    await page.getByRole('radio', { name: 'Tomorrow', exact: true }).check();
    const times = page.getByRole('group', { name: 'Time', exact: true }).getByRole('radio');
    await times.nth(2).check();
    const chosen = page.getByTestId('slot-chosen');
    const first = (await chosen.textContent()) ?? '';
    const stored = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sufra:cart:')) ?? '';
      return JSON.parse(localStorage[key] ?? '{}').scheduled.slot as { date: string; from: string };
    });
    // Someone else takes that slot's only place while this diner types.
    await placeCash('Quick Caller', '51009999', {
      priority: 'later',
      scheduled_at: `${stored.date} ${stored.from}`,
    });
    await contactAndPlace(page);
    // Refused in words; the checkout reads the slots again and offers the next free one.
    await page.getByText('This time just filled up.').first().waitFor();
    await expect.poll(() => chosen.textContent()).not.toBe(first);
    const next = (await chosen.textContent()) ?? '';
    const labels = await page
      .getByRole('group', { name: 'Time', exact: true })
      .locator('label')
      .allTextContents();
    expect(labels.some((l) => next.endsWith(l))).toBe(true);
    expect(labels.some((l) => first.endsWith(l))).toBe(false);
    await screenshot(page, 'checkout-slot-full');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/);
    await expect.poll(() => page.getByTestId('scheduled-for').count()).toBe(1);
    await diner.close();
  });
});
