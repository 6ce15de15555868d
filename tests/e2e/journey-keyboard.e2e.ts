import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// The diner's journey for people who use a keyboard, and for phones that lose their connection.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every key press the diner makes, counted: navigation keys and each typed character. */
function keyboardOf(page: Page) {
  let presses = 0;
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as (HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }) | null;
      const label = el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? '';
      return `${label} ${el?.getAttribute('name') ?? ''} ${el?.textContent?.slice(0, 60) ?? ''}`.trim();
    });
  return {
    count: () => presses,
    focused,
    press: async (key: string, times = 1) => {
      for (let i = 0; i < times; i++) {
        presses++;
        await page.keyboard.press(key);
      }
    },
    type: async (text: string) => {
      presses += [...text].length;
      await page.keyboard.type(text);
    },
    /** Presses `key` until the focused control matches (a diner looks at the focus ring). */
    until: async (key: string, target: RegExp, max = 40) => {
      for (let i = 0; i < max; i++) {
        presses++;
        await page.keyboard.press(key);
        if (target.test(await focused())) return;
      }
      throw new Error(`${target} not reached with ${key} (at "${await focused()}")`);
    },
  };
}

describe('keyboard only', () => {
  it('menu → placed order in at most 60 key presses (dish with options, cart, checkout)', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const keys = keyboardOf(page);
    // Seated at a table: the QR link `npm start` prints (the table's token, ADR 751).
    const link = /Table QR link \(demo, table T1\): \S+(\?\S+)/.exec(server.output())?.[1] ?? '';
    expect(link).toContain('table=');
    await page.goto(`${server.baseUrl}/demo/dinein${link}`);
    await page.waitForLoadState('networkidle');

    // The first dish of the menu's shelf: Spanish Latte opens its sheet (it has choices).
    await keys.until('Tab', /^Add Spanish Latte/);
    await keys.press('Enter');
    await expect.poll(keys.focused).toMatch(/^Close/);
    // The sheet keeps focus; its last control is the Add bar, one Shift+Tab away once it loaded.
    await expect.poll(() => page.getByRole('button', { name: /Add to cart/ }).count()).toBe(1);
    await keys.until('Shift+Tab', /Add to cart/, 3);
    await keys.press('Enter');
    // Milk has no default: Add takes the diner to the choice still to make, then back.
    await expect.poll(keys.focused).toMatch(/group-\d+/);
    expect(await page.getByRole('dialog').getByText('Please choose 1').count()).toBe(1);
    await keys.press('Space');
    await keys.until('Shift+Tab', /Add to cart/, 4);
    await keys.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(keys.focused).toMatch(/^Add Spanish Latte/);

    // The cart bar is the first stop of the page (like a header cart button), not after the menu.
    await keys.until('Shift+Tab', /View cart/, 20);
    await keys.press('Enter');
    await page.waitForURL('**/demo/dinein/cart');
    await expect.poll(() => page.getByTestId('total').count()).toBe(1);
    await keys.until('Tab', /Continue to checkout/, 20);
    await keys.press('Enter');
    await page.waitForURL('**/demo/dinein/checkout');
    await expect.poll(() => page.getByLabel('Name', { exact: true }).count()).toBe(1);

    await keys.until('Tab', /^Name/, 10);
    await keys.type('Noura');
    await keys.until('Tab', /^Mobile number/, 5);
    await keys.type('50123456');
    // Enter in the phone field sends the form, as any form does (the payment method starts chosen).
    await keys.press('Enter');
    await page.waitForURL(/\/demo\/order\/\d+/);
    await screenshot(page, 'journey-keyboard-order', { fullPage: false });
    expect(keys.count()).toBeLessThanOrEqual(60);
    await context.close();
  });
});

describe('offline', () => {
  it('Back while offline stays in the storefront with an offline message, and carries on once online', async () => {
    // Before the service worker is installed (or where there is none): the app's own offline
    // screen (ADR 902). With the worker, the cached menu answers instead (seo-offline.e2e.ts).
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/pickup`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Search' }).first().click();
    await page.waitForURL('**/demo/pickup/search');
    // A mark on this document: a reload (the browser's "No internet" page) would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await context.setOffline(true);
    await page.goBack();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/offline/i);
    expect(page.url()).toMatch(/\/demo\/pickup$/);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await screenshot(page, 'journey-offline-back', { fullPage: false });
    // "Try again" while still offline stays on the message, in the same document.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    await context.setOffline(false);
    // Back online, the page loads by itself.
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /^Add / }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });
});
