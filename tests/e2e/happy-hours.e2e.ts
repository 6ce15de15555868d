import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { quickItem } from './support/checkout.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

// A happy hour and a tax on a category, set by the demo owner in the back office as they would
// (ADR 1485, 1486): the storefront shows the reduced price inside the window, the server prices
// the order with it, and the category's items carry the new tax without being ticked.

let server: RunningServer;
let browser: Browser;
let owner: SignedIn;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** "HH:MM" of Kuwait's clock (the demo's zone, UTC+3 all year), `shift` minutes from now. */
const kuwait = (shift: number) => {
  const d = new Date(Date.now() + (3 * 60 + shift) * 60_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};

/** "HH:MM" as an English page writes a time of day ("7:05 PM"). */
const endsAt = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, h, m),
  );
};

/** Text with every kind of space as one plain space (ICU writes 7:05 PM with a narrow one). */
const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

type MenuItem = { id: number; name: string; category_id: number; taxes: { name: string }[] };
async function menuItems(): Promise<MenuItem[]> {
  const body = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    menu: { categories: { name: string; items: MenuItem[]; subcategories: { items: MenuItem[] }[] }[] };
  };
  return body.menu.categories.flatMap((c) => [...c.items, ...c.subcategories.flatMap((s) => s.items)]);
}

type Section = { name: string; items: MenuItem[]; subcategories?: Section[] };
/** The ids of a category's items, its subcategories' with them. */
async function itemsOfCategory(name: string): Promise<Set<number>> {
  const body = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    menu: { categories: Section[] };
  };
  const all = (list: Section[]): Section[] => list.flatMap((c) => [c, ...all(c.subcategories ?? [])]);
  const found = all(body.menu.categories).find((c) => c.name === name);
  return new Set(found ? all([found]).flatMap((c) => c.items.map((i) => i.id)) : []);
}

