import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts.ts';
import { DEMO_OWNER, ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, SCREENS_RUN, screenshot, settled } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible } from './support/storefront.ts';

// The back office's set-up screens in Chromium ([product: Back office], ADR 1120–1122): the demo
// owner changes the storefront's looks and sees the preview follow; stores a gateway key that is
// never shown again in full; adds a table, prints the QR sheet, and gives a table a new code
// (the old one stops working).

const TAP_KEY = 'sk_test_e2eKeyAbcdefgh7Q2z';
let server: RunningServer;
let browser: Browser;
let owner: SignedIn;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      LOG_LEVEL: 'info',
      PAYMENT_KEYS_SECRET: randomBytes(32).toString('hex'),
      TRACKING_KEYS_SECRET: randomBytes(32).toString('hex'),
      // The demo owner is the platform's operator too, as in `npm start` (ADR 1161).
      OPERATOR_PHONES: DEMO_OWNER,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const restaurant = async () =>
  (
    (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
      restaurant: Record<string, unknown> & {
        branches: { id: number; selling_types: Record<string, boolean> }[];
      };
    }
  ).restaurant;

async function ownerPage(options = PHONE, lang = 'en', scheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    locale: lang,
    colorScheme: scheme,
    storageState: owner,
  });
  return context.newPage();
}

