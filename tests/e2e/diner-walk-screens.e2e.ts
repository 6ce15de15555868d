import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot, settled } from './support/browser.ts';
import { quickItem } from './support/checkout.ts';
import { layoutProblems } from './support/diner-walk-checks.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

/*
 * The diner's whole walk for people to look at (ADR 1497): every order type (delivery,
 * pickup, dine-in from the table's QR link), sign-in, the wallet, a reservation and feedback, at
 * 320 px, 375 px and desktop, in English, Arabic and Japanese, light and dark. Pictures only with
 * `npm run test:screens` (SCREENSHOTS=1, ADR 1190): 18 walks are not for every `npm test`.
 * WALK_WIDTHS / WALK_LANGS / WALK_SCHEMES (comma lists) narrow a run while fixing one thing.
 * What it checks on every page while it walks: nothing wider than the screen, nothing spilling
 * out of its box (ADR 1501).
 */
const pick = <T extends string>(env: string | undefined, all: readonly T[]) =>
  env ? all.filter((v) => env.split(',').includes(v)) : all;
const WIDTHS = pick(process.env.WALK_WIDTHS, ['320', '375', 'desktop'] as const);
const LANGS = pick(process.env.WALK_LANGS, ['en', 'ar', 'ja'] as const);
const SCHEMES = pick(process.env.WALK_SCHEMES, ['light', 'dark'] as const);

let server: RunningServer;
let browser: Browser;
let qrPath = '';
type Session = Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>;
let signedIn: Session | undefined;

/** One account for every walk, signed in once (inside a test: the sign-in polls). */
async function session(): Promise<Session> {
  if (signedIn) return signedIn;
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signIn(page, server, '55507772', { name: 'Walk Tester', next: '/demo/profile' });
  await page.waitForURL(/\/demo\/profile/);
  signedIn = await context.storageState();
  await context.close();
  return signedIn;
}

describe.skipIf(!process.env.SCREENSHOTS)('the diner’s walk, looked at (ADR 1497)', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
    const printed = /Table QR link \(demo, table (\S+)\): (\S+)/.exec(server.output());
    qrPath = printed ? new URL(printed[2] ?? '').pathname + new URL(printed[2] ?? '').search : '';
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of WIDTHS)
    for (const lang of LANGS)
      for (const scheme of SCHEMES) {
        it(`${width} · ${lang} · ${scheme}`, async () => {
          const device: BrowserContextOptions =
            width === 'desktop' ? DESKTOP : { ...PHONE, viewport: { width: Number(width), height: 760 } };
          const overflow: string[] = [];
          const item = await quickItem(server.baseUrl);
          const look = async (page: Page, name: string, path: string) => {
            await page.goto(`${server.baseUrl}${path}`);
            await page.waitForFunction(() =>
              Object.keys(document.body).some((k) => k.startsWith('__reactFiber')),
            );
            await settled(page);
            for (const problem of await layoutProblems(page)) overflow.push(`${name}: ${problem}`);
            await screenshot(page, `walk-${width}-${lang}-${scheme}-${name}`);
          };
          // A guest: the menu, each order type to its checkout, sign-in, a reservation, feedback.
          const guest = await browser.newContext({ ...device, colorScheme: scheme });
          await skipAreaModal(guest);
          const page = await guest.newPage();
          for (const type of ['delivery', 'pickup'] as const) {
            await page.goto(`${server.baseUrl}/demo/${type}/${item.category_id}?lang=en`);
            await page
              .getByRole('button', { name: `Add ${item.name}` })
              .first()
              .click();
          }
          await look(page, '01-landing', `/demo?lang=${lang}`);
          await look(page, '02-menu', '/demo/delivery');
          await look(page, '03-item', `/demo/delivery/${item.category_id}/${item.id}`);
          await look(page, '04-cart', '/demo/delivery/cart');
          await look(page, '05-checkout-delivery', '/demo/delivery/checkout');
          await look(page, '06-checkout-pickup', '/demo/pickup/checkout');
          if (qrPath) {
            await look(page, '07-table-menu', qrPath);
            await page
              .getByRole('button')
              .filter({ hasText: /\+/ })
              .first()
              .click()
              .catch(() => {});
            await look(page, '08-table-cart', '/demo/dinein/cart');
          }
          await look(page, '09-reservation', '/demo/reservation/table');
          await look(page, '10-feedback', '/demo/Feedback');
          await look(page, '11-login', '/demo/login');
          await guest.close();
          // Signed in: the account, the wallet and its top-up, the bookings.
          const member = await browser.newContext({
            ...device,
            colorScheme: scheme,
            storageState: await session(),
          });
          await skipAreaModal(member);
          const own = await member.newPage();
          await look(own, '12-profile', `/demo/profile?lang=${lang}`);
          await look(own, '13-wallet', '/demo/wallet/home');
          await look(own, '14-wallet-top-up', '/demo/wallet/walletPackage');
          await look(own, '15-reservations', '/demo/reservation/history');
          await look(own, '16-orders', '/demo/orders/history');
          await member.close();
          expect(overflow).toEqual([]);
        }, 180_000);
      }
});
