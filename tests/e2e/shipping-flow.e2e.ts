import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot, settled } from './support/browser.ts';
import { contactAndPlace } from './support/checkout.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;

type Label = {
  id: number;
  label: string;
  price: number;
  weight: number | null;
  shippingWeight: number | null;
};
type Item = { id: number; name: string; category_id: number; price_labels: Label[] };
type Category = { items: Item[]; subcategories: Category[] };
type Country = { country: string; country_iso: string; fees_per_kg: number; fixed_fees: number };

/** The demo's heaviest shippable label (it has a shipping weight) and the countries the branch ships to. */
async function shippingDemo(baseUrl: string) {
  const restaurant = (await (await fetch(`${baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    restaurant: { branch_id: number };
    menu: { categories: Category[] };
  };
  const items: Item[] = [];
  const walk = (cs: Category[]) => {
    for (const c of cs) {
      items.push(...c.items);
      walk(c.subcategories ?? []);
    }
  };
  walk(restaurant.menu.categories);
  const item = items.find((i) => i.price_labels.length > 1 && i.price_labels.every((l) => l.shippingWeight));
  const label = item?.price_labels.at(-1);
  if (!item || !label) throw new Error('no item with shipping weights in the demo');
  const zones = (await (
    await fetch(`${baseUrl}/api/webapp/zones/${restaurant.restaurant.branch_id}?shipping=true`)
  ).json()) as { countries: Country[] };
  return { item, label, countries: zones.countries };
}

let demo: Awaited<ReturnType<typeof shippingDemo>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  demo = await shippingDemo(server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const areaModal = (page: Page) => page.getByRole('dialog', { name: 'Where should we deliver?' });
const cartKey = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('sufra:cart:demo:')) ?? '');
const storedCart = async (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), await cartKey(page));

/** From the item page: the heavy label, `count` of it, into the cart. */
async function addShippable(page: Page, count: number) {
  await page.goto(`${server.baseUrl}/demo/delivery/${demo.item.category_id}/${demo.item.id}`);
  // The heavy label is the last option in any language (clicked again until the page has hydrated).
  const heavy = page.locator('label:has(input[name="group-labels"])').last();
  await expect
    .poll(async () => {
      await heavy.click();
      return heavy.locator('input').isChecked();
    })
    .toBe(true);
  for (let i = 1; i < count; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: /^Add/ }).last().click();
  await expect.poll(async () => (await storedCart(page)).items?.[0]?.count).toBe(count);
}

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale: 'en' });
  const page = await context.newPage();
  // The area modal is put off in this tab only: other tabs of the context still meet it.
  await page.addInitScript(() => sessionStorage.setItem('sufra:area-dismissed', '1'));
  return { context, page };
}

describe('international shipping in Chromium, from the menu to a tracked order', () => {
  it('ship abroad: country, shipping form, fee by weight, order page shows the destination', async () => {
    const { context, page } = await phone();
    await addShippable(page, 2);
    // [product: Delivery, areas and shipping]: with nothing chosen, a new tab of the menu asks for the delivery area…
    const before = await context.newPage();
    await before.goto(`${server.baseUrl}/demo/delivery`);
    await expect.poll(() => areaModal(before).isVisible(), { timeout: 10_000 }).toBe(true);
    await before.close();

    await page.goto(`${server.baseUrl}/demo/delivery/cart`);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/delivery/address');
    await page.getByRole('link', { name: 'Ship abroad' }).click();
    await page.waitForURL('**/demo/delivery/shipping');
    expect(await page.getByRole('link', { name: 'Deliver within Kuwait' }).count()).toBe(1);
    const offered = demo.countries.map((c) => c.country_iso).sort();
    expect(offered.length).toBeGreaterThanOrEqual(5);
    await expect.poll(() => page.locator('[data-testid^="country-"]').count()).toBe(offered.length);
    await screenshot(page, 'shipping-countries-en');
    await expectAccessible(page, 'shipping countries');
    // Searchable: by name, in any case.
    await page.getByRole('searchbox').fill('qat');
    await expect.poll(() => page.locator('[data-testid^="country-"]').count()).toBe(1);
    await page.getByRole('searchbox').fill('');
    const saudi = demo.countries.find((c) => c.country_iso === 'SA');
    if (!saudi) throw new Error('the demo does not ship to Saudi Arabia');
    await page.getByTestId('country-SA').click();

    await page.waitForURL('**/demo/delivery/shipping-address');
    // The form refuses to go on with required fields empty.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('Required').count()).toBe(3);
    expect(page.url()).toContain('/shipping-address');
    await page.getByLabel('City').fill('Riyadh');
    await page.getByLabel('Street').fill('Olaya Street');
    await page.getByLabel('Building').fill('12');
    await page.getByLabel('Postcode (optional)').fill('12211');
    await screenshot(page, 'shipping-form-en');
    await expectAccessible(page, 'shipping form');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/demo/delivery/checkout');
    // The fee is calc-order's: Σ shipping weight × count × fee per kg + fixed fee.
    const fee = Math.round((demo.label.shippingWeight ?? 0) * 2 * saudi.fees_per_kg) + saudi.fixed_fees;
    const shown = `KWD\u00a0${(fee / 1000).toFixed(3)}`;
    await expect
      .poll(() => page.getByTestId('total-delivery').textContent(), { timeout: 10_000 })
      .toBe(`Shipping fee (by weight)${shown}`);
    expect(await page.getByTestId('shipping-summary').textContent()).toContain('Ship to Saudi Arabia');
    // Three steps, and no time to choose: shipping leaves now.
    expect(await page.getByText('Step 3 of 3').count()).toBe(1);
    expect(await page.getByText('When', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('shipping-summary').textContent()).toContain(
      'Olaya Street, 12, Riyadh, 12211',
    );
    await screenshot(page, 'shipping-checkout-en');

    // …and once shipping is chosen it does not ([product: Delivery, areas and shipping]).
    const after = await context.newPage();
    await after.goto(`${server.baseUrl}/demo/delivery`);
    await after.waitForLoadState('networkidle');
    await settled(after);
    expect(await areaModal(after).isVisible()).toBe(false);
    // The header says where the order ships instead of asking for an area.
    expect(await after.getByTestId('ship-to-chip').textContent()).toBe('Ship to Saudi Arabia');
    await screenshot(after, 'shipping-menu-en', { fullPage: false });
    // The cart shows the same fee, and goes straight to checkout: the destination is known.
    await after.goto(`${server.baseUrl}/demo/delivery/cart`);
    await expect
      .poll(() => after.getByTestId('total-delivery').textContent(), { timeout: 10_000 })
      .toBe(`Shipping fee (by weight)${shown}`);
    expect(await after.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe(
      '/demo/delivery/checkout',
    );
    await after.close();

    await contactAndPlace(page);
    await page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
    const destination = page.getByTestId('order-shipping');
    await expect.poll(() => destination.textContent()).toContain('Ship to Saudi Arabia');
    expect(await destination.textContent()).toContain('Olaya Street, 12, Riyadh, 12211');
    expect(await page.getByText('Shipping fee (by weight)').count()).toBe(1);
    await screenshot(page, 'shipping-order-en');
    // Placing resets the cart, shipping with it.
    expect((await storedCart(page)).shipping).toBeNull();

    // Arabic, light and dark, at 375 px (a new cart filled in English first: the steps use its labels).
    const orderUrl = page.url();
    await addShippable(page, 2);
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
    await page.goto(orderUrl);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => destination.textContent()).toContain('الشحن إلى');
    await screenshot(page, 'shipping-order-ar');
    await page.goto(`${server.baseUrl}/demo/delivery/shipping`);
    await expect
      .poll(() => page.getByTestId('country-SA').textContent())
      .toContain('المملكة العربية السعودية');
    await screenshot(page, 'shipping-countries-ar');
    await page.getByTestId('country-AE').click();
    await page.waitForURL('**/demo/delivery/shipping-address');
    await page.getByLabel('المدينة').fill('دبي');
    await page.getByLabel('الشارع').fill('شارع الشيخ زايد');
    await page.getByLabel('المبنى').fill('7');
    await screenshot(page, 'shipping-form-ar');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'shipping-form-ar-dark');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.waitForURL('**/demo/delivery/checkout');
    await expect.poll(() => page.getByTestId('total-delivery').textContent()).toContain('رسوم الشحن');
    await screenshot(page, 'shipping-checkout-ar-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await screenshot(page, 'shipping-checkout-ar');
    await context.clearCookies();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${server.baseUrl}/demo/delivery/shipping`);
    await expect.poll(() => page.locator('[data-testid^="country-"]').count()).toBe(offered.length);
    await screenshot(page, 'shipping-countries-en-dark');
    await context.close();
  });

  it('refused: an incomplete shipping address is refused by the server; a stale country is dropped', async () => {
    const { context, page } = await phone();
    await addShippable(page, 2);
    const key = await cartKey(page);
    const branchId = Number(key.split(':').at(-1));
    // A cart kept from before the form asked for the street and the building.
    await page.evaluate(
      ([k, b]) => {
        const cart = JSON.parse(localStorage.getItem(k as string) ?? '{}');
        cart.shipping = { country_iso: 'SA', branch_id: b, address: { city: 'Riyadh' } };
        localStorage.setItem(k as string, JSON.stringify(cart));
      },
      [key, branchId],
    );
    await page.goto(`${server.baseUrl}/demo/delivery/checkout`);
    const summary = page.getByTestId('shipping-summary');
    await expect.poll(() => summary.textContent()).toContain('Complete the shipping address');
    const refusal = page.waitForResponse((r) => r.url().endsWith('/api/webapp/order'));
    await contactAndPlace(page);
    const answer = await refusal;
    expect(answer.status()).toBe(422);
    expect((await answer.json()).code).toBe('SHIPPING_ADDRESS_INCOMPLETE');
    expect(page.url()).toContain('/demo/delivery/checkout');
    await expect.poll(() => summary.textContent()).toContain('Complete the shipping address');
    await screenshot(page, 'shipping-refused-en');

    // [product: Orders and their status]: a country the branch no longer ships to is dropped; local delivery is asked again.
    await page.evaluate(
      ([k, b]) => {
        const cart = JSON.parse(localStorage.getItem(k as string) ?? '{}');
        cart.shipping = { country_iso: 'FR', branch_id: b, address: { city: 'Paris' } };
        localStorage.setItem(k as string, JSON.stringify(cart));
      },
      [key, branchId],
    );
    await page.goto(`${server.baseUrl}/demo/delivery/checkout`);
    await expect.poll(async () => (await storedCart(page)).shipping).toBeNull();
    expect(await page.getByTestId('shipping-summary').count()).toBe(0);
    expect(await page.getByTestId('address-summary').textContent()).toBe('Choose your area');
    await context.close();
  });
});
