import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  launchBrowser,
  openSettled,
  PHONE,
  PHONE_2X,
  screenshot,
  settled,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: '' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SCREENS = [
  ['landing', '/demo', true],
  ['menu', '/demo/delivery', false],
  ['category', '/demo/pickup/1', false],
  ['item', '/demo/delivery/2/5', true],
  ['search', '/demo/delivery/search?q=latte', true],
  ['branches', '/demo/Branches', true],
  ['policies', '/demo/Policies', true],
  ['not-found', '/demo/delivery/987654', true],
] as const;

const VIEWPORTS: Array<[string, BrowserContextOptions]> = [
  ['375', PHONE_2X],
  ['1280', DESKTOP],
];

// The dark pass checks what the light one does (direction, a heading, nothing wider than the
// screen, no page error) and adds only its pictures: it runs when pictures are asked for
// (SCREENSHOTS=1, ADR 1190); axe checks the dark pages in storefront-a11y.e2e.ts.
const SCHEMES = process.env.SCREENSHOTS ? (['light', 'dark'] as const) : (['light'] as const);

describe('screenshots at 375 and 1280 px, light and dark, English and Arabic (test-results/screenshots)', () => {
  for (const [width, device] of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      for (const lang of ['en', 'ar'] as const) {
        it(`${width} ${scheme} ${lang}`, async () => {
          const context = await browser.newContext({
            ...device,
            colorScheme: scheme,
            locale: lang === 'ar' ? 'ar-KW' : 'en-US',
          });
          await skipAreaModal(context);
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(String(e)));
          for (const [name, url, full] of SCREENS) {
            await openSettled(page, `${server.baseUrl}${url}`);
            expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
            // Never a blank page: every screen has a heading.
            expect(await page.locator('h1').count(), `${name} has an h1`).toBeGreaterThan(0);
            // Nothing wider than the screen: a phone page must never pan sideways.
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
              `${name} width`,
            ).toBeLessThanOrEqual(device.viewport?.width ?? 0);
            await screenshot(page, `storefront-${name}-${width}-${scheme}-${lang}`, { fullPage: full });
            if (name === 'menu') {
              await page
                .getByRole('navigation', { name: lang === 'ar' ? 'الأقسام' : 'Categories' })
                .scrollIntoViewIfNeeded();
              await page.evaluate(() => window.scrollBy(0, 900));
              await settled(page);
              await screenshot(page, `storefront-menu-list-${width}-${scheme}-${lang}`, { fullPage: false });
            }
          }
          if (width === '375') {
            await page.goto(`${server.baseUrl}/demo/delivery`);
            await page
              .getByRole('link', { name: lang === 'ar' ? 'كابتشينو' : 'Cappuccino', exact: true })
              .first()
              .click();
            await page.getByRole('dialog').getByRole('heading', { level: 2 }).first().waitFor();
            await settled(page);
            await screenshot(page, `storefront-sheet-${width}-${scheme}-${lang}`, { fullPage: false });
          }
          expect(errors).toEqual([]);
          await context.close();
        });
      }
    }
  }
});

describe('server errors', () => {
  it('a failing API (its database gone) shows the 500-look page with a retry, never a blank page', async () => {
    const broken = await startServer();
    try {
      const pid = Number(
        readFileSync(path.join(broken.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      process.kill(pid, 'SIGKILL');
      // The server restarts a dead embedded database (ADR 740): take its data away so it stays gone.
      renameSync(path.join(broken.dataDir, 'postgres'), path.join(broken.dataDir, 'postgres-gone'));
      await new Promise((r) => setTimeout(r, 500));
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const response = await page.goto(`${broken.baseUrl}/demo/delivery`);
      expect(response?.status()).toBeGreaterThanOrEqual(500);
      expect(await page.locator('h1').textContent()).toBe('Something went wrong');
      expect(await page.title()).toBe('Sufra | Something went wrong');
      expect(await page.getByText('Fail to fetch menu, please try later').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
      await screenshot(page, 'storefront-server-error-375-light-en', { fullPage: false });
      await context.close();
    } finally {
      await broken.stop();
    }
  });
});
