import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { quickItem } from './support/checkout.ts';
import { sqlOnServer } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoMenuItems, skipAreaModal } from './support/storefront.ts';

// The cart's steps as the best apps do them: "complete your meal" (ADR 792) — the cart items' own
// suggestions, else what the branch sells most from other categories, each added with one tap —
// and the fast-checkout guard (ADR 793): no question asked twice, no step with nothing to do.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Item = {
  id: number;
  name: string;
  category_id: number;
  available: boolean;
  comment_required: boolean;
  modifier_groups: unknown[];
  price_labels: { id: number; minimum: number }[];
  types: Record<string, boolean>;
  suggested_item_ids: number[];
};

const demoMenu = () => demoMenuItems<Item>(server.baseUrl);

describe('complete your meal', () => {
  it('the menu card steps the quantity once in the cart; the cart suggests a dish the branch sells most from another category; one tap adds it', async () => {
    const items = await demoMenu();
    const quick = (i: Item) =>
      i.available &&
      !i.comment_required &&
      !i.modifier_groups.length &&
      i.price_labels.length === 1 &&
      (i.price_labels[0]?.minimum ?? 1) <= 1 &&
      i.types.car_pickup;
    const coldBrew = items.find((i) => i.name === 'Cold Brew');
    const popular = items.find((i) => quick(i) && i.category_id !== coldBrew?.category_id);
    if (!coldBrew || !popular) throw new Error('demo menu changed');
    expect(coldBrew.suggested_item_ids).toEqual([]);
    // The branch sells it: ten of it today.
    const res = await fetch(`${server.baseUrl}/api/webapp/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        branch_id: 1,
        selling_types: 'pickup',
        order_lines: [{ item_id: popular.id, price_label_id: popular.price_labels[0]?.id, quantity: 10 }],
        car: { brand: 'Nissan Patrol', color: 'White', plate: '12345' },
        name: 'Noura',
        phone: '50123456',
        dial_code: '965',
        payment_type: 2,
      }),
    });
    expect(res.status).toBe(201);

    const context = await browser.newContext(PHONE);
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/pickup/${coldBrew.category_id}`);
    await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
    // Once in the cart the card counts it: − 1 +, "+" adds one more, "−" at one removes it.
    const stepper = page.getByTestId('card-stepper').first();
    await expect.poll(() => stepper.textContent()).toContain('1');
    await stepper.getByRole('button', { name: 'Add Cold Brew' }).click();
    await expect.poll(() => stepper.textContent()).toContain('2');
    await screenshot(page, 'journey-card-stepper', { fullPage: false });
    await stepper.getByRole('button', { name: 'One less Cold Brew' }).click();
    await expect.poll(() => stepper.textContent()).toContain('1');
    await stepper.getByRole('button', { name: 'Remove Cold Brew' }).click();
    await expect.poll(() => page.getByTestId('card-stepper').count()).toBe(0);
    await page.getByRole('button', { name: 'Add Cold Brew' }).first().click();
    await page.getByRole('link', { name: /View cart/ }).click();
    await page.waitForURL('**/demo/pickup/cart');
    const shelf = page.getByTestId('complete-your-meal');
    await expect.poll(() => shelf.count(), { timeout: 15_000 }).toBe(1);
    expect(await shelf.getByRole('heading', { level: 2 }).textContent()).toContain('Complete your meal');
    expect(await shelf.textContent()).toContain(popular.name);
    expect(await shelf.textContent()).not.toContain('Cold Brew');
    await screenshot(page, 'journey-upsell-cart', { fullPage: true });
    await shelf.getByRole('button', { name: `Add ${popular.name}` }).click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const key = Object.keys(localStorage).find((k) => k.startsWith('sufra:cart:demo:'));
          return (
            JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { items?: { id: number }[] }
          ).items?.map((i) => i.id);
        }),
      )
      .toEqual([coldBrew.id, popular.id]);
    // Once in the cart it is no longer suggested.
    await expect.poll(() => shelf.textContent()).not.toContain(popular.name);
    await context.close();
  });
});

describe('the fast-checkout guard (ADR 793)', () => {
  it('the area chosen in the menu is not asked again: the cart goes to the map; the list stays one tap away', async () => {
    // The phone shares where it is (ADR 794).
    const context = await browser.newContext({
      ...PHONE,
      geolocation: { latitude: 29.3412, longitude: 48.0734 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await page.getByRole('searchbox').fill('salm');
    await page.getByRole('button', { name: /^Salmiya/ }).click();
    await skipAreaModal(context);
    const item = await quickItem(server.baseUrl);
    await page.goto(`${server.baseUrl}/demo/delivery/${item.category_id}`);
    await page
      .getByRole('button', { name: `Add ${item.name}` })
      .first()
      .click();
    await page.getByRole('link', { name: /View cart/ }).click();
    await page.waitForURL('**/demo/delivery/cart');
    await expect.poll(() => page.getByTestId('total').count()).toBe(1);
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await page.waitForURL('**/demo/delivery/map');
    // "Use my location" moves the pin to the phone.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect
      .poll(() => page.getByTestId('locate-result').textContent())
      .toContain('check it is your door');
    await page.getByText('Type the coordinates instead').click();
    await expect.poll(() => page.getByLabel('Latitude', { exact: true }).inputValue()).toBe('29.341200');
    expect(await page.getByLabel('Longitude', { exact: true }).inputValue()).toBe('48.073400');
    await screenshot(page, 'journey-locate-found', { fullPage: true });
    // Typed in the address bar, the area list moves on too (Back does not return to it)…
    await page.goto(`${server.baseUrl}/demo/delivery/address`);
    await page.waitForURL('**/demo/delivery/map');
    // …but the map's Back ("change area") shows it.
    await page.goto(`${server.baseUrl}/demo/delivery/address?change=1`);
    await expect.poll(() => page.getByRole('searchbox').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/demo/delivery/address');
    await context.close();
  });

  it('a category with nothing sold as this type opens the menu of the type, not an empty page', async () => {
    const items = await demoMenu();
    const last = items.at(-1);
    if (!last) throw new Error('empty demo');
    await sqlOnServer(
      server,
      `update items set types = jsonb_set(types, '{car_pickup}', 'false') where category_id = $1`,
      [last.category_id],
    );
    const context = await browser.newContext(PHONE);
    await skipAreaModal(context);
    const page = await context.newPage();
    const res = await page.goto(`${server.baseUrl}/demo/pickup/${last.category_id}?lang=en`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/demo/pickup');
    expect(new URL(page.url()).search).toBe('?lang=en');
    // Sold for delivery, it is still its own page there.
    await page.goto(`${server.baseUrl}/demo/delivery/${last.category_id}`);
    expect(new URL(page.url()).pathname).toBe(`/demo/delivery/${last.category_id}`);
    await context.close();
  });

  it('a refused location says why and leaves the pin to drag (ADR 794)', async () => {
    const context = await browser.newContext(PHONE);
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery/map`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Location is off' }).count()).toBe(1);
    expect(await page.getByTestId('locate-result').textContent()).toContain('drag the pin to your door');
    await screenshot(page, 'journey-locate-refused', { fullPage: true });
    await context.close();
  });
});
