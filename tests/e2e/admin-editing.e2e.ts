import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot, settled } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoMenuItems, expectAccessible, skipAreaModal } from './support/storefront.ts';

// Sizes, shared groups, tags and the business in Chromium, walked as the demo's owner would (ADR 1372, 1420–1422):
// an item's sizes, groups of choices edited in place and shared, a new ingredient with its
// allergen, the business's profile, a branch's details and a new branch with its map pin — each
// seen on the storefront afterwards.

let server: RunningServer;
let browser: Browser;
let owner: SignedIn | undefined;
/** The owner's cookies: one sign-in code for the file, asked for inside the first test. */
const signedIn = async () => {
  owner ??= await ownerSession(browser, server);
  return owner;
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type ShopItem = {
  id: number;
  name: string;
  category_id: number;
  price_labels: { label: string; price: number }[];
  modifier_groups: { name: string }[];
};
const itemNamed = async (name: string) => {
  const item = (await demoMenuItems<ShopItem>(server.baseUrl)).find((i) => i.name === name);
  if (!item) throw new Error(`no ${name} on the storefront`);
  return item;
};

describe('the owner edits the menu in depth (ADR 1420–1422)', () => {
  it('Americano’s Medium and Large are sizes: one re-priced, Extra large added — with scripts off, real forms', async () => {
    const americano = await itemNamed('Americano');
    expect(americano.price_labels.map((l) => l.label)).toEqual(['Medium', 'Large']);
    // Before (or without) the scripts, the forms post to the route's action as documents.
    const context = await browser.newContext({
      ...PHONE,
      locale: 'en',
      storageState: await signedIn(),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/items/${americano.id}`);
    // The details form no longer shows one price for two sizes.
    expect(await page.locator('#item-price').count()).toBe(0);
    await expect.poll(() => page.getByText("each one's price is set under").count()).toBe(1);
    expect(await page.locator('#size-0-label-en').inputValue()).toBe('Medium');
    expect(await page.locator('#size-1-label-en').inputValue()).toBe('Large');
    await page.locator('#size-1-price').fill('1.750');
    await page.locator('#size-2-label-en').fill('Extra large');
    await page.locator('#size-2-label-ar').fill('كبير جدًا');
    await page.locator('#size-2-price').fill('2.000');
    await page.locator('#size-2-weight').fill('0.6');
    await page.locator('#size-2-preparation_time').fill('5');
    await page.getByRole('button', { name: 'Save sizes' }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);
    expect(await page.locator('#size-2-label-en').inputValue()).toBe('Extra large');
    // A bad price is named beside its field, nothing saved.
    await page.locator('#size-0-price').fill('cheap');
    await page.getByRole('button', { name: 'Save sizes' }).click();
    await expect.poll(() => page.getByText('Enter a price, like 4.500.').count()).toBe(1);
    await screenshot(page, 'admin-item-sizes-en');
    await context.close();

    const after = await itemNamed('Americano');
    expect(after.price_labels.map((l) => [l.label, l.price])).toEqual([
      ['Medium', 1250],
      ['Large', 1750],
      ['Extra large', 2000],
    ]);
    const shopContext = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(shopContext);
    const shop = await shopContext.newPage();
    await shop.goto(`${server.baseUrl}/demo/pickup/${after.category_id}/${after.id}`);
    await expect.poll(() => shop.getByText('Extra large').count()).toBeGreaterThan(0);
    await shopContext.close();
  }, 120_000);

  it('a group is edited in place (no duplicate), a new one saved once, and put on another drink', async () => {
    const americano = await itemNamed('Americano');
    const context = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: await signedIn() });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/items/${americano.id}`);
    const groupsBefore = americano.modifier_groups.length;
    await page.getByText('Edit Flavour').click();
    const edit = page
      .locator('form', { has: page.locator('input[name="intent"][value="group-update"]') })
      .filter({
        has: page.getByLabel('Group name (English)'),
      });
    const flavourForm = edit.filter({ has: page.locator('input[value="Flavour"]') });
    await flavourForm.getByLabel('Group name (English)').fill('Syrups');
    await flavourForm.getByRole('button', { name: 'Save group' }).click();
    await expect
      .poll(async () => (await itemNamed('Americano')).modifier_groups.map((g) => g.name))
      .toContain('Syrups');
    // Saved again (after a reload): still one group of that name.
    await page.reload();
    await page.getByText('Edit Syrups').click();
    const syrupsForm = edit.filter({ has: page.locator('input[value="Syrups"]') });
    await syrupsForm.getByRole('button', { name: 'Save group' }).click();
    await expect
      .poll(() => page.getByText('Saved. Open storefronts show it now.').count())
      .toBeGreaterThan(0);
    expect((await itemNamed('Americano')).modifier_groups.filter((g) => g.name === 'Syrups')).toHaveLength(1);

    // A new group; a second tap on Save finds the form empty again and saves nothing more.
    await page.getByText('Add a group of choices').click();
    const add = page.locator('form', { has: page.locator('input[name="intent"][value="group"]') });
    await add.locator('#group-name-en').fill('Milk');
    await add.locator('#group-max').fill('1');
    await add.getByLabel('Choice 1 (EN)').fill('Oat milk');
    await add.getByLabel('Choice 2 (EN)').fill('Almond milk');
    await add.getByRole('button', { name: 'Save group' }).click();
    await expect.poll(() => page.getByText('Edit Milk').count()).toBe(1);
    expect(await add.getByLabel('Choice 1 (EN)').inputValue()).toBe('');
    await add.getByRole('button', { name: 'Save group' }).click();
    // The empty form is not sent: its name is required, and the browser says so by the field.
    expect(
      await add.locator('#group-name-en').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    expect((await itemNamed('Americano')).modifier_groups).toHaveLength(groupsBefore + 1);

    // Put on the Cappuccino too: it sells the same choices.
    const milk = page.locator('details', { has: page.getByText('Use “Milk” on other items') });
    await milk.getByText('Use “Milk” on other items').click();
    const share = milk.locator('form');
    await share.getByLabel('Cappuccino', { exact: true }).check();
    await share.getByRole('button', { name: 'Add to the ticked items' }).click();
    await expect.poll(() => page.getByText(/Also on: Cappuccino/).count()).toBe(1);
    await screenshot(page, 'admin-item-groups-en');
    await expectAccessible(page, 'admin item with sizes and shared groups');
    const cappuccino = await itemNamed('Cappuccino');
    expect(cappuccino.modifier_groups.map((g) => g.name)).toContain('Milk');
    await context.close();
  }, 150_000);

  it('a new ingredient with its allergen is made on the item page and reaches the storefront', async () => {
    const item = await itemNamed('Cappuccino');
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: await signedIn() });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/items/${item.id}`);
    await page.getByText('New ingredient or tag').click();
    const form = page.locator('form', { has: page.locator('input[name="intent"][value="tag-new"]') });
    await form.locator('#new-tag-name-en').fill('Cinnamon praline');
    await form.getByLabel('Tree nuts', { exact: false }).first().check();
    await form.getByRole('button', { name: 'Add to this dish' }).click();
    await expect.poll(() => page.getByText('Cinnamon praline').count()).toBeGreaterThan(0);
    // A second one of the same name is refused, saying why.
    if (!(await form.locator('#new-tag-name-en').isVisible()))
      await page.getByText('New ingredient or tag').click();
    await form.locator('#new-tag-name-en').fill('cinnamon praline');
    await form.getByRole('button', { name: 'Add to this dish' }).click();
    await expect.poll(() => page.getByText(/You have one of that name already/).count()).toBe(1);
    await context.close();
    const menu = await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).text();
    expect(menu).toContain('Cinnamon praline');
  }, 90_000);
});

describe('the owner edits the business and its branches (ADR 1372)', () => {
  it('renames the business, describes it, links Instagram and WhatsApp: the storefront shows it', async () => {
    const context = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: await signedIn() });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    await page.getByRole('link', { name: 'Business & branches' }).click();
    await page.waitForURL(/\/demo\/admin\/business$/);
    await page.locator('#business-name-en').fill('Bayt Al Bahar Café');
    await page.locator('#business-description-en').fill('Coffee and grills by the sea, since 1998.');
    await page.getByLabel('Type of business').selectOption('cafe');
    await page.getByLabel('Instagram').fill('https://instagram.com/bayt.cafe');
    await page.getByLabel('WhatsApp number').fill('+965 5000 9876');
    const profile = page.locator('form', { has: page.locator('input[name="intent"][value="profile"]') });
    const version = () => profile.locator('input[name="version"]').inputValue();
    const versionBefore = await version();
    await profile.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);
    // The form is remounted with what was saved (its new version) before anything more is typed:
    // in a loaded run the "Saved" answer was seen a moment before the page's fresh data, whose
    // remount then emptied what had been typed meanwhile.
    await expect.poll(version).not.toBe(versionBefore);
    // A link that is not a whole address is named, not saved (the browser lets this one through).
    await page.getByLabel('Facebook').fill('https://facebook');
    await profile.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByText('Write the whole address, starting with https://').count())
      .toBe(1);
    await expectAccessible(page, 'admin business');
    await screenshot(page, 'admin-business-en');
    await context.close();
    const restaurant = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
      restaurant: { business_name: string; whatsapp_phone: string; social_links: Record<string, string> };
    };
    expect(restaurant.restaurant).toMatchObject({
      business_name: 'Bayt Al Bahar Café',
      whatsapp_phone: '+96550009876',
      social_links: { instagram: 'https://instagram.com/bayt.cafe' },
    });
    const shop = await browser.newPage({ ...PHONE, locale: 'en' });
    await shop.goto(`${server.baseUrl}/demo`);
    await expect.poll(() => shop.getByText('Bayt Al Bahar Café').count()).toBeGreaterThan(0);
    await shop.close();
  }, 90_000);

  it('edits a branch’s address and phone, adds a branch pinned on the map: diners see both on Branches', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: await signedIn() });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/business`);
    const forms = page.locator('form[aria-label="Branch details"]');
    const before = await forms.count();
    const first = forms.first();
    await first.locator('input[name="address.en"]').fill('Arabian Gulf St, Salmiya, Block 10');
    await first.locator('input[name="phone"]').fill('2200 1234');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);

    const added = forms.last();
    await added.locator('input[name="name.en"]').fill('Kuwait City');
    await added.locator('input[name="name.ar"]').fill('مدينة الكويت');
    await added.locator('input[name="address.en"]').fill('Gulf Rd, Sharq');
    // The pin: a tap on the map fills in its two numbers.
    const map = added.getByTestId('pin-map');
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.count()).toBe(1);
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.3);
    await expect.poll(() => added.locator('input[name="lat"]').inputValue()).not.toBe('');
    const lat = Number(await added.locator('input[name="lat"]').inputValue());
    await added.getByRole('button', { name: 'Add the branch' }).click();
    await expect.poll(() => forms.count()).toBe(before + 1);
    await screenshot(page, 'admin-branches-en');
    await context.close();

    const body = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
      restaurant: { branches: { name: string; lat: number | null; address: string; phone: string | null }[] };
    };
    const city = body.restaurant.branches.find((b) => b.name === 'Kuwait City');
    expect(city?.lat).toBeCloseTo(lat, 5);
    expect(body.restaurant.branches.some((b) => b.address.includes('Arabian Gulf St'))).toBe(true);
    const shop = await browser.newPage({ ...PHONE, locale: 'en' });
    await shop.goto(`${server.baseUrl}/demo/Branches`);
    await expect.poll(() => shop.getByText('Kuwait City').count()).toBeGreaterThan(0);
    await expect.poll(() => shop.getByText('Arabian Gulf St, Salmiya, Block 10').count()).toBeGreaterThan(0);
    await shop.close();
  }, 120_000);
});

describe('the new pages in other scripts and schemes', () => {
  for (const [name, options, lang, scheme] of [
    ['ar-phone', PHONE, 'ar', 'light'],
    ['ja-phone-dark', PHONE, 'ja', 'dark'],
    ['ar-desktop-dark', DESKTOP, 'ar', 'dark'],
  ] as const) {
    it(`the business page and an item's sizes and groups read right and are accessible: ${name}`, async () => {
      const americano = await itemNamed('Americano');
      const context = await browser.newContext({
        ...options,
        locale: lang,
        colorScheme: scheme,
        storageState: await signedIn(),
      });
      const page = await context.newPage();
      for (const path of ['business', `items/${americano.id}`]) {
        await page.goto(`${server.baseUrl}/demo/admin/${path}?lang=${lang}`);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        if (lang === 'ar') expect(await page.getAttribute('html', 'dir')).toBe('rtl');
        await settled(page);
        await screenshot(page, `admin-${path.split('/')[0]}-${name}`);
        await expectAccessible(page, `${path} ${name}`);
      }
      await context.close();
    }, 90_000);
  }
});
