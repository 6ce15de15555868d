import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdScripts, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Issue 22 #13 (ADR 900): a cheap phone on 3G paints the page seconds before its scripts run.
// Every script request here is held 2.5 s, and the taps happen while none has arrived.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone whose page scripts arrive 2.5 s late; `scriptsIn()` tells whether any arrived yet. */
async function slowPhone(
  delay = 2_500,
): Promise<{ context: BrowserContext; page: Page; scriptsIn: () => boolean }> {
  const context = await browser.newContext(PHONE);
  await skipAreaModal(context);
  const page = await context.newPage();
  return { context, page, scriptsIn: await holdScripts(context, page, delay) };
}

const storedCart = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sufra:cart:demo:'));
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { items: { id: number; count: number }[] }).items
      : [];
  });

describe('taps before the scripts run are not lost (ADR 900)', () => {
  it('"+" then "Add to cart" on an item page before hydration put two of it in the cart', async () => {
    const { context, page, scriptsIn } = await slowPhone();
    // Cold Brew: one price, no options.
    await page.goto(`${server.baseUrl}/demo/pickup/3/11`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(scriptsIn(), 'the tap came before any script').toBe(false);
    // The server answered the tap with the page at quantity 2.
    await expect.poll(() => page.getByLabel('Quantity', { exact: true }).textContent()).toBe('2');
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    expect(scriptsIn()).toBe(false);
    await expect.poll(() => page.getByTestId('early-added').count()).toBe(1);
    await screenshot(page, 'journey-early-add-before-hydration', { fullPage: false });
    // When the scripts arrive, the line joins the stored cart, once.
    await expect
      .poll(() => storedCart(page), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ id: 11, count: 2 })]);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.cookie.includes('sufra_early_add'))).toBe(false);
    expect(await storedCart(page)).toEqual([expect.objectContaining({ id: 11, count: 2 })]);
    await context.close();
  });

  it('an item with a required choice left empty is refused with the reason, nothing added', async () => {
    const { context, page, scriptsIn } = await slowPhone();
    // Flat White: one required choice (its milk), none chosen.
    await page.goto(`${server.baseUrl}/demo/pickup/2/4`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    expect(scriptsIn()).toBe(false);
    // The server's answer names the missing choice; nothing was kept for the cart.
    await expect.poll(() => page.locator('#group-7').textContent()).toMatch(/Please choose 1/);
    expect(await page.locator('#group-7 p.text-red-700').count()).toBe(1);
    expect(await page.getByTestId('early-added').count()).toBe(0);
    expect(await page.evaluate(() => document.cookie.includes('sufra_early_add'))).toBe(false);
    await context.close();
  });

  it('"Place order" tapped before hydration places the order once the scripts arrive', async () => {
    // Six fields to type: scripts 5 s late (typing them takes a person longer than that anyway).
    const { context, page, scriptsIn } = await slowPhone(5_000);
    // The cart was filled earlier on this phone (scripts long arrived then).
    await page.goto(`${server.baseUrl}/demo/pickup/3/11`);
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect.poll(() => storedCart(page), { timeout: 15_000 }).toHaveLength(1);
    // A cold load of the checkout, scripts late again.
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`, { waitUntil: 'commit' });
    await page.getByLabel('Name', { exact: true }).fill('Noura');
    await page.getByLabel('Mobile number').fill('50123456');
    // The demo's main branch asks for the car (show-car-info).
    await page.getByLabel('Car model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
    await page.getByRole('radio', { name: 'Cash', exact: true }).check();
    expect(scriptsIn(), 'typed and tapped before any script').toBe(false);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBeTruthy();
    expect(scriptsIn()).toBe(true);
    await context.close();
  });

  it('a name and number typed before the scripts stay when the page comes alive (ADR 1456)', async () => {
    const { context, page, scriptsIn } = await slowPhone(4_000);
    await page.goto(`${server.baseUrl}/demo/pickup/3/11`);
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect.poll(() => storedCart(page), { timeout: 15_000 }).toHaveLength(1);
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`, { waitUntil: 'commit' });
    await page.getByLabel('Name', { exact: true }).fill('Noura');
    await page.getByLabel('Mobile number').fill('50123456');
    expect(scriptsIn(), 'typed before any script').toBe(false);
    // Once the scripts run, what was typed is the cart's (and stays on the screen).
    const contact = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('sufra:cart:demo:'));
        const cart = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { name?: string; phone?: string };
        return `${cart.name ?? ''}|${cart.phone ?? ''}`;
      });
    await expect.poll(contact, { timeout: 20_000 }).toBe('Noura|50123456');
    expect(scriptsIn()).toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Noura');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('50123456');
    await context.close();
  });
});

describe('form posts from another site are refused (ADR 900, CSRF)', () => {
  /** A page on another site (localhost vs the shop's 127.0.0.1) that posts a checkout form to the shop. */
  async function attackerSite(body: string): Promise<{ url: string; close: () => Promise<void> }> {
    const site = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { port } = site.address() as AddressInfo;
    return { url: `http://localhost:${port}/`, close: () => new Promise((r) => site.close(() => r())) };
  }
  const form = (action: string) => `<form method="post" action="${action}">
      <input name="name" value="Mallory"><input name="phone" value="50000000">
      <input name="payment_type" value="2"><button>Win a prize</button></form>`;

  it('a cross-site post, with a real Origin or with Origin: null (no-referrer, sandboxed), sets nothing', async () => {
    const checkout = `${server.baseUrl}/demo/pickup/checkout`;
    const attacker = await attackerSite(`<!doctype html><meta name="referrer" content="no-referrer">
      ${form(checkout)}
      <iframe sandbox="allow-forms allow-top-navigation" srcdoc='${form(checkout).replaceAll("'", '&#39;').replace('<form', '<form target="_top"')}'></iframe>`);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const statuses: { origin: string | undefined; site: string | undefined; status: number }[] = [];
    page.on('response', async (r) => {
      if (r.request().method() !== 'POST') return;
      const headers = await r.request().allHeaders();
      statuses.push({ origin: headers.origin, site: headers['sec-fetch-site'], status: r.status() });
    });
    // The page's own form (Origin: null because of its no-referrer policy).
    await page.goto(attacker.url);
    await Promise.all([page.waitForURL(checkout), page.getByRole('button', { name: 'Win a prize' }).click()]);
    expect(await page.textContent('body')).toContain('sent from another site');
    // The sandboxed frame's form (an opaque origin: Origin: null too).
    await page.goto(attacker.url);
    await Promise.all([
      page.waitForURL(checkout),
      page.frameLocator('iframe').getByRole('button', { name: 'Win a prize' }).click(),
    ]);
    expect(statuses).toEqual([
      { origin: 'null', site: 'cross-site', status: 403 },
      { origin: 'null', site: 'cross-site', status: 403 },
    ]);
    expect((await context.cookies()).filter((c) => c.name.startsWith('sufra_early'))).toEqual([]);
    await context.close();
    await attacker.close();
  });
});
