import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoMenuItems } from './storefront.ts';

type Item = {
  id: number;
  name: string;
  category_id: number;
  available: boolean;
  comment_required: boolean;
  modifier_groups: unknown[];
  price_labels: { price: number; minimum: number }[];
  types: Record<string, boolean>;
};

/** A demo item "+" adds straight away, sold for every type, and its category page. */
export async function quickItem(baseUrl: string): Promise<Item> {
  const quick = (await demoMenuItems<Item>(baseUrl))
    .filter(
      (i) =>
        i.available &&
        !i.comment_required &&
        !i.modifier_groups.length &&
        i.price_labels.length === 1 &&
        (i.price_labels[0]?.minimum ?? 1) <= 1 &&
        i.types.delivery &&
        i.types.car_pickup &&
        i.types.dine_in,
    )
    .sort((a, b) => (b.price_labels[0]?.price ?? 0) - (a.price_labels[0]?.price ?? 0));
  const item = quick[0];
  if (!item) throw new Error('no quick item in the demo');
  return item;
}

/** From the menu: "+" on the item, then to the cart with `count` of it. */
export async function fillCart(page: Page, baseUrl: string, type: string, item: Item, count = 3, query = '') {
  await page.goto(`${baseUrl}/demo/${type}/${item.category_id}${query}`);
  await page
    .getByRole('button', { name: `Add ${item.name}` })
    .first()
    .click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some(
          (k) => k.startsWith('sufra:cart:') && JSON.parse(localStorage[k] ?? '{}').items?.length,
        ),
      ),
    )
    .toBe(true);
  await page.getByRole('link', { name: /View cart/ }).click();
  await page.waitForURL(`**/demo/${type}/cart`);
  for (let i = 1; i < count; i++) {
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await expect
      .poll(() => page.getByLabel('Quantity', { exact: true }).first().textContent())
      .toBe(String(i + 1));
  }
  await expect.poll(() => page.getByTestId('total').count()).toBe(1);
}

/** Name, phone and a payment method on the checkout page, then "Place order". */
export async function contactAndPlace(page: Page, payment = 'Cash') {
  await page.getByLabel('Name', { exact: true }).fill('Noura');
  await page.getByLabel('Mobile number').fill('50123456');
  await page.getByLabel('Mobile number').blur();
  // A car pickup at a branch that asks for the car (show-car-info) needs it (ADR 900).
  if (await page.getByLabel('Car model').count()) {
    await page.getByLabel('Car model').fill('Nissan Patrol');
    await page.getByLabel('Colour').fill('White');
    await page.getByLabel('Plate number').fill('12345');
  }
  await page.getByRole('radio', { name: payment, exact: true }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** The Kuwait date of tomorrow, YYYY-MM-DD. */
export const tomorrowInKuwait = () =>
  new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kuwait' });

/** Delivery steps up to the checkout page: area, pin (typed coordinates: no tiles here), address. */
export async function deliveryAddress(page: Page, lat: string, lng: string) {
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  // An area chosen in the menu's question is not asked again (ADR 793): straight to the map.
  await page.waitForURL(/\/demo\/delivery\/(address|map)$/);
  if (page.url().endsWith('/address')) {
    await page.getByRole('searchbox').fill('salm');
    await page.getByRole('button', { name: /^Salmiya/ }).click();
  }
  await page.waitForURL('**/demo/delivery/map');
  await page.getByText('Type the coordinates instead').click();
  await page.getByLabel('Latitude', { exact: true }).fill(lat);
  await page.getByLabel('Longitude', { exact: true }).fill(lng);
  await page.getByLabel('Latitude', { exact: true }).focus();
}