describe('happy hours and a tax on a category', () => {
  it('the demo owner signs in', async () => {
    owner = await ownerSession(browser, server);
  }, 60_000);

  it('a happy hour on an item shows its price halved now, and the order is priced with it', async () => {
    const item = await quickItem(server.baseUrl);
    const price = item.price_labels[0]?.price ?? 0;
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/offers`);
    await page.getByText('New discount').click();
    const form = page.locator('form:has(input[name="intent"][value="discount-create"])');
    await form.getByLabel('Kind of order').selectOption('pickup');
    await form.getByLabel('Applies to').selectOption(`item:${item.id}`);
    await form.getByLabel('Value').fill('50');
    // First an empty window: the form says what is wrong beside it.
    await form.getByLabel('Only at certain times (happy hour)').check();
    await form.getByLabel('From').fill('18:00');
    await form.getByLabel('Until').fill('18:00');
    await form.getByRole('button', { name: 'Add discount' }).click();
    await expect.poll(() => page.getByText('Some fields need attention.').count()).toBe(1);
    await screenshot(page, 'admin-happy-hour-error-en-375');

    const again = page.locator('form:has(input[name="intent"][value="discount-create"])');
    await again.getByLabel('Kind of order').selectOption('pickup');
    await again.getByLabel('Applies to').selectOption(`item:${item.id}`);
    await again.getByLabel('Value').fill('50');
    await again.getByLabel('Only at certain times (happy hour)').check();
    for (const day of ['Sat', 'Sun']) await again.getByRole('checkbox', { name: day }).check();
    // The window's ends as typed: a minute may pass before they are read back.
    const [from, until] = [kuwait(-60), kuwait(60)];
    await again.getByLabel('From').fill(from);
    await again.getByLabel('Until').fill(until);
    await again.getByRole('button', { name: 'Add discount' }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);
    const row = page.locator('li', { hasText: item.name }).filter({ hasText: 'Happy hour' });
    await expect.poll(() => row.count()).toBe(1);
    expect((await row.textContent())?.replace(/\s+/g, ' ')).toContain(`Every day ${from}–${until}`);
    await screenshot(page, 'admin-happy-hour-saved-en-375');
    await expectAccessible(page, 'offers with a happy hour');
    await context.close();

    // The diner, now inside the window: the card shows half the price.
    const diner = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(diner);
    const shop = await diner.newPage();
    const half = (price / 2 / 1000).toFixed(3);
    await shop.goto(`${server.baseUrl}/demo/pickup/${item.category_id}`);
    const card = shop.locator('li, article').filter({ hasText: item.name }).first();
    await expect.poll(async () => (await card.textContent()) ?? '').toContain(half);
    // The badge says so and when it ends, by the business's clock as the server read it (ADR 1483).
    const ends = endsAt(until);
    expect(spaced(await card.getByTestId('happy-hour-badge').textContent())).toBe(
      spaced(`Happy hour −50% until ${ends}`),
    );
    await screenshot(shop, 'storefront-happy-hour-en-375', { fullPage: false });
    // Another item of the page, with no happy hour, has no badge.
    expect(await shop.getByTestId('happy-hour-badge').count()).toBeGreaterThan(0);
    const cards = shop.locator('article');
    expect(await shop.getByTestId('happy-hour-badge').count()).toBeLessThan(await cards.count());
    // The item page says the same.
    await shop.goto(`${server.baseUrl}/demo/pickup/${item.category_id}/${item.id}`);
    expect(spaced(await shop.getByTestId('happy-hour-badge').first().textContent())).toBe(
      spaced(`Happy hour −50% until ${ends}`),
    );
    await screenshot(shop, 'storefront-happy-hour-item-en-375', { fullPage: false });
    await diner.close();
    // The phone's clock plays no part: a diner whose phone says another day and hour sees it too.
    for (const [name, options, lang, scheme] of [
      ['ar-375-dark', PHONE, 'ar', 'dark'],
      ['en-desktop', DESKTOP, 'en', 'light'],
    ] as const) {
      const other = await browser.newContext({ ...options, locale: lang, colorScheme: scheme });
      await skipAreaModal(other);
      await other.clock.setFixedTime(new Date(Date.now() - 36 * 3600_000));
      const page = await other.newPage();
      await page.goto(`${server.baseUrl}/demo/pickup/${item.category_id}?lang=${lang}`);
      // The item's card by its link (its name is in the page's language).
      const badge = page
        .locator('article', { has: page.locator(`a[href*="/${item.category_id}/${item.id}"]`) })
        .getByTestId('happy-hour-badge');
      await expect.poll(() => badge.count()).toBe(1);
      if (lang === 'ar') expect(await badge.textContent()).toContain('ساعة السعادة');
      await screenshot(page, `storefront-happy-hour-${name}`, { fullPage: false });
      await other.close();
    }

    // The server prices it by its own clock, the same now.
    const restaurant = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
      restaurant: { branch_id: number };
    };
    const branch = restaurant.restaurant.branch_id;
    const calc = await fetch(`${server.baseUrl}/api/service/pos/calc-order/${branch}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        branch_id: branch,
        selling_types: 'car_pickup',
        order_lines: [
          {
            item_id: item.id,
            price_label_id: (item.price_labels[0] as { id?: number } | undefined)?.id,
            quantity: 1,
          },
        ],
        name: 'Sara',
        phone: '50123456',
        dial_code: '965',
        payment_type: 2,
        car: { brand: 'Lexus', color: 'White', plate: '12345' },
      }),
    });
    const amounts = ((await calc.json()) as { amounts: { item_discount: number } }).amounts;
    expect(amounts.item_discount).toBe(price / 2);
  }, 180_000);

  it('a tax on the desserts reaches every dessert, not the juices, with nothing ticked', async () => {
    const context = await browser.newContext({ ...DESKTOP, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/offers`);
    await page.getByText('New tax').click();
    const tax = page.locator('form:has(input[name="intent"][value="tax-create"])');
    // A new tax reaches every item unless told otherwise.
    expect(await tax.getByRole('radio', { name: 'All items' }).isChecked()).toBe(true);
    await tax.locator('#new-tax-name-en').fill('Dessert levy');
    await tax.locator('#new-tax-name-ar').fill('رسم الحلويات الإضافي');
    await tax.getByLabel('Rate (%)').fill('3');
    await tax.getByRole('radio', { name: 'Items in chosen categories' }).check();
    // The categories it reaches (the "Leave out" list below names them too, ADR 1481).
    await tax
      .getByRole('group', { name: 'Categories taxed' })
      .getByRole('checkbox', { name: 'Desserts' })
      .check();
    await tax.getByRole('button', { name: 'Add tax' }).click();
    await expect.poll(() => page.getByText('Dessert levy', { exact: true }).count()).toBe(1);
    expect(await page.locator('li', { hasText: 'Dessert levy' }).getByText('On: Desserts').count()).toBe(1);
    await screenshot(page, 'admin-tax-on-category-en-desktop');
    await context.close();

    await expect
      .poll(async () => {
        const items = await menuItems();
        const desserts = items.filter((i) => i.taxes.some((t) => t.name === 'Dessert levy'));
        return desserts.length;
      })
      .toBeGreaterThan(0);
    const items = await menuItems();
    const levied = items.filter((i) => i.taxes.some((t) => t.name === 'Dessert levy'));
    expect(new Set(levied.map((i) => i.category_id)).size).toBe(1);
    expect(levied.length).toBeLessThan(items.length);
  }, 120_000);

  it('a tax on all items except one category and one item leaves those out (ADR 1481)', async () => {
    const before = await menuItems();
    const juices = await itemsOfCategory('Fresh Juices');
    expect(juices.size).toBeGreaterThan(0);
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/offers`);
    await page.getByText('New tax').click();
    const tax = page.locator('form:has(input[name="intent"][value="tax-create"])');
    await tax.locator('#new-tax-name-en').fill('Service fee');
    await tax.locator('#new-tax-name-ar').fill('رسوم الخدمة');
    await tax.getByLabel('Rate (%)').fill('1');
    // All items (the default), but not the juices, nor one dish picked from the items.
    const leaveOut = tax.getByRole('group', { name: 'Leave out' });
    await leaveOut.getByRole('checkbox', { name: 'Fresh Juices' }).check();
    await leaveOut.getByText('Items', { exact: true }).click();
    const dish = before.find((i) => !juices.has(i.id)) as MenuItem;
    await leaveOut.getByRole('checkbox', { name: dish.name, exact: true }).first().check();
    await screenshot(page, 'admin-tax-leave-out-en-375', { fullPage: false });
    await tax.getByRole('button', { name: 'Add tax' }).click();
    const row = page.locator('li', { hasText: 'Service fee' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByText(`Except: Fresh Juices, ${dish.name}`).count()).toBe(1);
    await context.close();

    // The menu the server prices: every item but the juices and the dish carries it.
    await expect
      .poll(
        async () => (await menuItems()).filter((i) => i.taxes.some((t) => t.name === 'Service fee')).length,
      )
      .toBeGreaterThan(0);
    for (const i of await menuItems()) {
      const taxed = i.taxes.some((t) => t.name === 'Service fee');
      expect(taxed, i.name).toBe(!juices.has(i.id) && i.id !== dish.id);
    }
  }, 120_000);

  for (const [name, options, lang] of [
    ['en-375', PHONE, 'en'],
    ['ar-375', PHONE, 'ar'],
    ['en-desktop', DESKTOP, 'en'],
    ['ar-desktop', DESKTOP, 'ar'],
  ] as const) {
    it(`the offers page with a happy hour and a category tax: ${name}`, async () => {
      const context = await browser.newContext({ ...options, locale: lang, storageState: owner });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/demo/admin/offers?lang=${lang}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await page
        .locator('#discounts-title ~ details, #taxes-title ~ details, #taxes-title ~ ul details')
        .evaluateAll((all) => {
          for (const d of all) d.setAttribute('open', '');
        });
      await screenshot(page, `admin-offers-happy-hour-${name}`);
      if (lang === 'ar') expect(await page.getByText('ساعة السعادة').count()).toBeGreaterThan(0);
      await context.close();
    }, 60_000);
  }
});
