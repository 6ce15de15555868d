import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromLog } from './support/accounts.ts';
import { DESKTOP, launchBrowser, PHONE, SCREENS_RUN, screenshot, settled } from './support/browser.ts';
import { quickItem } from './support/checkout.ts';
import { alertsShown, layoutProblems } from './support/diner-walk-checks.ts';
import { startFakeGeocoder } from './support/fake-geocoder.ts';
import { startFakeTiles } from './support/fake-tiles.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

/*
 * The diner's walk, done (ADR 1501): in one browser, as a diner does it through the pages —
 * sign in from the Profile tab, a delivery order (area, pin, address), a car pickup, a dine-in
 * order from the table's QR link, a wallet top-up in the payment sandbox, an order paid from the
 * wallet, a table booking, the survey — and at every step: nothing wider than the screen, no
 * console error, no error banner. `npm test` walks English at 375 px light and Arabic at 375 px
 * dark; `npm run test:screens` walks all 18 (320/375/desktop × en/ar/ja × light/dark, ADR 1504)
 * and keeps a picture of every step (`walk-do-<width>-<lang>-<scheme>-<nn>-<step>`);
 * WALK_WIDTHS / WALK_LANGS / WALK_SCHEMES (comma lists) walk the combinations named.
 */
type Lang = 'en' | 'ar' | 'ja';
type Walk = { width: string; lang: Lang; scheme: 'light' | 'dark' };
const list = (env: string | undefined) => env?.split(',').filter(Boolean);
// Every combination in the screenshot run, or those the WALK_* lists name; two in `npm test`,
// whose time another walk of 16 would take (ADR 1504).
const WALKS: Walk[] =
  process.env.WALK_WIDTHS || process.env.WALK_LANGS || process.env.WALK_SCHEMES || SCREENS_RUN
    ? (list(process.env.WALK_WIDTHS) ?? ['320', '375', 'desktop']).flatMap((width) =>
        (list(process.env.WALK_LANGS) ?? ['en', 'ar', 'ja']).flatMap((lang) =>
          (list(process.env.WALK_SCHEMES) ?? ['light', 'dark']).map(
            (scheme) => ({ width, lang, scheme }) as Walk,
          ),
        ),
      )
    : [
        { width: '375', lang: 'en', scheme: 'light' },
        { width: '375', lang: 'ar', scheme: 'dark' },
      ];

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/app/locales');
const catalogs = new Map<string, Record<string, string>>();
/** The storefront's own words for `key` in `lang`, as written (falling back to English, as the app does). */
function written(lang: string, key: string): string {
  for (const l of [lang, 'en']) {
    if (!catalogs.has(l))
      catalogs.set(l, JSON.parse(fs.readFileSync(path.join(locales, `${l}.json`), 'utf8')));
    const text = catalogs.get(l)?.[key];
    if (text) return text;
  }
  throw new Error(`no words for ${key}`);
}
/** The words with their placeholders filled in, isolated in Arabic as the app does (i18n/lite.tsx). */
const words = (lang: string, key: string, vars: Record<string, string> = {}) =>
  written(lang, key).replace(/\{\{(\w+)\}\}/g, (_, v: string) =>
    lang === 'ar' && vars[v] ? `\u2068${vars[v]}\u2069` : (vars[v] ?? ''),
  );
const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Starts with the words before the first placeholder ("Pay {{amount}}" → /^Pay /); when the
 * placeholder comes first ("{{amount}}を支払う"), ends with the words after the last one.
 */
function startsWith(lang: string, key: string): RegExp {
  const text = written(lang, key);
  const before = text.split('{{')[0] ?? '';
  if (before.trim()) return new RegExp(`^\\s*${reEscape(before)}`);
  return new RegExp(`${reEscape(text.split('}}').at(-1) ?? '')}\\s*$`);
}

let server: RunningServer;
let browser: Browser;
let qrQuery = '';
let item: Awaited<ReturnType<typeof quickItem>>;

let tiles: Awaited<ReturnType<typeof startFakeTiles>>;
let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;

