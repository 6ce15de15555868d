import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromLog } from './support/accounts.ts';
import { DEMO_OWNER, ownerSession } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { contactAndPlace } from './support/checkout.ts';
import { orderIdOfPage } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Issue #32's "done means": a new business goes from the operator screen to its first real order
// without a command line — every step in the browser, as the operator, the new owner and a diner
// would take it (ADR 1161 operator, 1370 sign-in, 1372 business and branches, 1420 sizes,
// 1373 publishing, the board). Nothing here reaches into the database.

const REF = 'dar-qahwa';
const OWNER_NATIONAL = '51112233';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // The demo owner is the platform's operator too, as in `npm start` (ADR 1161); LOG_LEVEL=info:
    // the development channel writes each sign-in code to the log (ADR 701).
    startServer({ LOG_LEVEL: 'info', OPERATOR_PHONES: DEMO_OWNER }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Menu = {
  restaurant: { published: boolean; branches: { name: string; address: string; lat: number | null }[] };
  menu: {
    categories: {
      id: number;
      name: string;
      items: { id: number; name: string; price_labels: { label: string; price: number }[] }[];
    }[];
  };
};
const storefront = async () => {
  const res = await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/${REF}`);
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as Menu) : null };
};

const MANAGER_NATIONAL = '51112244';

/** A member signs in to the new business's back office with the code sent to their phone. */
async function signInAs(page: Page, national: string) {
  await page.goto(`${server.baseUrl}/${REF}/admin/login`);
  await page.getByLabel('Phone number').fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await codeFromLog(server, `+965${national}`));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`/${REF}/admin$`));
}

describe('a new business, from the operator screen to its first order (issue #32)', () => {
  it('created by the operator, set up by its owner, published, ordered from by a diner, accepted on the board; a manager added after cannot open the business page', async () => {
    // 1. The operator creates it from the browser.
    const operator = await browser.newContext({
      ...DESKTOP,
      locale: 'en',
      storageState: await ownerSession(browser, server),
    });
    const op = await operator.newPage();
    await op.goto(`${server.baseUrl}/demo/admin/operator`);
    await op.getByLabel('Reference').fill(REF);
    await op.getByLabel('Business name').fill('Dar Al Qahwa');
    await op.getByLabel("Owner's phone").fill(OWNER_NATIONAL);
    await op.getByRole('button', { name: 'Create business' }).click();
    await expect.poll(() => op.getByText(new RegExp(`${REF} is ready`)).count()).toBe(1);
    await operator.close();
    // A draft: diners are told it is coming soon.
    expect((await storefront()).body?.restaurant.published).toBe(false);

    // 2. Its owner signs in with their own phone.
    const ownerContext = await browser.newContext({ ...PHONE, locale: 'en' });
    const page = await ownerContext.newPage();
    await signInAs(page, OWNER_NATIONAL);

    // 3. The business and its branch: a description, the branch's address, phone and map pin.
    await page.goto(`${server.baseUrl}/${REF}/admin/business`);
    await page.locator('#business-description-en').fill('Specialty coffee in Sharq.');
    const profile = page.locator('form', { has: page.locator('input[name="intent"][value="profile"]') });
    await profile.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);
    const branch = page.locator('form[aria-label="Branch details"]').first();
    await branch.locator('input[name="address.en"]').fill('Gulf Rd, Sharq, Block 2');
    await branch.locator('input[name="phone"]').fill('2200 4455');
    await branch.locator('input[name="lat"]').fill('29.3851');
    await branch.locator('input[name="lng"]').fill('47.9963');
    await branch.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved. Open storefronts show it now.').count()).toBe(1);

    // 4. The menu: a category, an item, and its two sizes.
    await page.goto(`${server.baseUrl}/${REF}/admin`);
    await page.getByText('New category').click();
    await page.locator('#new-category-en').fill('Coffee');
    await page.locator('#new-category-ar').fill('قهوة');
    await page.getByRole('button', { name: 'Add category' }).click();
    const section = page.getByRole('region', { name: 'Coffee' });
    await expect.poll(() => section.count()).toBe(1);
    await section.getByRole('link', { name: 'Add item' }).click();
    await page.waitForURL(/\/admin\/items\/new\?category=\d+/);
    await page.locator('#item-name-en').fill('Flat white');
    await page.locator('#item-name-ar').fill('فلات وايت');
    await page.locator('#item-price').fill('1.500');
    await page.getByRole('button', { name: 'Create item' }).click();
    await page.waitForURL(/\/admin\/items\/\d+\?saved=1/);
    const itemId = Number(/items\/(\d+)/.exec(page.url())?.[1]);
    await page.locator('#size-0-label-en').fill('Regular');
    await page.locator('#size-1-label-en').fill('Large');
    await page.locator('#size-1-price').fill('1.900');
    await page.getByRole('button', { name: 'Save sizes' }).click();
    const sizesOf = async () =>
      (await storefront()).body?.menu.categories.flatMap((c) => c.items).find((i) => i.id === itemId)
        ?.price_labels.length;
    await expect.poll(sizesOf).toBe(2);

    // 5. Published from the back office.
    await page.goto(`${server.baseUrl}/${REF}/admin`);
    const notice = page.getByTestId('draft-notice');
    await notice.getByRole('button', { name: 'Publish the storefront' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(async () => (await storefront()).body?.restaurant.published).toBe(true);
    const shown = (await storefront()).body;
    expect(shown?.restaurant.branches[0]).toMatchObject({ lat: 29.3851 });
    expect(shown?.restaurant.branches[0]?.address).toContain('Gulf Rd, Sharq');
    const category = shown?.menu.categories.find((c) => c.name === 'Coffee');
    expect(category?.items.map((i) => [i.name, i.price_labels.map((l) => [l.label, l.price])])).toEqual([
      [
        'Flat white',
        [
          ['Regular', 1500],
          ['Large', 1900],
        ],
      ],
    ]);

    // 6. A diner orders a large one for pickup and pays cash.
    const dinerContext = await browser.newContext({ ...PHONE, locale: 'en' });
    await skipAreaModal(dinerContext);
    const diner = await dinerContext.newPage();
    await diner.goto(`${server.baseUrl}/${REF}/pickup/${category?.id}/${itemId}`);
    await diner.locator('label', { hasText: 'Large' }).click();
    expect(await diner.getByRole('radio', { name: /Large/ }).isChecked()).toBe(true);
    await diner.getByRole('button', { name: /^Add to cart/ }).click();
    await diner.goto(`${server.baseUrl}/${REF}/pickup/cart`);
    await expect.poll(() => diner.getByTestId('total').count()).toBe(1);
    await diner.getByRole('link', { name: 'Continue to checkout' }).click();
    await diner.waitForURL(`**/${REF}/pickup/checkout`);
    await contactAndPlace(diner);
    await diner.waitForURL(new RegExp(`/${REF}/order/[0-9A-HJKMNP-TV-Z]{8}\\?token=`), { timeout: 15_000 });
    const status = () => diner.getByTestId('order-status').textContent();
    await expect.poll(status).toBe('Waiting for the restaurant');
    // Priced by the server from the size chosen: one Large, KWD 1.900.
    await expect.poll(() => diner.getByText(/1\.900/).count()).toBeGreaterThan(0);
    const orderId = await orderIdOfPage(server, diner.url());
    await screenshot(diner, 'new-business-first-order');

    // 7. The owner accepts it on the board, opened by the same sign-in.
    await page.goto(`${server.baseUrl}/${REF}/admin`);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Orders board' })
      .click();
    await page.waitForURL(new RegExp(`/${REF}/staff$`));
    const card = page.locator('article[id^="staff-order-"]', {
      has: page.getByRole('heading', { name: `#${orderId}`, exact: true }),
    });
    await expect.poll(() => card.getByText('Large').count()).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(status, { timeout: 10_000 }).toBe('Accepted');
    await dinerContext.close();

    // 8. The owner adds a manager, who runs the menu but not the business's identity (ADR 1372).
    await page.goto(`${server.baseUrl}/${REF}/admin/team`);
    await page.getByLabel('Name').fill('Fahad');
    await page.getByLabel('Mobile number').fill(`+965${MANAGER_NATIONAL}`);
    await page.locator('#invite-role').selectOption('manager');
    await page.getByRole('button', { name: 'Add to team' }).click();
    await page.getByText('Fahad was sent a message with the sign-in link.').waitFor();
    await ownerContext.close();
    const managerContext = await browser.newContext({ ...PHONE, locale: 'en' });
    const manager = await managerContext.newPage();
    await signInAs(manager, MANAGER_NATIONAL);
    const nav = manager.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Orders board' }).waitFor({ state: 'attached' });
    expect(await nav.getByRole('link', { name: 'Business & branches' }).count()).toBe(0);
    await manager.goto(`${server.baseUrl}/${REF}/admin/business`);
    await manager.waitForURL(new RegExp(`/${REF}/admin$`));
    expect(await manager.locator('#business-name-en').count()).toBe(0);
    await managerContext.close();
  }, 240_000);
});
