import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { fillCart, quickItem } from './support/checkout.ts';
import { startFakeGeocoder } from './support/fake-geocoder.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

// The address search above the map (ADR 1482): a diner types a street, presses Enter, picks a
// match with the keyboard and the pin moves there — on the plain grid (no tile server here), the
// geocoder a Nominatim stand-in on 127.0.0.1 asked once per search, never per keystroke. Nothing
// found and a geocoder that fails each say so. The back office's branch pin has the same box.
let server: RunningServer;
let browser: Browser;
let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
let item: Awaited<ReturnType<typeof quickItem>>;
let owner: SignedIn;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  [server, browser] = await Promise.all([
    startServer({ GEOCODER_URL: geocoder.url, LOG_LEVEL: 'info' }),
    launchBrowser(),
  ]);
  item = await quickItem(server.baseUrl);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await geocoder?.close();
});

type Look = { options: BrowserContextOptions; lang: 'en' | 'ar'; scheme: 'light' | 'dark'; name: string };

async function pinStep(look: Look) {
  const context = await browser.newContext({ ...look.options, locale: look.lang, colorScheme: look.scheme });
  await skipAreaModal(context);
  // The cart and the area in English (the helpers' names), then the step in the look's language.
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: server.baseUrl }]);
  const page = await context.newPage();
  await fillCart(page, server.baseUrl, 'delivery', item);
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.waitForURL('**/demo/delivery/address');
  await page.getByRole('searchbox').fill('salm');
  await page.getByRole('button', { name: /^Salmiya/ }).click();
  await page.waitForURL('**/demo/delivery/map');
  if (look.lang !== 'en') {
    await context.addCookies([{ name: 'i18n_redirected', value: look.lang, url: server.baseUrl }]);
    await page.reload();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  }
  await page.getByTestId('pin-map').waitFor();
  return page;
}

const searches = () => geocoder.asked.filter((u) => u.pathname === '/search').length;

describe('address search on the pin step', () => {
  it('Enter searches once, arrows and Enter pick, the pin moves and fills the address form', async () => {
    const page = await pinStep({ options: PHONE, lang: 'en', scheme: 'light', name: 'phone-en' });
    const box = page.getByRole('combobox', { name: 'Search for an address' });
    const lat = page.getByLabel('Latitude', { exact: true });
    const before = await lat.inputValue();
    const asked = searches();
    // Typed letter by letter: nothing is asked until Enter (Nominatim's policy: no autocomplete).
    await box.pressSequentially('Salem', { delay: 30 });
    expect(searches()).toBe(asked);
    await box.press('Enter');
    const list = page.getByRole('listbox', { name: 'Addresses found' });
    await expect.poll(() => list.getByRole('option').count()).toBe(2);
    expect(searches()).toBe(asked + 1);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'pin step with the address list open');
    await screenshot(page, 'address-search-list-phone-en', { fullPage: false });
    // The second match, by keyboard: the input names the highlighted option. (The checks above may
    // have moved the focus; back in the box, the list shows again.)
    await box.focus();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    expect(await list.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await box.press('Enter');
    await expect.poll(() => lat.inputValue()).toBe('29.344000');
    expect(await page.getByLabel('Longitude', { exact: true }).inputValue()).toBe('48.060000');
    expect(before).not.toBe('29.344000');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => page.getByTestId('address-search-status').textContent())
      .toContain('The pin is at Salem Al Mubarak Street');
    // On the plain grid: no tile server is configured here.
    expect(await page.getByTestId('pin-map').getAttribute('data-map-base')).toBe('grid');
    expect(await page.getByTestId('pin-result').textContent()).toContain('Salmiya');
    await screenshot(page, 'address-search-picked-phone-en', { fullPage: false });
    // The picked place fills the address form without asking the geocoder again.
    const reverse = geocoder.asked.filter((u) => u.pathname === '/reverse').length;
    await page.getByRole('button', { name: 'Use this point' }).click();
    await page.waitForURL('**/demo/delivery/form');
    await expect.poll(() => page.getByLabel('Street').inputValue()).toBe('Salem Al Mubarak Street');
    expect(await page.getByLabel('Block').inputValue()).toBe('12');
    expect(geocoder.asked.filter((u) => u.pathname === '/reverse').length).toBe(reverse);
    await page.context().close();
  }, 90_000);

  it('nothing found, and a geocoder that fails, each say so; the pin stays', async () => {
    const page = await pinStep({ options: PHONE, lang: 'en', scheme: 'dark', name: 'phone-en-dark' });
    const box = page.getByRole('combobox', { name: 'Search for an address' });
    const lat = page.getByLabel('Latitude', { exact: true });
    const before = await lat.inputValue();
    await box.fill('Nowhere street');
    await page.getByRole('button', { name: 'Search' }).click();
    const status = page.getByTestId('address-search-status');
    await expect.poll(() => status.textContent()).toContain('Nothing found for “Nowhere street”');
    expect(await page.getByRole('listbox', { includeHidden: false }).count()).toBe(0);
    // The same text again is answered from memory.
    const asked = searches();
    await box.press('Enter');
    expect(searches()).toBe(asked);
    await box.fill('boom');
    await box.press('Enter');
    await expect
      .poll(() => status.getByRole('alert').textContent())
      .toBe('Address search is not available right now. Drag the pin instead.');
    expect(await lat.inputValue()).toBe(before);
    await screenshot(page, 'address-search-failed-phone-en-dark', { fullPage: false });
    await expectAccessible(page, 'pin step with a failed search');
    await page.context().close();
  }, 90_000);

  it('looks right in Arabic and on a desktop (screenshots)', async () => {
    const looks: Look[] = [
      { options: PHONE, lang: 'ar', scheme: 'dark', name: 'phone-ar-dark' },
      { options: DESKTOP, lang: 'en', scheme: 'light', name: 'desktop-en' },
      { options: DESKTOP, lang: 'ar', scheme: 'light', name: 'desktop-ar' },
    ];
    for (const look of looks) {
      const page = await pinStep(look);
      const box = page.getByRole('combobox');
      await box.fill('Salem');
      await box.press('Enter');
      await expect.poll(() => page.getByRole('listbox').getByRole('option').count()).toBe(2);
      await screenshot(page, `address-search-list-${look.name}`, { fullPage: false });
      await page.context().close();
    }
  }, 120_000);
});

describe('address search on a branch’s pin in the back office', () => {
  it('the owner finds the street and the pin’s two numbers follow', async () => {
    owner = await ownerSession(browser, server);
    const context = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/business`);
    const box = page.getByRole('combobox', { name: 'Search for an address' }).first();
    await box.fill('Salem');
    await box.press('Enter');
    const options = page.getByRole('listbox', { name: 'Addresses found' }).getByRole('option');
    await expect.poll(() => options.count()).toBe(2);
    await options.first().click();
    // The pin's two numbers of the form the box is in.
    const form = box.locator('xpath=ancestor::form');
    await expect.poll(() => form.locator('input[name="lat"]').inputValue()).toBe('29.336000');
    expect(await form.locator('input[name="lng"]').inputValue()).toBe('48.075000');
    // Enter in the box searched: the branch form was not submitted by it.
    expect(page.url()).toBe(`${server.baseUrl}/demo/admin/business`);
    await screenshot(page, 'address-search-branch-desktop-en', { fullPage: false });
    await context.close();
  }, 90_000);
});
