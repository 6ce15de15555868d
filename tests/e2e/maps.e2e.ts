import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { startFakeGeocoder } from './support/fake-geocoder.ts';
import { startFakeTiles } from './support/fake-tiles.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

// Maps that show something (ADR 1480): the zone editor and the diner's pin step draw the
// configured tile server's tiles (a stand-in on 127.0.0.1, as OpenStreetMap's would be in the
// demo), credited on the map and allowed by the CSP; with the tile server unreachable, the maps
// are a pin on a plain grid and still place a pin and draw a zone.
let server: RunningServer;
let browser: Browser;
let tiles: Awaited<ReturnType<typeof startFakeTiles>>;
let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
let owner: SignedIn;
let zoneId: number;
let item: Awaited<ReturnType<typeof quickItem>>;

const CREDIT = 'Stand-in map contributors';

beforeAll(async () => {
  [tiles, geocoder] = await Promise.all([startFakeTiles(), startFakeGeocoder()]);
  [server, browser] = await Promise.all([
    startServer({
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: `© ${CREDIT}`,
      GEOCODER_URL: geocoder.url,
      OPERATOR_PHONES: DEMO_OWNER,
      // The one-time code is read from the log (ADR 701).
      LOG_LEVEL: 'info',
    }),
    launchBrowser(),
  ]);
  item = await quickItem(server.baseUrl);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tiles?.close();
  await geocoder?.close();
});

type Look = { options: BrowserContextOptions; lang: 'en' | 'ar'; scheme: 'light' | 'dark'; name: string };
const LOOKS: Look[] = [
  { options: PHONE, lang: 'en', scheme: 'light', name: 'phone-en' },
  { options: PHONE, lang: 'ar', scheme: 'dark', name: 'phone-ar-dark' },
  { options: DESKTOP, lang: 'en', scheme: 'dark', name: 'desktop-en-dark' },
  { options: DESKTOP, lang: 'ar', scheme: 'light', name: 'desktop-ar' },
];

async function open(look: Pick<Look, 'options' | 'lang' | 'scheme'>, signedIn: boolean) {
  const context = await browser.newContext({
    ...look.options,
    locale: look.lang,
    colorScheme: look.scheme,
    ...(signedIn ? { storageState: owner } : {}),
  });
  await skipAreaModal(context);
  if (look.lang === 'ar')
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return { page, violations };
}

/** The diner's way to the pin step: a delivery cart, an area, then the map. */
async function toPinStep(page: Page, lang = 'en') {
  // The cart and the area in English (the helpers' names), then the step in the look's language.
  if (lang !== 'en')
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: server.baseUrl }]);
  await fillCart(page, server.baseUrl, 'delivery', item);
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.waitForURL('**/demo/delivery/address');
  await page.getByRole('searchbox').fill('salm');
  await page.getByRole('button', { name: /^Salmiya/ }).click();
  await page.waitForURL('**/demo/delivery/map');
  if (lang !== 'en') {
    await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: server.baseUrl }]);
    await page.reload();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  }
}

/** Whether the map's tiles drawn are images from the stand-in, all of them loaded. */
async function tilesShown(page: Page, testId: string) {
  const map = page.getByTestId(testId);
  await expect.poll(() => map.getAttribute('data-map-base'), { timeout: 10_000 }).toBe('tiles');
  const sources = await map
    .locator('img.leaflet-tile-loaded')
    .evaluateAll((imgs) =>
      imgs.map((i) => ({ src: (i as HTMLImageElement).src, w: (i as HTMLImageElement).naturalWidth })),
    );
  expect(sources.length).toBeGreaterThan(0);
  for (const s of sources) {
    expect(s.src.startsWith(`${tiles.url}/`)).toBe(true);
    expect(s.w).toBe(256);
  }
  // Credited on the map, as every provider's terms (and OpenStreetMap's policy) ask.
  await expect.poll(() => map.locator('.leaflet-control-attribution').textContent()).toContain(CREDIT);
  expect(await map.locator('.leaflet-control-attribution').isVisible()).toBe(true);
}