beforeAll(async () => {
  // As `npm start` serves it: map tiles and a geocoder (stand-ins on 127.0.0.1), and the
  // development message channel logging the one-time codes the sign-in reads (ADR 701).
  [tiles, geocoder] = await Promise.all([startFakeTiles(), startFakeGeocoder()]);
  [server, browser] = await Promise.all([
    startServer({
      LOG_LEVEL: 'info',
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: '© Stand-in map contributors',
      GEOCODER_URL: geocoder.url,
      // Eighteen diners from one address book a table each: more than a real address books in
      // ten minutes (ADR 1320's 10), which the walk is not about.
      RATE_LIMITS: JSON.stringify({ booking: { perIp: 100 } }),
    }),
    launchBrowser(),
  ]);
  const printed = /Table QR link \(demo, table T1\): (\S+)/.exec(server.output());
  qrQuery = printed ? new URL(printed[1] ?? '').search : '';
  item = await quickItem(server.baseUrl);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tiles?.close();
  await geocoder?.close();
});

/** The dish's name as the menu shows it in `lang`. */
async function dishName(lang: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`, {
    headers: { locale: lang },
  });
  type Category = { items: { id: number; name: string }[]; subcategories?: Category[] };
  const body = (await res.json()) as { menu: { categories: Category[] } };
  const all = (cs: Category[]): { id: number; name: string }[] =>
    cs.flatMap((c) => [...c.items, ...all(c.subcategories ?? [])]);
  return all(body.menu.categories).find((i) => i.id === item.id)?.name ?? item.name;
}

/** Tomorrow in the demo's time zone (Asia/Kuwait), YYYY-MM-DD. */
const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date(Date.now() + 86_400_000));

describe('the diner’s walk, done (ADR 1501)', () => {
  WALKS.forEach(({ width, lang, scheme }, index) => {
    it(`${width} · ${lang} · ${scheme}: sign in, deliver, pick up, dine in, top up, pay by wallet, book, answer the survey`, async () => {
      const t = (key: string, vars?: Record<string, string>) => words(lang, key, vars);
      const device: BrowserContextOptions =
        width === 'desktop' ? DESKTOP : { ...PHONE, viewport: { width: Number(width), height: 760 } };
      const context = await browser.newContext({ ...device, colorScheme: scheme });
      await skipAreaModal(context);
      const page = await context.newPage();
      const problems: string[] = [];
      let stepName = '00-start';
      // On the storefront's own pages (not the payment sandbox, which stands in for the gateway's).
      page.on('console', (m) => {
        if (m.type() === 'error' && new URL(page.url()).pathname.startsWith('/demo'))
          problems.push(`${stepName}: console error: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => problems.push(`${stepName}: page error: ${e.message}`));
      let n = 0;
      /** A step the diner has reached: looked at, checked, kept as a picture. */
      const step = async (name: string) => {
        stepName = `${String(++n).padStart(2, '0')}-${name}`;
        await page.waitForFunction(() =>
          Object.keys(document.body).some((k) => k.startsWith('__reactFiber')),
        );
        await settled(page);
        for (const problem of await layoutProblems(page)) problems.push(`${stepName}: ${problem}`);
        const alerts = await alertsShown(page);
        if (alerts.length) problems.push(`${stepName}: error banner: ${alerts.join(' | ')}`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        await screenshot(page, `walk-do-${width}-${lang}-${scheme}-${stepName}`);
      };
      const national = String(55_508_700 + index);
      const dish = await dishName(lang);
      const orderPage = /\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/;

      /** "+" on the dish in a menu page, then the cart bar to the cart. */
      const addAndOpenCart = async (type: string, query = '') => {
        await page.goto(`${server.baseUrl}/demo/${type}/${item.category_id}${query}`);
        await page.waitForFunction(() =>
          Object.keys(document.body).some((k) => k.startsWith('__reactFiber')),
        );
        await page
          .getByRole('button', { name: t('item.addNamed', { name: dish }), exact: true })
          .first()
          .click();
        await step(`${type}-menu`);
        await page.getByRole('link', { name: new RegExp(reEscape(t('cart.view'))) }).click();
        await page.waitForURL(`**/demo/${type}/cart`);
        await step(`${type}-cart`);
        await page.getByRole('link', { name: t('cart.checkout') }).click();
      };
      const contact = async () => {
        await page.getByLabel(t('checkout.name'), { exact: true }).fill('Walk Diner');
        await page.getByLabel(t('checkout.phone'), { exact: true }).fill(national);
        await page.getByLabel(t('checkout.phone'), { exact: true }).blur();
        if (await page.getByLabel(t('checkout.car.brand')).count()) {
          await page.getByLabel(t('checkout.car.brand')).fill('Nissan Patrol');
          await page.getByLabel(t('checkout.car.color')).fill('White');
          await page.getByLabel(t('checkout.car.plate')).fill('12345');
        }
      };
      const place = async (type: string) => {
        await step(`${type}-checkout`);
        await page.getByRole('button', { name: startsWith(lang, 'checkout.place') }).click();
        await page.waitForURL(orderPage, { timeout: 20_000 });
        // Waiting for the restaurant (or Scheduled, when the branch is closed now).
        await expect
          .poll(() => page.getByTestId('order-status').textContent())
          .toMatch(new RegExp(`^(${reEscape(t('order.status.0'))}|${reEscape(t('order.status.10'))})$`));
        await step(`${type}-order`);
      };

      // The landing page in the diner's language, then Profile: sign in, back on the profile.
      await page.goto(`${server.baseUrl}/demo?lang=${lang}`);
      await step('landing');
      await page
        .getByRole('navigation')
        .getByRole('link', { name: t('nav.profile') })
        .first()
        .click();
      await page.waitForURL(/\/demo\/login/);
      await page.getByLabel(t('checkout.phone'), { exact: true }).fill(national);
      await step('sign-in');
      await page.getByRole('button', { name: t('account.sendCode') }).click();
      const code = await codeFromLog(server, `+965${national}`);
      await page.getByLabel(t('account.code')).fill(code);
      await step('sign-in-code');
      await page.getByRole('button', { name: t('account.verify') }).click();
      await page.getByLabel(t('checkout.name'), { exact: true }).fill('Walk Diner');
      await page.getByRole('button', { name: t('account.continue') }).click();
      await page.waitForURL((u) => u.pathname === '/demo/profile');
      await step('profile');

      // Delivery: the area, the pin (typed coordinates: no map tiles here), the address.
      await addAndOpenCart('delivery');
      await page.waitForURL(/\/demo\/delivery\/(address|map)$/);
      if (page.url().endsWith('/address')) {
        const area = lang === 'ar' ? 'السالمية' : 'Salmiya';
        await page.getByRole('searchbox').fill(area);
        await step('delivery-area');
        await page
          .getByRole('button', { name: new RegExp(`^${area}`) })
          .first()
          .click();
      }
      await page.waitForURL('**/demo/delivery/map');
      await page.getByText(t('checkout.coordinates')).click();
      await page.getByLabel(t('checkout.lat'), { exact: true }).fill('29.34');
      await page.getByLabel(t('checkout.lng'), { exact: true }).fill('48.07');
      await page.getByLabel(t('checkout.lat'), { exact: true }).focus();
      await expect
        .poll(() => page.getByTestId('pin-result').textContent())
        .toContain(lang === 'ar' ? 'السالمية' : 'Salmiya');
      await step('delivery-map');
      await page.getByRole('button', { name: t('checkout.usePoint') }).click();
      await page.waitForURL('**/demo/delivery/form');
      await page.getByLabel(t('address.field.block')).fill('10');
      await page.getByLabel(t('address.field.street')).fill('Salem Al Mubarak');
      await page.getByLabel(t('address.field.house_number')).fill('12');
      // "Save this address" in the restaurant's colour, not the browser's blue.
      expect(
        await page.getByLabel(t('checkout.saveAddress')).evaluate((el) => getComputedStyle(el).accentColor),
      ).not.toBe('auto');
      await step('delivery-address');
      await page.getByRole('button', { name: t('checkout.continue') }).click();
      await page.waitForURL('**/demo/delivery/checkout');
      await contact();
      await page.getByRole('radio', { name: t('payment.method.2'), exact: true }).check();
      await place('delivery');

      // Car pickup.
      await addAndOpenCart('pickup');
      await page.waitForURL('**/demo/pickup/checkout');
      await contact();
      await page.getByRole('radio', { name: t('payment.method.2'), exact: true }).check();
      await place('pickup');

      // Dine-in from the table's QR link: the table is known, the menu says so.
      await page.goto(`${server.baseUrl}/demo/dinein${qrQuery}`);
      await expect.poll(() => page.getByTestId('menu-table').textContent()).toContain('T1');
      await step('dinein-qr-menu');
      await addAndOpenCart('dinein', qrQuery);
      await page.waitForURL('**/demo/dinein/checkout');
      await expect.poll(() => page.getByTestId('table-linked').textContent()).toContain('T1');
      // The floor in the diner's language where the business gave its words (ADR 1503): the demo's
      // Arabic; Japanese is not one of its languages, so its texts read in English there.
      if (lang === 'ar')
        expect(await page.getByTestId('table-linked').textContent()).toContain('الطابق الأرضي');
      await contact();
      await page.getByRole('radio', { name: t('payment.method.2'), exact: true }).check();
      await place('dinein');
      await expect.poll(() => page.getByTestId('order-table').textContent()).toContain('T1');

      // The wallet: top up with a package in the payment sandbox.
      await page.goto(`${server.baseUrl}/demo/profile`);
      await page
        .getByRole('link', { name: t('wallet.title'), exact: true })
        .first()
        .click();
      await page.waitForURL('**/demo/wallet/home');
      await step('wallet');
      await page
        .getByRole('link', { name: t('wallet.topUp'), exact: true })
        .first()
        .click();
      await page.waitForURL('**/demo/wallet/walletPackage');
      await step('wallet-packages');
      await page.locator('main a[href*="/demo/wallet/"]').filter({ hasText: /\d/ }).first().click();
      await page.waitForURL(/\/demo\/wallet\/\d+$/);
      await step('wallet-package');
      await page.getByRole('button', { name: startsWith(lang, 'wallet.buy') }).click();
      await page.waitForURL(/\/api\/payments\/sandbox\//);
      await page.getByRole('button', { name: /^Approve/ }).click();
      await page.waitForURL('**/demo/wallet/home?purchase=paid');
      await expect.poll(() => page.getByText(t('wallet.purchasePaid')).count()).toBe(1);
      expect(await page.getByTestId('wallet-balance').textContent()).not.toMatch(/^\D*0[.,٫]000\D*$/);
      await step('wallet-topped-up');

      // An order paid from the wallet: the order says so, with no cash to collect.
      await addAndOpenCart('pickup');
      await page.waitForURL('**/demo/pickup/checkout');
      await page.getByLabel(startsWith(lang, 'checkout.useWallet')).check();
      await contact();
      await page.getByRole('radio', { name: t('payment.method.2'), exact: true }).check();
      await place('wallet');
      await expect.poll(() => page.getByTestId('order-payment').textContent()).toContain(t('receipt.wallet'));
      expect(await page.getByTestId('order-payment').textContent()).not.toContain(t('payment.method.2'));

      // A table for two tomorrow, from the landing page's link.
      await page.goto(`${server.baseUrl}/demo`);
      await page.getByTestId('reserve-link').first().click();
      await page.waitForURL(/\/demo\/reservation\/table/);
      await page.getByLabel(t('reservation.party')).selectOption('2');
      await page.waitForURL(/party=2/);
      await page.getByLabel(t('reservation.date')).selectOption(tomorrow());
      await page.waitForURL(new RegExp(`date=${tomorrow()}`));
      // Tomorrow's times drawn (the URL changes before the new day's list is on the page).
      await expect
        .poll(() => page.getByTestId('reservation-form').locator('input[name="date"]').inputValue())
        .toBe(tomorrow());
      if (lang === 'ar') {
        const areas = await page.getByLabel(t('reservation.area')).locator('option').allTextContents();
        expect(areas).toContain('الطابق الأرضي');
        expect(areas).not.toContain('Ground');
      }
      // No time preselected (ADR 1499): the diner taps one.
      const free = page.locator('input[name="time"]:not(:disabled)');
      await expect.poll(() => free.count()).toBeGreaterThan(0);
      expect(await page.locator('input[name="time"]:checked').count()).toBe(0);
      await free.first().locator('xpath=..').click();
      await expect.poll(() => free.first().isChecked()).toBe(true);
      await page.getByLabel(t('reservation.name'), { exact: true }).fill('Walk Diner');
      await page.getByLabel(t('reservation.phone'), { exact: true }).fill(national);
      await step('reservation-form');
      await page.getByRole('button', { name: t('reservation.submit'), exact: true }).click();
      // Booked, or the refusal said in the failure (not a bare timeout).
      await Promise.race([
        page.waitForURL(/\/demo\/reservation\/success\/[0-9A-Z]{8}/),
        page
          .getByTestId('problems')
          .waitFor()
          .then(async () => {
            throw new Error(`booking refused: ${await page.getByTestId('problems').textContent()}`);
          }),
      ]);
      await expect.poll(() => page.getByTestId('reservation-status').count()).toBe(1);
      await step('reservation-booked');

      // The survey: every kind of question answered, thanked.
      await page.goto(`${server.baseUrl}/demo/Feedback`);
      const questions = page.locator('[data-question]');
      await expect.poll(() => questions.count()).toBe(7);
      await questions.nth(0).locator('label').nth(3).click();
      await questions.nth(1).locator('label').nth(4).click();
      await questions.nth(2).locator('input[type=range]').fill('9');
      await questions.nth(3).locator('label').first().click();
      await questions.nth(5).locator('textarea').fill('Walked through it all');
      await questions.nth(6).locator('input[type=tel]').fill(national);
      await step('survey');
      await page.getByRole('button', { name: t('feedback.send') }).click();
      await page.getByTestId('survey-thanks').waitFor();
      // Thanked once: not a heading with the same words under it, nor the invitation's "Thank you!".
      const shown = (await page.locator('main').textContent()) ?? '';
      const thanked = shown.split(t('feedback.thanksTitle')).length - 1;
      expect(thanked, shown).toBeLessThanOrEqual(1);
      if (lang === 'en') expect(thanked, shown).toBe(1);
      await step('survey-thanks');

      // Everything ordered, in the diner's history.
      await page.goto(`${server.baseUrl}/demo/orders/history`);
      await expect.poll(() => page.locator('main li').count()).toBeGreaterThanOrEqual(4);
      await step('orders');
      await context.close();
      expect(problems).toEqual([]);
    }, 300_000);
  });
});

describe('320 px, looked at closely (ADR 1501, ADR 1502)', () => {
  it('the survey’s five faces stay inside their card; a Japanese word is never cut across two lines', async () => {
    const context = await browser.newContext({ ...PHONE, viewport: { width: 320, height: 740 } });
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/Feedback?lang=en`);
    await page.locator('[data-question]').nth(1).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    // "任意" (optional) after a question's title: on one line, never "任" here and "意" on the next.
    await page.goto(`${server.baseUrl}/demo/Feedback?lang=ja`);
    const optional = page.getByText(words('ja', 'feedback.optional'), { exact: true });
    await expect.poll(() => optional.count()).toBeGreaterThan(2);
    const lines = await optional.evaluateAll((els) => els.map((el) => el.getClientRects().length));
    expect(
      lines.every((n) => n === 1),
      `lines of each "任意": ${lines.join(', ')}`,
    ).toBe(true);
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, 'walk-do-320-ja-survey');
    await context.close();
  });
});
