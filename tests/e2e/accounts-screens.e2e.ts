// The account pages as diners see them ([product: Accounts]): /login, /profile and /locations at
// 375 px and on the desktop, light and dark, in English, Arabic and a third script (Japanese).
// Each screen is checked for its direction and for nothing wider than the screen, and saved for a
// person to look at (test-results/screenshots/account-*.png).
import type { Browser, BrowserContextOptions, Cookie } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAnAddress, signIn } from './support/accounts.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
let session: Cookie;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ar', dir: 'rtl' },
  { code: 'ja', dir: 'ltr' },
] as const;
const SIZES: [string, BrowserContextOptions, number][] = [
  ['375', PHONE, 375],
  ['desktop', DESKTOP, 1280],
];

describe('the account pages in three scripts, two sizes, light and dark', () => {
  it('an account with a saved address signs in (its session is borrowed below)', async () => {
    // One account with a saved address, whose session every screen below borrows.
    const context = await browser.newContext(PHONE);
    await skipAreaModal(context);
    const page = await context.newPage();
    await signIn(page, server, '55012345', { name: 'Noura Al-Sabah' });
    await page.waitForURL('**/demo/profile');
    await page.goto(`${server.baseUrl}/demo/locations`);
    await saveAnAddress(page);
    const cookie = (await context.cookies()).find((c) => c.name === 'sufra_session');
    if (!cookie) throw new Error('no session cookie after sign-in');
    session = cookie;
    // The session is the HttpOnly cookie's alone: never in a URL, the page or a script's reach (ADR 702).
    expect(cookie.httpOnly).toBe(true);
    expect(page.url()).not.toContain(cookie.value);
    expect(await page.content()).not.toContain(cookie.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sufra_session');
    await context.close();
  }, 120_000);

  for (const { code, dir } of LANGUAGES) {
    it(`${code}: login as a guest; profile and locations signed in`, async () => {
      for (const [size, options, width] of SIZES) {
        for (const scheme of ['light', 'dark'] as const) {
          const context = await browser.newContext({ ...options, colorScheme: scheme });
          await skipAreaModal(context);
          await context.addCookies([{ name: 'i18n_redirected', value: code, url: server.baseUrl }]);
          const page = await context.newPage();
          const shot = async (name: string) => {
            expect(await page.locator('html').getAttribute('dir'), name).toBe(dir);
            expect(await page.locator('html').getAttribute('lang'), name).toBe(code);
            const wide = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(wide, `${name} is wider than the screen`).toBeLessThanOrEqual(width);
            await screenshot(page, `account-${name}-${code}-${size}-${scheme}`);
          };
          await page.goto(`${server.baseUrl}/demo/login`);
          await shot('login');
          await context.addCookies([session]);
          await page.goto(`${server.baseUrl}/demo/profile`);
          await page.waitForURL('**/demo/profile');
          await shot('profile');
          await page.goto(`${server.baseUrl}/demo/locations`);
          await shot('locations');
          // Contrast differs by scheme: axe once per scheme, on the phone.
          if (size === '375') await expectAccessible(page, `locations ${code} ${scheme}`);
          await context.close();
        }
      }
    }, 120_000);
  }
});
