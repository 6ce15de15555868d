import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSettled, PHONE, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// The diner's journey for people who use a keyboard, and for phones that lose their connection.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // No map tiles: the pin map works from the keyboard without them.
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: '' }), launchBrowser()]);
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
  /** The focused element shows a focus indicator: an outline, a ring, or its own focus style. */
  const focusVisible = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return false;
      const shows = (node: Element) => {
        const style = getComputedStyle(node);
        const after = getComputedStyle(node, '::after');
        return (
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none' ||
          after.boxShadow !== 'none' ||
          (style.position === 'fixed' && !node.classList.contains('sr-only'))
        );
      };
      // A hidden radio or checkbox draws its focus on its label's drawn box.
      const drawn = el.matches('.sr-only, .peer') ? el.parentElement?.querySelector('[aria-hidden]') : null;
      return (
        shows(el) ||
        (drawn ? shows(drawn) : false) ||
        (el.closest('label') ? shows(el.closest('label') as Element) : false)
      );
    });
  return {
    count: () => presses,
    focusVisible,
    tag: () => page.evaluate(() => document.activeElement?.tagName ?? ''),
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
        const now = await focused();
        if (process.env.KEYS_DEBUG) console.log(key, now.slice(0, 60));
        if (target.test(now)) return;
      }
      throw new Error(`${target} not reached with ${key} (at "${await focused()}")`);
    },
  };
}

describe('keyboard only', () => {
  it('menu → placed order in at most 62 key presses (dish with options, cart, checkout)', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const keys = keyboardOf(page);
    // Seated at a table: the QR link `npm start` prints (the table's token, ADR 751).
    const link = /Table QR link \(demo, table T1\): \S+(\?\S+)/.exec(server.output())?.[1] ?? '';
    expect(link).toContain('table=');
    // Loaded and hydrated, instead of half a second of network silence (ADR 1190, 1464).
    await openSettled(page, `${server.baseUrl}/demo/dinein${link}`);

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
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}/);
    await screenshot(page, 'journey-keyboard-order', { fullPage: false });
    // 60 before shared tables; the seated menu's "Order together with your table" (ADR 1400) is one
    // stop more on the way down to the dish and one on the way back up to the cart.
    expect(keys.count()).toBeLessThanOrEqual(62);
    await context.close();
  });
});

describe('keyboard only, delivery from the landing page (ADR 1363)', () => {
  it('landing → area → dish → cart → pin → address → cash order in at most 60 key presses, focus always visible', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const keys = keyboardOf(page);
    const trail: string[] = [];
    const step = async (name: string) => {
      const where = `${name}: ${await keys.tag()} ${await keys.focused()}`;
      trail.push(where);
      expect(await keys.focusVisible(), where).toBe(true);
    };
    try {
      await openSettled(page, `${server.baseUrl}/demo`);
      // The first stop is the skip link, shown when focused.
      await keys.press('Tab');
      expect(await keys.focused()).toMatch(/Skip to main content/);
      await step('skip link');
      await keys.until('Tab', /^Delivery/, 6);
      await step('delivery');
      await keys.press('Enter');
      // The area question opens over the menu, focus inside it.
      await page.waitForURL('**/demo/delivery');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      await expect.poll(keys.focused).toMatch(/Not now|Search for your area/);
      await step('area question');
      await keys.until('Tab', /Salmiya/, 4);
      await step('area');
      await keys.press('Enter');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // Answered, focus goes on to the menu's categories (the skip link's target); a chip moves
      // focus to its section's heading.
      await expect.poll(keys.tag).toBe('NAV');
      await keys.until('Tab', /^\s*Coffee/, 3);
      await step('category chip');
      await keys.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('h2')?.textContent))
        .toBe('Coffee');
      await step('section heading');
      await keys.until('Tab', /^Add /, 4);
      await step('add');
      const dish = (await keys.focused()).replace(/^Add /, '').trim();
      await keys.press('Enter');
      const sheetOrCart = async () =>
        (await page.getByRole('dialog').count()) +
        (await page.getByRole('link', { name: /View cart/ }).count());
      await expect.poll(sheetOrCart).toBeGreaterThan(0);
      // A dish with choices opens its sheet: its Add bar is one Shift+Tab away; a choice still to
      // make takes focus to its group, visible in the sheet (ADR 1363), then back to Add.
      if (await page.getByRole('dialog').count()) {
        await expect.poll(() => page.getByRole('button', { name: /Add to cart/ }).count()).toBe(1);
        await keys.until('Shift+Tab', /Add to cart/, 3);
        await keys.press('Enter');
        // Added (the sheet closes), or sent to a choice still to make.
        const settledSheet = async () =>
          (await page.getByRole('dialog').count()) === 0 || /group-\d+/.test(await keys.focused());
        await expect.poll(settledSheet).toBe(true);
        if (await page.getByRole('dialog').count()) {
          await step('choice to make');
          await keys.press('Space');
          await keys.until('Shift+Tab', /Add to cart/, 6);
          await keys.press('Enter');
        }
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      }
      // The cart, at the end of the sticky category bar: back past the dish and its heading.
      await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).count()).toBeGreaterThan(0);
      await keys.until('Shift+Tab', /^Cart|View cart/, 4);
      expect(dish).not.toBe('');
      await step('view cart');
      await keys.press('Enter');
      await page.waitForURL('**/demo/delivery/cart');
      // Focus moved to the new page's heading.
      await expect.poll(keys.tag).toBe('H1');
      await step('cart heading');
      // Three: Salmiya's minimum order is KWD 3.000.
      await keys.until('Tab', /Increase quantity/, 3);
      await step('increase');
      await keys.press('Enter', 2);
      await expect.poll(() => page.getByLabel('Quantity', { exact: true }).first().textContent()).toBe('3');
      await keys.until('Tab', /Continue to checkout/, 20);
      await step('continue');
      await keys.press('Enter');
      await page.waitForURL('**/demo/delivery/map');
      await expect.poll(keys.tag).toBe('H1');
      await keys.until('Tab', /Use this point/, 12);
      await step('use this point');
      await keys.press('Enter');
      await page.waitForURL('**/demo/delivery/form');
      await expect.poll(keys.tag).toBe('H1');
      await keys.until('Tab', /^Block/, 6);
      await step('block field');
      await keys.type('1');
      await keys.until('Tab', /^Street/, 3);
      await keys.type('A');
      await keys.until('Tab', /^House/, 3);
      await keys.type('1');
      await keys.press('Enter');
      await page.waitForURL('**/demo/delivery/checkout');
      await expect.poll(keys.tag).toBe('H1');
      await keys.until('Tab', /^Name/, 10);
      await step('name field');
      await keys.type('Ali');
      await keys.until('Tab', /^Mobile number/, 3);
      await keys.type('50123456');
      // Cash is chosen first; Enter in a field sends the form.
      await keys.press('Enter');
      await page
        .waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}/, { timeout: 10_000 })
        .catch(async (error) => {
          console.log(await page.locator('[role=alert], .text-rose-700').allTextContents());
          throw error;
        });
      await screenshot(page, 'journey-keyboard-delivery', { fullPage: false });
    } finally {
      console.log(`${keys.count()} key presses\n${trail.join('\n')}`);
    }
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
    await openSettled(page, `${server.baseUrl}/demo/pickup`);
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
