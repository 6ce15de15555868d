import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, holdScripts, launchBrowser, PHONE, settled } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/*
 * The back office on a slow connection (ADR 900): the settings form is drawn by the server and
 * usable before its scripts arrive. What the manager typed meanwhile is still there once the page
 * has hydrated, and is what the save stores.
 */

let server: RunningServer;
let browser: Browser;
let owner: SignedIn;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const hydrated = () => Object.keys(document.body).some((k) => k.startsWith('__reactFiber'));

describe('the settings form before its scripts (ADR 620, 900)', () => {
  // Inside a test: the sign-in polls the log for its code.
  it('the demo owner signs in', async () => {
    owner = await ownerSession(browser, server);
  }, 60_000);

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${name}: a label typed before hydration is kept through it, and saved`, async () => {
      const context = await browser.newContext({ ...device, locale: 'en', storageState: owner });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const scriptsIn = await holdScripts(context, page, 3_000);
      await page.goto(`${server.baseUrl}/demo/admin/settings`, { waitUntil: 'domcontentloaded' });
      const kitchen = page.locator('#kitchen-label-en');
      const darkOn = page.locator('input[name="dark_mode"][value="on"]');
      await kitchen.fill(`Early grill ${name}`);
      await darkOn.locator('xpath=..').click();
      // Typed while the page was the server's HTML only.
      expect(scriptsIn()).toBe(false);
      expect(await page.evaluate(hydrated)).toBe(false);
      await page.waitForFunction(hydrated, undefined, { timeout: 30_000 });
      await settled(page);
      expect(await kitchen.inputValue()).toBe(`Early grill ${name}`);
      expect(await darkOn.isChecked()).toBe(true);
      // Hydration matched the server's page: nothing was drawn again over what was typed.
      expect(errors).toEqual([]);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved. Open storefronts show it now.').first().waitFor();
      await page.reload();
      await page.waitForFunction(hydrated, undefined, { timeout: 30_000 });
      expect(await page.locator('#kitchen-label-en').inputValue()).toBe(`Early grill ${name}`);
      await context.close();
    });
  }
});