describe('maps with a tile server', () => {
  it('the demo owner signs in', async () => {
    owner = await ownerSession(browser, server);
    const token = owner.cookies.find((c) => c.name === 'sufra_admin')?.value;
    const res = await fetch(`${server.baseUrl}/api/admin/demo/zones`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { zones } = (await res.json()) as { zones: { id: number }[] };
    zoneId = zones[0]?.id ?? 0;
    expect(zoneId).toBeGreaterThan(0);
  }, 60_000);

  it('the zone editor draws the stand-in tiles, credited, asked with our origin as Referer', async () => {
    const { page, violations } = await open({ options: DESKTOP, lang: 'en', scheme: 'light' }, true);
    const before = tiles.asked.length;
    const response = await page.goto(`${server.baseUrl}/demo/admin/zones/${zoneId}`);
    // The CSP names exactly the configured tile server.
    expect(response?.headers()['content-security-policy']).toMatch(
      new RegExp(`img-src 'self' data: blob: ${tiles.url.replace(/[.]/g, '\\.')}(;| )`),
    );
    await tilesShown(page, 'outline-map');
    // The branch the zone delivers from is pinned, named (the demo's one branch has its pin).
    await expect
      .poll(() => page.getByTestId('outline-map').locator('.leaflet-tooltip').first().textContent())
      .toContain('Salmiya');
    await expectAccessible(page, 'zone editor with tiles and the branch pin');
    await screenshot(page, 'maps-zone-tiles-desktop-en', { fullPage: false });
    const asked = tiles.asked.slice(before);
    expect(asked.length).toBeGreaterThan(0);
    // Only the tiles in view and Leaflet's small edge buffer: no prefetching of the area.
    expect(asked.length).toBeLessThan(60);
    // OpenStreetMap's policy wants a Referer; the site's own policy is same-origin (ADR 803), so
    // a tile server is told our origin only, never a page's path.
    for (const a of asked) expect(a.referer).toBe(`${server.baseUrl}/`);
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("the diner's pin step draws the stand-in tiles, credited; tapping places the pin", async () => {
    for (const look of LOOKS) {
      const { page, violations } = await open(look, false);
      await toPinStep(page, look.lang);
      await tilesShown(page, 'pin-map');
      expect(violations).toEqual([]);
      await screenshot(page, `maps-pin-tiles-${look.name}`, { fullPage: false });
      await page.context().close();
    }
    const { page } = await open(LOOKS[0] as Look, true);
    await page.goto(`${server.baseUrl}/demo/admin/zones/${zoneId}`);
    await tilesShown(page, 'outline-map');
    await page.getByTestId('outline-map').scrollIntoViewIfNeeded();
    await screenshot(page, 'maps-zone-tiles-phone-en', { fullPage: false });
    await page.context().close();
  }, 120_000);
});

describe('maps with the tile server unreachable', () => {
  it('the pin step is a pin on a plain grid, and the pin can still be placed', async () => {
    await tiles.close();
    const { page } = await open({ options: PHONE, lang: 'en', scheme: 'light' }, false);
    await toPinStep(page);
    const map = page.getByTestId('pin-map');
    // Tiles were asked for and failed: the grid stays, with the zones and the pin on it.
    await expect.poll(() => map.locator('img.leaflet-tile').count()).toBeGreaterThan(0);
    await expect.poll(async () => Number(await map.getAttribute('data-tile-errors'))).toBeGreaterThan(0);
    expect(await map.getAttribute('data-map-base')).toBe('grid');
    expect(await map.locator('img.leaflet-tile-loaded').count()).toBe(0);
    await expectAccessible(page, 'pin step on the grid');
    const grid = await map
      .locator('.leaflet-layer > .leaflet-tile-container > div.leaflet-tile')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(grid).toContain('linear-gradient');
    await expect.poll(() => map.locator('path.leaflet-interactive, path').count()).toBeGreaterThan(0);
    const marker = map.locator('.leaflet-marker-icon');
    expect(await marker.count()).toBe(1);
    // A tap on the grid moves the pin, and the typed coordinates follow it.
    const lat = page.getByLabel('Latitude', { exact: true });
    const latBefore = await lat.inputValue();
    const before = await marker.boundingBox();
    const box = await map.boundingBox();
    if (!box || !before) throw new Error('no map');
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect.poll(async () => (await marker.boundingBox())?.x).not.toBe(before.x);
    await expect.poll(() => lat.inputValue()).not.toBe(latBefore);
    expect(Number(await lat.inputValue())).toBeGreaterThan(Number(latBefore));
    await screenshot(page, 'maps-pin-grid-phone-en', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'maps-pin-grid-phone-en-dark', { fullPage: false });
    await page.context().close();
  }, 60_000);

  it('the zone editor on the grid still draws an outline', async () => {
    const { page } = await open({ options: DESKTOP, lang: 'ar', scheme: 'dark' }, true);
    await page.goto(`${server.baseUrl}/demo/admin/zones/${zoneId}`);
    const outline = page.locator('form:has(input[name="intent"][value="shape"])').first();
    const map = outline.getByTestId('outline-map');
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(2);
    await expect.poll(async () => Number(await map.getAttribute('data-tile-errors'))).toBeGreaterThan(0);
    expect(await map.getAttribute('data-map-base')).toBe('grid');
    const corners = await map.locator('.leaflet-marker-icon').count();
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('no map box');
    await page.mouse.click(box.x + box.width * 0.15, box.y + box.height * 0.85);
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(corners + 1);
    await screenshot(page, 'maps-zone-grid-desktop-ar-dark', { fullPage: false });
    await page.context().close();
  }, 60_000);
});