/** The admin API as the owner's pages call it: the session token from the HttpOnly cookie. */
async function ownerApi(page: Page, path: string, body?: object) {
  const token = (await page.context().cookies()).find((c) => c.name === 'sufra_admin')?.value;
  const res = await fetch(`${server.baseUrl}/api/admin/demo${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('back-office set-up', () => {
  it('the demo owner signs in', async () => {
    owner = await ownerSession(browser, server);
  }, 60_000);

  it('settings: colours, layout, dark mode, a language and a selling type reach the storefront; the preview follows', async () => {
    const page = await ownerPage(DESKTOP);
    await page.goto(`${server.baseUrl}/demo/admin`);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL(/\/demo\/admin\/settings$/);
    const frame = page.locator('iframe[title="Storefront preview"]');
    const before = await frame.getAttribute('src');
    await expectAccessible(page, 'admin settings');
    await page.getByLabel('Main colour').fill('#0f766e');
    await page.getByLabel('Grid of pictures').check();
    await page.getByLabel('Always dark').check();
    await page.getByLabel(/^français$/i).check();
    const branch = (await restaurant()).branches[0];
    await page.locator(`input[name="branch.${branch?.id}.delivery"]`).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);
    await expect.poll(() => frame.getAttribute('src')).not.toBe(before);
    const shown = await restaurant();
    expect(shown).toMatchObject({ theme_color: '#0f766e', menu_layout: 'grid', dark_mode: 'on' });
    expect(shown.locales).toContain('fr');
    expect(shown.branches[0]?.selling_types.delivery).toBe(false);
    // The preview is the real storefront, framed (frame-ancestors 'self'), now dark.
    const preview = page.frameLocator('iframe[title="Storefront preview"]');
    await expect.poll(() => preview.locator('html.dark').count(), { timeout: 15_000 }).toBe(1);
    await settled(page);
    await screenshot(page, 'admin-settings-en-desktop');

    // A stale form (someone else saved meanwhile) is refused, not silently lost.
    const stale = await ownerPage(PHONE);
    await stale.goto(`${server.baseUrl}/demo/admin/settings`);
    await page.reload();
    await page.getByLabel('Always light').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);
    await stale.getByLabel('List', { exact: true }).check();
    await stale.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => stale.getByText(/Someone else changed this meanwhile/).count()).toBe(1);
    expect((await restaurant()).menu_layout).toBe('grid');
    await page.context().close();
    await stale.context().close();
  }, 120_000);

  it('the dine-in button per language (ADR 1490): the owner writes the Arabic word; Arabic diners read it, French ones the translation', async () => {
    const page = await ownerPage(DESKTOP);
    await page.goto(`${server.baseUrl}/demo/admin/settings`);
    const arabic = page.locator('input[name="dinein_btn_label.ar"]');
    // A field per business language, each named with its language and said in it.
    expect(await arabic.getAttribute('lang')).toBe('ar');
    expect(await page.getByLabel(/^Dine-in button \(/).count()).toBe(
      ((await restaurant()).locales as string[]).length,
    );
    await arabic.fill('على الطاولة');
    await page.locator('input[name="dinein_btn_label.en"]').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);
    expect(await arabic.inputValue()).toBe('على الطاولة');
    const tabsIn = async (language: string) => {
      const html = await (
        await fetch(`${server.baseUrl}/demo/pickup`, { headers: { cookie: `i18n_redirected=${language}` } })
      ).text();
      return html.match(/<nav aria-label="[^"]*"[^>]*class="mt-4 flex gap-1[\s\S]*?<\/nav>/)?.[0] ?? '';
    };
    await expect.poll(() => tabsIn('ar'), { timeout: 10_000 }).toContain('على الطاولة');
    const french = await tabsIn('fr');
    expect(french).toContain('Sur place');
    expect(french).not.toContain('على الطاولة');
    // English left empty: the English translation, never the Arabic word.
    const english = await tabsIn('en');
    expect(english).toContain('Dine in');
    expect(english).not.toContain('على الطاولة');
    // Too long for a button: named on its field, nothing saved.
    await arabic.fill('ن'.repeat(30));
    await page.locator('input[name="dinein_btn_label.en"]').evaluate((el) => el.removeAttribute('maxlength'));
    await page.locator('input[name="dinein_btn_label.en"]').fill('x'.repeat(31));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByText("Write at most 30 characters, only in the business's languages.").count())
      .toBe(1);
    expect(await page.locator('input[name="dinein_btn_label.en"]').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => tabsIn('ar')).toContain('على الطاولة');
    await page.context().close();
  }, 90_000);

  it('payments: the owner stores a Tap key; only its last four are ever shown', async () => {
    const page = await ownerPage(PHONE);
    await page.goto(`${server.baseUrl}/demo/admin/payments`);
    await expectAccessible(page, 'admin payments');
    await page.getByLabel('Tap Payments, with your key').check();
    await page.getByLabel('Tap secret key').fill(TAP_KEY);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('A key ending in 7Q2z is stored').count()).toBe(1);
    expect(await page.content()).not.toContain(TAP_KEY);
    expect(await page.getByLabel('Tap secret key').inputValue()).toBe('');
    await page.reload();
    expect(await page.content()).not.toContain(TAP_KEY);
    expect(server.output()).not.toContain(TAP_KEY);
    // Pixels: an id in full, a conversion API token by its last four only.
    const PIXEL_TOKEN = 'EAAGpixelTokenForE2e9Kw4';
    await page.getByLabel('Meta Pixel', { exact: true }).fill('998877665544');
    await page.getByLabel('Meta Conversions API', { exact: true }).fill('998877665544');
    await page.getByLabel('Access token for Meta Conversions API').fill(PIXEL_TOKEN);
    await page.getByRole('button', { name: 'Save pixels' }).click();
    await expect.poll(() => page.getByText('A key ending in 9Kw4 is stored').count()).toBe(1);
    expect(await page.content()).not.toContain(PIXEL_TOKEN);
    expect(server.output()).not.toContain(PIXEL_TOKEN);
    const shown = await restaurant();
    expect(shown.pixels).toContainEqual({ kind: 1, pixel_id: '998877665544' });
    await screenshot(page, 'admin-payments-en-phone');
    await page.context().close();
  }, 60_000);

  it('tables: add one, print the QR sheet, a new code stops the old one', async () => {
    const page = await ownerPage(PHONE);
    await page.goto(`${server.baseUrl}/demo/admin/tables`);
    await expectAccessible(page, 'admin tables');
    await page.getByLabel('Table name').last().fill('Patio 9');
    await page.getByLabel('Floor or area').last().fill('Garden');
    await page.getByRole('button', { name: 'Add table' }).click();
    await expect.poll(() => page.getByText('Patio 9', { exact: true }).count()).toBe(1);
    await page.getByLabel('Table name').last().fill('Patio 9');
    await page.getByRole('button', { name: 'Add table' }).click();
    await expect
      .poll(() => page.getByText('Give the table a name no other table of this branch has.').count())
      .toBe(1);

    const tables = (await ownerApi(page, '/tables')).json.tables as {
      id: number;
      name: string;
      token: string;
      branch_id: number;
    }[];
    await page.getByRole('link', { name: 'Print QR codes' }).click();
    await page.waitForURL(/\/tables\/print$/);
    await expect.poll(() => page.locator('svg[role="img"]').count()).toBe(tables.length);
    expect(await page.getByRole('img', { name: 'QR code of table Patio 9' }).count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false);
    await screenshot(page, 'admin-tables-print-en-print');
    await page.emulateMedia({ media: 'screen' });

    const t1 = tables.find((t) => t.name === 'T1');
    if (!t1) throw new Error('no T1');
    await page.goto(`${server.baseUrl}/demo/admin/tables`);
    await page.getByText('Change T1').first().click();
    await page.getByRole('button', { name: 'New QR code' }).first().click();
    await expect.poll(() => page.getByText(/New QR code made/).count()).toBe(1);
    const link = (token: string) =>
      fetch(`${server.baseUrl}/api/webapp/tables/${t1.branch_id}/link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ table: token }),
      }).then((r) => r.status);
    expect(await link(t1.token)).toBe(404);
    const fresh = ((await ownerApi(page, '/tables')).json.tables as { id: number; token: string }[]).find(
      (t) => t.id === t1.id,
    );
    expect(fresh?.token).not.toBe(t1.token);
    expect(await link(fresh?.token ?? '')).toBe(200);

    // Retiring a table (ADR 1160): it leaves the list; its printed code opens the menu with
    // "no longer valid", not an error page.
    const patio = tables.find((t) => t.name === 'Patio 9') as (typeof tables)[number] & { link: string };
    await page.getByText('Change Patio 9').click();
    await page.getByRole('button', { name: 'Retire Patio 9' }).click();
    await expect.poll(() => page.getByText(/Table retired/).count()).toBe(1);
    await expect.poll(() => page.getByText('Change Patio 9').count()).toBe(0);
    const opened = await page.goto(`${server.baseUrl}${patio.link}`);
    expect(opened?.status()).toBe(200);
    await expect.poll(() => page.getByTestId('table-link-refused').count()).toBe(1);
    await page.context().close();
  }, 90_000);

  it('zones: a manager changes a fee and draws an outline on the map; a crossing outline is refused', async () => {
    const page = await ownerPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await page.goto(`${server.baseUrl}/demo/admin/zones`);
    await expectAccessible(page, 'admin zones');
    // The list's JavaScript carries no map: Leaflet comes with an open zone (ADR 1201).
    expect(scripts.filter((u) => /outline-map|leaflet/i.test(u))).toEqual([]);
    const before = (await ownerApi(page, '/zones')).json.zones as {
      id: number;
      areas: { id: number; ring: [number, number][] | null }[];
    }[];
    const zone = before[0];
    if (!zone) throw new Error('no zone');
    // The list (ADR 1201): every zone at a glance, no map; one zone opens on its own page.
    const list = page.getByRole('navigation', { name: 'Delivery zones' });
    expect(await list.getByRole('listitem').count()).toBe(before.length);
    expect(await page.getByTestId('outline-map').count()).toBe(0);
    await list.locator(`a[href$="/admin/zones/${zone.id}"]`).click();
    await page.waitForURL(new RegExp(`/demo/admin/zones/${zone.id}$`));
    await expect.poll(() => page.getByTestId('outline-map').count()).toBe(1);
    const fee = page.locator(`#zone-${zone.id}-fees`);
    const card = page.locator('form').filter({ has: fee });
    await fee.fill('1.250');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(
        async () => ((await ownerApi(page, '/zones')).json.zones as { id: number; fees: number }[])[0]?.fees,
      )
      .toBe(1250);

    const outline = page.locator('form:has(input[name="intent"][value="shape"])').first();
    const map = outline.getByTestId('outline-map');
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(2);
    await outline.getByRole('button', { name: 'Clear' }).click();
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('no map box');
    const at = (x: number, y: number) => page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    // A bow tie first: refused on the server, nothing saved.
    for (const [x, y] of [
      [0.3, 0.3],
      [0.7, 0.7],
      [0.7, 0.3],
      [0.3, 0.7],
    ] as const)
      await at(x, y);
    await outline.getByRole('button', { name: 'Save outline' }).click();
    await expect
      .poll(() =>
        page.getByText('Draw a closed outline of at least three corners whose edges do not cross.').count(),
      )
      .toBe(1);
    const area = zone.areas[0];
    const unchanged = ((await ownerApi(page, '/zones')).json.zones as typeof before)[0]?.areas[0]?.ring;
    expect(unchanged).toEqual(area?.ring);
    // A square: saved, closed.
    const again = page.locator('form:has(input[name="intent"][value="shape"])').first();
    await again.getByRole('button', { name: 'Clear' }).click();
    for (const [x, y] of [
      [0.3, 0.3],
      [0.7, 0.3],
      [0.7, 0.7],
      [0.3, 0.7],
    ] as const)
      await at(x, y);
    await again.getByRole('button', { name: 'Save outline' }).click();
    await expect
      .poll(
        async () => ((await ownerApi(page, '/zones')).json.zones as typeof before)[0]?.areas[0]?.ring?.length,
      )
      .toBe(5);
    await screenshot(page, 'admin-zones-en-desktop');

    // A new zone drawn on its own map (ADR 1160): diners can pick it at once; then it is deleted.
    await list.getByRole('link', { name: 'Add a zone' }).click();
    await page.waitForURL(/\/demo\/admin\/zones\/new$/);
    const add = page.locator('form:has(input[name="intent"][value="zone-add"])');
    await add.getByLabel('Name (English)').fill('Far side');
    await add.getByLabel(/^Delivery fee/).fill('0.750');
    const newMap = add.getByTestId('outline-map');
    await newMap.scrollIntoViewIfNeeded();
    const newBox = await newMap.boundingBox();
    if (!newBox) throw new Error('no map box');
    for (const [x, y] of [
      [0.2, 0.2],
      [0.4, 0.2],
      [0.4, 0.4],
      [0.2, 0.4],
    ] as const)
      await page.mouse.click(newBox.x + newBox.width * x, newBox.y + newBox.height * y);
    await add.getByRole('button', { name: 'Add zone' }).click();
    const zonesNow = async () =>
      (await ownerApi(page, '/zones')).json.zones as { id: number; fees: number; branch_id: number }[];
    await expect.poll(async () => (await zonesNow()).length).toBe(before.length + 1);
    const added = (await zonesNow()).find((z) => !before.some((b) => b.id === z.id));
    expect(added?.fees).toBe(750);
    const diners = (await (await fetch(`${server.baseUrl}/api/webapp/zones/${added?.branch_id}`)).json()) as {
      zones: { id: number }[];
    };
    expect(diners.zones.map((z) => z.id)).toContain(added?.id);
    // The new zone's own page, then the list again once it is deleted.
    await page.waitForURL(new RegExp(`/demo/admin/zones/${added?.id}\\?done=added$`));
    await page.locator('summary', { hasText: 'Delete Far side' }).click();
    await page.getByRole('button', { name: 'Delete Far side' }).click();
    await expect.poll(async () => (await zonesNow()).length).toBe(before.length);
    await page.waitForURL(/\/demo\/admin\/zones\?done=deleted$/);
    await page.context().close();

    // At 375 px the list and the open zone take turns; only the open zone loads a map.
    const phone = await ownerPage(PHONE);
    await phone.goto(`${server.baseUrl}/demo/admin/zones`);
    await settled(phone);
    const phoneList = phone.getByRole('navigation', { name: 'Delivery zones' });
    await phoneList.locator(`a[href$="/admin/zones/${zone.id}"]`).click();
    await phone.waitForURL(new RegExp(`/admin/zones/${zone.id}$`));
    await expect.poll(() => phone.locator('.leaflet-container').count()).toBe(1);
    await expect.poll(() => phoneList.isVisible()).toBe(false);
    await expectAccessible(phone, 'admin zone phone');
    await phone.getByRole('link', { name: 'Back', exact: true }).click();
    await phone.waitForURL(/\/demo\/admin\/zones$/);
    // The URL moves before the list renders again: wait for it, do not sample it.
    await expect.poll(() => phoneList.isVisible()).toBe(true);
    expect((await phone.goto(`${server.baseUrl}/demo/admin/zones/999999`))?.status()).toBe(404);
    await phone.context().close();
  }, 150_000);

  it('operator: creates a business from the browser; a bad field is named; its storefront answers', async () => {
    const page = await ownerPage(PHONE);
    await page.goto(`${server.baseUrl}/demo/admin/operator`);
    await expectAccessible(page, 'admin operator');
    // Country, currency, time zone and languages from lists (ADR 1390); every bad field at once.
    await page.getByLabel('Reference').fill('e2e newco');
    await page.getByLabel('Business name').fill('E2E New Co');
    await page.getByLabel('Country').selectOption('KW');
    await page.getByLabel('Currency').selectOption('KWD');
    await page.getByLabel('Time zone').selectOption('Asia/Kuwait');
    await page.getByLabel("The storefront's first language").selectOption('en');
    await page.getByLabel("Owner's phone").fill('12');
    await page.getByRole('button', { name: 'Create business' }).click();
    await expect.poll(() => page.getByText(/Use letters, digits, - and _ only/).count()).toBe(1);
    expect(await page.getByText('Enter a valid mobile number.').count()).toBe(1);
    expect((await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/e2e-newco`)).status).toBe(404);
    await page.getByLabel('Reference').fill('e2e-newco');
    await page.getByLabel("Owner's phone").fill('51234567');
    await page.getByRole('button', { name: 'Create business' }).click();
    await expect.poll(() => page.getByText(/e2e-newco is ready/).count()).toBe(1);
    expect((await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/e2e-newco`)).status).toBe(200);

    // Every business, searchable (ADR 1200); the new one is found by its reference.
    await page.getByLabel('Find a business').fill('e2e-new');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?q=e2e-new$/);
    await expect.poll(() => page.locator('article').count()).toBe(1);
    expect(await page.locator('article').getByText('/e2e-newco').count()).toBe(1);
    // Where its sign-in codes may go and how many a day (ADR 1388): a bad number is named; then saved.
    const codes = page.locator('article').locator('details', { hasText: 'Sign-in codes' });
    await expect
      .poll(() =>
        codes
          .locator('summary')
          .textContent()
          .then((t) => t?.replace(/[\u2068\u2069]/g, '')),
      )
      .toMatch(/to KW · 500 a day · 0 in the last 24 hours/);
    await codes.locator('summary').click();
    await codes.getByLabel('Countries codes may go to').fill('kw, sa');
    await codes.getByLabel('Codes a day').fill('lots');
    await codes.getByRole('button', { name: 'Save sign-in codes' }).click();
    await expect
      .poll(() => page.getByText('Enter a whole number from 1 to 100,000, or leave it empty.').count())
      .toBe(1);
    await codes.getByLabel('Codes a day').fill('50');
    await codes.getByRole('button', { name: 'Save sign-in codes' }).click();
    await expect.poll(() => page.getByText('e2e-newco: sign-in codes saved.').count()).toBe(1);
    await expect
      .poll(() =>
        codes
          .locator('summary')
          .textContent()
          .then((t) => t?.replace(/[\u2068\u2069]/g, '')),
      )
      .toMatch(/to KW, SA · 50 a day/);
    // The operator suspends the demo itself: its storefront refuses at once, its own back office says why.
    await page.getByLabel('Find a business').fill('demo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?q=demo$/);
    const card = page.locator('article', { hasText: '/demo' });
    await card.locator('summary', { hasText: /^Suspend / }).click();
    await card.getByLabel(/^Why\?/).fill('Unpaid plan — e2e');
    await card.getByRole('button', { name: /^Suspend / }).click();
    await expect.poll(() => page.getByText('demo is suspended. Its storefront is closed.').count()).toBe(1);
    const storefront = () => fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`).then((r) => r.status);
    await expect.poll(storefront).toBe(433);
    await expectAccessible(page, 'admin operator list');
    await page.goto(`${server.baseUrl}/demo/admin`);
    await expect
      .poll(() =>
        page
          .getByTestId('suspended-notice')
          .getByText(/Reason: .Unpaid plan — e2e/)
          .count(),
      )
      .toBe(1);
    await page.goto(`${server.baseUrl}/demo/admin/operator?q=demo`);
    await card.getByRole('button', { name: /^Lift the suspension/ }).click();
    await expect.poll(() => page.getByText('demo is selling again.').count()).toBe(1);
    await expect.poll(storefront).toBe(200);
    await expect.poll(() => page.getByTestId('suspended-notice').count()).toBe(0);
    await page.context().close();
  }, 90_000);

  it('wallet, policies, surveys and bookings: each change reaches the storefront (ADR 1140–1143)', async () => {
    const page = await ownerPage(PHONE);
    const nav = (name: string) =>
      page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });
    const saved = async () =>
      expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBeGreaterThan(0);
    await page.goto(`${server.baseUrl}/demo/admin`);

    // Wallet: a new package; a diner signed in to the storefront finds it among the packages.
    await nav('Wallet').click();
    await page.waitForURL(/\/demo\/admin\/wallet$/);
    await expectAccessible(page, 'admin wallet');
    const add = page.locator('section', { has: page.getByRole('heading', { name: 'New package' }) });
    await add.getByLabel('Name (English)').fill('Family top-up');
    await add.getByLabel('Diner pays').fill('20');
    await add.getByLabel('Wallet receives').fill('19');
    await add.getByRole('button', { name: 'Add package' }).click();
    // Refused per field: the credit is less than the price.
    await expect.poll(() => add.getByText(/the credit at least what the diner pays/).count()).toBe(1);
    await add.getByLabel('Wallet receives').fill('23.500');
    await add.getByRole('button', { name: 'Add package' }).click();
    await saved();
    await expect.poll(() => page.getByText('Pay KWD 20.000, get KWD 23.500').count()).toBe(1);
    const diner = await (await browser.newContext({ ...PHONE, locale: 'en' })).newPage();
    await signIn(diner, server, '55099871', { name: 'Mona' });
    await diner.goto(`${server.baseUrl}/demo/wallet/walletPackage`);
    await expect.poll(() => diner.getByText('Family top-up').count()).toBeGreaterThan(0);

    // Policies: the refund policy, read on the storefront's policies page.
    await nav('Policies').click();
    await page.waitForURL(/\/demo\/admin\/policies$/);
    await page
      .getByLabel('Refunds and cancellations (English)')
      .fill('Refunds within 48 hours, no questions asked.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved();
    await diner.goto(`${server.baseUrl}/demo/Policies`);
    await expect.poll(() => diner.getByText('Refunds within 48 hours, no questions asked.').count()).toBe(1);

    // Surveys: a new survey with a choice question and a stars question moved above it; the
    // feedback page asks it, in that order.
    await nav('Surveys').click();
    await page.waitForURL(/\/demo\/admin\/surveys$/);
    await expectAccessible(page, 'admin surveys');
    const newSurvey = page.locator('section', { has: page.getByRole('heading', { name: 'New survey' }) });
    await newSurvey.getByLabel('Title (English)').fill('Quick check');
    await newSurvey.getByRole('button', { name: 'Add survey' }).click();
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Quick check' }) });
    await expect.poll(() => card.count()).toBe(1);
    for (const [kind, title] of [
      ['Choices', 'What did you have?'],
      ['Stars', 'How were we?'],
    ] as const) {
      const adder = card.locator('details', { has: page.locator('summary', { hasText: 'Add a question' }) });
      await adder.locator('summary').click();
      await adder.getByLabel('Kind of answer').selectOption({ label: kind });
      await adder.getByLabel('Question (English)').fill(title);
      if (kind === 'Choices') await adder.getByLabel('Options, one per line (English)').fill('Fish\nRice');
      await adder.getByRole('button', { name: 'Add question' }).click();
      await expect.poll(() => card.getByText(title).count()).toBeGreaterThan(0);
    }
    await card.getByRole('button', { name: 'Move up: How were we?' }).click();
    await expect.poll(() => card.locator('ol > li').first().textContent()).toContain('How were we?');
    await diner.goto(`${server.baseUrl}/demo/Feedback`);
    await expect.poll(() => diner.getByRole('heading', { name: 'Quick check' }).count()).toBe(1);
    const asked = await diner.locator('main').textContent();
    expect(asked?.indexOf('How were we?')).toBeLessThan(asked?.indexOf('What did you have?') ?? 0);
    expect(asked).toContain('Rice');

    // Bookings: a larger party and a longer stay; the storefront's booking form allows it.
    await nav('Bookings').click();
    await page.waitForURL(/\/demo\/admin\/bookings$/);
    await expectAccessible(page, 'admin bookings');
    await page.getByLabel('Largest party').fill('12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saved();
    expect((await restaurant()).reservation).toMatchObject({ enabled: true, max_users: 12 });
    await diner.context().close();
    await page.context().close();
  }, 150_000);

  // Only pictures beyond what the other entries check (the same page, language and assertions):
  // these run with the pictures, in `npm run test:screens` (ADR 1464).
  const picturesOnly = ['ar-desktop-dark', 'en-phone'];
  for (const [name, options, lang, scheme] of [
    ['ar-phone', PHONE, 'ar', 'light'],
    ['ar-desktop-dark', DESKTOP, 'ar', 'dark'],
    ['ja-phone-dark', PHONE, 'ja', 'dark'],
    ['en-phone', PHONE, 'en', 'light'],
    ['hi-desktop', DESKTOP, 'hi', 'light'],
  ] as const) {
    it.skipIf(!SCREENS_RUN && picturesOnly.includes(name))(
      `settings, payments, tables and the QR sheet look right and are accessible: ${name}`,
      async () => {
        const page = await ownerPage(options, lang, scheme);
        for (const path of ['settings', 'payments', 'tables', 'tables/print', 'zones']) {
          await page.goto(`${server.baseUrl}/demo/admin/${path}?lang=${lang}`);
          expect(await page.getAttribute('html', 'lang')).toBe(lang);
          await settled(page);
          await screenshot(page, `admin-${path.replace('/', '-')}-${name}`);
          if (name === 'ar-phone' || name === 'ja-phone-dark')
            await expectAccessible(page, `${path} ${name}`);
        }
        await page.context().close();
      },
      120_000,
    );
  }
});
