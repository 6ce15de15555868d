import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { sqlOnServer } from './support/database.ts';
import { orderLabelOf, placeColdBrew } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';

// ADR 1471: the diner's order pages name the order by its public reference; a link made before,
// with the numeric id, moves to the reference once its token opened the order — and an id
// without its token opens nothing and says nothing (ADR 400).

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const raw = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });

describe('the public order reference on the storefront (ADR 1471)', () => {
  it('the order page, its receipt and the payment page are at the reference; the number is not shown', {
    timeout: 60_000,
  }, async () => {
    const placed = await placeColdBrew(server);
    const ref = placed.order.public_ref;
    expect(placed.order_url).toBe(`/demo/order/${ref}?token=${placed.token}`);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Order #${orderLabelOf(ref)}`);
    expect(await page.title()).toContain(orderLabelOf(ref));
    await screenshot(page, 'order-public-ref');
    await page.getByRole('link', { name: 'Receipt' }).click();
    await page.waitForURL(`**/demo/order/${ref}/receipt?token=*`);
    await expect.poll(() => page.getByTestId('receipt').textContent()).toContain(`#${orderLabelOf(ref)}`);
    await context.close();
  });

  it('an old link with the numeric id moves to the reference, its page and query kept', async () => {
    const placed = await placeColdBrew(server);
    const { id, public_ref: ref } = placed.order;
    const token = encodeURIComponent(placed.token);
    for (const [old, now] of [
      [`/demo/order/${id}?token=${token}`, `/demo/order/${ref}?token=${token}`],
      [`/demo/order/${id}/receipt?token=${token}`, `/demo/order/${ref}/receipt?token=${token}`],
      [`/demo/payment/fail?order=${id}&token=${token}`, `/demo/payment/fail?order=${ref}&token=${token}`],
      // Typed or read out: lower case, grouped.
      [`/demo/order/${orderLabelOf(ref).toLowerCase()}?token=${token}`, `/demo/order/${ref}?token=${token}`],
    ] as const) {
      const res = await raw(old);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location'), old).toBe(now);
    }
    expect((await raw(`/demo/order/${ref}?token=${token}`)).status).toBe(200);
  });

  it('an id or a reference without its token is the page’s 404, and no redirect tells the reference', async () => {
    const placed = await placeColdBrew(server);
    const other = await placeColdBrew(server);
    const { id, public_ref: ref } = placed.order;
    for (const path of [
      `/demo/order/${id}?token=${'x'.repeat(22)}`,
      `/demo/order/${id}?token=${other.token}`,
      `/demo/order/${id}/receipt?token=${other.token}`,
      `/demo/order/${ref}?token=${other.token}`,
      `/demo/order/${id}`,
      `/demo/order/${ref}`,
    ]) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location'), path).toBeNull();
      expect(await res.text(), path).not.toContain(ref);
    }
    const fail = await raw(`/demo/payment/fail?order=${id}&token=${other.token}`);
    expect(fail.status).toBeLessThan(500);
    expect(fail.headers.get('location')).toBeNull();
    expect(await fail.text()).not.toContain(ref);
  });

  it('no page, data or call of the diner carries the order’s number (ADR 1472)', {
    timeout: 60_000,
  }, async () => {
    // Numbers far from any other of the demo (prices, ids, sizes), so any appearance is the order's.
    await sqlOnServer(server, `SELECT setval(pg_get_serial_sequence('orders', 'id'), 7340000)`);
    const placed = await placeColdBrew(server);
    const { id, public_ref: ref } = placed.order;
    expect(id).toBeGreaterThan(7_340_000);
    const token = encodeURIComponent(placed.token);
    // The server-rendered pages, with the data their scripts hydrate from.
    for (const path of [placed.order_url, `/demo/order/${ref}/receipt?token=${token}`]) {
      const html = await (await raw(path)).text();
      expect(html, path).toContain(ref);
      expect(html, path).not.toContain(String(id));
    }
    // In the browser, as on the phone that placed it (kept in its history, as the checkout keeps
    // it): the pages as shown, every call they make and what they keep on the phone.
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const calls: Promise<string>[] = [];
    page.on('response', (r) => {
      const url = r.url();
      if (url.includes('/api/') && !url.includes('/events'))
        calls.push(
          r.text().then(
            (body) => `${url} ${body}`,
            () => url,
          ),
        );
    });
    await page.goto(`${server.baseUrl}/demo`);
    await page.evaluate(
      ([publicRef, t, total]) =>
        localStorage.setItem(
          'sufra:orders:demo',
          JSON.stringify([
            { public_ref: publicRef, token: t, at: new Date().toISOString(), total, type: 'pickup' },
          ]),
        ),
      [ref, placed.token, placed.order.amounts.total] as const,
    );
    await page.goto(`${server.baseUrl}${placed.order_url}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`Order #${orderLabelOf(ref)}`);
    expect(await page.content()).not.toContain(String(id));
    await page.goto(`${server.baseUrl}/demo/orders/history`);
    const card = page.getByTestId('history-order').first();
    await expect.poll(() => card.getByTestId('history-items').textContent()).toBe('1× Cold Brew');
    expect(await page.content()).not.toContain(String(id));
    const seen = await Promise.all(calls);
    expect(seen.some((c) => c.includes(`/api/webapp/order/${ref}`))).toBe(true);
    for (const call of seen) expect(call).not.toContain(String(id));
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(String(id));
    await context.close();
  });
});
