import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { contactAndPlace, fillCart, quickItem } from './support/checkout.ts';
import { sqlOnServer } from './support/database.ts';
import { startFakeGeocoder } from './support/fake-geocoder.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Checkout details: the address form, reloads, failing figures, tables, payment defaults,
// schedule-only, product service and the order page's details — with a real geocoder proxy
// (its upstream a tiny Nominatim on 127.0.0.1) and settings changed in the server's own database.
let server: RunningServer;
let browser: Browser;
let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
let item: Awaited<ReturnType<typeof quickItem>>;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  [server, browser] = await Promise.all([startServer({ GEOCODER_URL: geocoder.url }), launchBrowser()]);
  item = await quickItem(server.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await geocoder?.close();
});

async function phone(language = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale: language });
  await skipAreaModal(context);
  if (language === 'ar')
    await context.addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
  return { context, page: await context.newPage() };
}

async function inArabic(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-en-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'ar', url: server.baseUrl }]);
  await page.reload();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await screenshot(page, `${name}-ar`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-ar-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.context().clearCookies({ name: 'i18n_redirected' });
  await page.reload();
}

const onOrderPage = (page: Page) =>
  page.waitForURL(/\/demo\/order\/[0-9A-HJKMNP-TV-Z]{8}\?token=/, { timeout: 15_000 });
const continueToCheckout = (page: Page) => page.getByRole('link', { name: 'Continue to checkout' }).click();

/** Mutates the stored cart in the page's local storage (what a reload then reads). */
async function editStoredCart(page: Page, patch: Record<string, unknown>) {
  await page.evaluate((p) => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith('sufra:cart:'))) {
      localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), ...p }));
    }
  }, patch);
}

describe('checkout details in Chromium', () => {
  it('the address form cannot be skipped, reverse geocoding pre-fills it, and a reload keeps it', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'delivery', item);
    await continueToCheckout(page);
    await page.waitForURL('**/demo/delivery/address');
    await page.getByRole('searchbox').fill('salm');
    await page.getByRole('button', { name: /^Salmiya/ }).click();
    await page.waitForURL('**/demo/delivery/map');

    // An area alone already prices the delivery: the cart shows the fee its total includes.
    await page.goto(`${server.baseUrl}/demo/delivery/cart`);
    await expect.poll(() => page.getByTestId('total-delivery').textContent()).toMatch(/0\.500/);
    // The area is chosen: not asked again (ADR 793).
    await continueToCheckout(page);
    await page.waitForURL('**/demo/delivery/map');
    await page.getByText('Type the coordinates instead').click();
    await page.getByLabel('Latitude', { exact: true }).fill('29.34');
    await page.getByLabel('Longitude', { exact: true }).fill('48.07');
    await page.getByLabel('Latitude', { exact: true }).focus();
    await expect.poll(() => page.getByTestId('pin-result').textContent()).toContain('We deliver here');
    await screenshot(page, 'details-map-en');
    await page.getByRole('button', { name: 'Use this point' }).click();
    await page.waitForURL('**/demo/delivery/form');

    // Through our proxy to the geocoder, with [product: Delivery, areas and shipping] parameters; the street and block come back.
    const reverse = geocoder.asked.find((u) => u.pathname === '/reverse');
    expect(reverse?.searchParams.get('zoom')).toBe('18');
    expect(reverse?.searchParams.get('format')).toBe('jsonv2');
    await expect.poll(() => page.getByLabel('Street').inputValue()).toBe('Salem Al Mubarak Street');
    expect(await page.getByLabel('Block').inputValue()).toBe('10');

    // Back to the cart with only the pin: Continue leads to the form, not to checkout.
    await page.goto(`${server.baseUrl}/demo/delivery/cart`);
    await expect.poll(() => page.getByTestId('total').count()).toBe(1);
    await continueToCheckout(page);
    await page.waitForURL('**/demo/delivery/form');
    // Typed straight in, checkout sends back to the form and will not place the order.
    await page.goto(`${server.baseUrl}/demo/delivery/checkout`);
    await expect.poll(() => page.getByTestId('address-change').textContent()).toBe('Complete the address');
    expect(await page.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);
    await page.getByTestId('address-change').click();
    await page.waitForURL('**/demo/delivery/form');

    await page.getByRole('button', { name: 'Apartment', exact: true }).click();
    expect(await page.getByLabel('Floor').getAttribute('maxlength')).toBe('40');
    await page.getByLabel('Building').fill('7');
    await page.getByLabel('Floor').fill('3');
    await page.getByLabel('Apartment number').fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/demo/delivery/checkout');

    // A reload of the form brings back its type and every field.
    await page.goto(`${server.baseUrl}/demo/delivery/form`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Apartment', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await page.getByLabel('Floor').inputValue()).toBe('3');
    expect(await page.getByLabel('Apartment number').inputValue()).toBe('12');
    await screenshot(page, 'details-form-reloaded-en');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/demo/delivery/checkout');
    await contactAndPlace(page);
    await onOrderPage(page);

    // The order page tells where, who and what type of address.
    const details = page.getByTestId('order-details');
    await expect.poll(() => details.textContent()).toContain('Apartment');
    const text = await details.textContent();
    expect(text).toContain('Floor 3');
    expect(text).toContain('Noura');
    expect(text).toContain('50123456');
    await screenshot(page, 'details-order-en');
    await inArabic(page, 'details-order');
    await page.goto(`${server.baseUrl}/demo/delivery/map`);
    await inArabic(page, 'details-map');
    await context.close();
  });

  it('figures that cannot be asked or are refused say why, next to the field, with a retry', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await page.route('**/api/service/pos/calc-order/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await expect.poll(() => page.getByTestId('calc-failed').textContent()).toContain('No connection');
    await screenshot(page, 'details-calc-offline-en');
    await page.unroute('**/api/service/pos/calc-order/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByTestId('calc-failed').count()).toBe(0);
    await expect.poll(() => page.getByTestId('total').count()).toBe(1);

    // A plate longer than the contract allows (stored before the field had maxLength): a 422.
    await editStoredCart(page, { car: { brand: 'Patrol', color: 'White', plate: 'X'.repeat(30) } });
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
    await expect.poll(() => page.getByTestId('calc-failed').count()).toBe(1);
    await expect.poll(() => page.getByText('This field is missing or too long.').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Plate number').getAttribute('maxlength')).toBe('20');
    await context.close();
  });

  it('a table link naming no table says so; with table verification off the picker is offered', async () => {
    const { context, page } = await phone();
    // Verified tables (the default, ADR 751): the link is refused at once, on the page it opens.
    await page.goto(`${server.baseUrl}/demo/dinein?table=NOPE99`);
    await expect
      .poll(() => page.getByTestId('table-link-refused').textContent())
      .toContain('no longer valid');
    await fillCart(page, server.baseUrl, 'dinein', item, 1);
    await sqlOnServer(
      server,
      `UPDATE businesses SET settings = settings || '{"table_verification": false}'::jsonb WHERE reference_id = 'demo'`,
    );
    try {
      await page.goto(`${server.baseUrl}/demo/dinein/cart?table=NOPE99`);
      await expect
        .poll(() => page.getByTestId('table-link-refused').textContent())
        .toContain('no longer valid');
      await continueToCheckout(page);
      await page.waitForURL('**/demo/dinein/checkout');
      await page.getByLabel('Table', { exact: true }).selectOption({ index: 1 });
      await expect.poll(() => page.getByTestId('table-unknown').count()).toBe(0);
      await screenshot(page, 'details-dinein-en');
      await inArabic(page, 'details-dinein');
    } finally {
      await sqlOnServer(
        server,
        `UPDATE businesses SET settings = settings - 'table_verification' WHERE reference_id = 'demo'`,
      );
    }
    await context.close();
  });

  it('a stored slot that has passed moves to the slot the rule picks; a missing name is asked by name', async () => {
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    const passed = { from: '10:00', to: '10:30' };
    await editStoredCart(page, { orderTime: 'scheduled', scheduled: { date: '2020-01-06', slot: passed } });
    await page.goto(`${server.baseUrl}/demo/pickup/checkout`);
    // [product: Opening hours and scheduling]: the first slot offered, on the first day with slots
    // (ADR 1341); the day strip shows it chosen, not the stored day.
    const days = page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio');
    // The strip is drawn from the stored cart once the page has read it: wait for its days.
    await expect.poll(() => days.count()).toBeGreaterThan(0);
    const values = await days.evaluateAll((radios) => radios.map((r) => r.getAttribute('value')));
    const picked = values[0];
    expect(picked).not.toBe('2020-01-06');
    await expect
      .poll(() =>
        days.evaluateAll((radios) =>
          radios.find((r) => (r as HTMLInputElement).checked)?.getAttribute('value'),
        ),
      )
      .toBe(picked);
    await page.getByLabel('Mobile number').fill('50123456');
    await page.getByLabel('Mobile number').blur();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect
      .poll(() => page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await page.getByText('Enter your name.').count()).toBe(1);
    expect(await page.getByText('Something in the order is missing or not valid.').count()).toBe(0);
    await context.close();
  });

  it('a failing tables call leaves the checkout usable: the table is typed instead', async () => {
    // Tables picked by number: the business turned table verification off (ADR 751) before the
    // diner opened the menu (the page reads the setting once, with the business).
    await sqlOnServer(
      server,
      `UPDATE businesses SET settings = settings || '{"table_verification": false}'::jsonb WHERE reference_id = 'demo'`,
    );
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'dinein', item, 1);
    // A real failure of the tables query (the server answers 500), not an intercepted request.
    await sqlOnServer(server, 'ALTER TABLE dining_tables RENAME TO dining_tables_gone');
    try {
      await continueToCheckout(page);
      await page.waitForURL('**/demo/dinein/checkout');
      await expect.poll(() => page.getByText('Type the number shown on your table.').count()).toBe(1);
      await page.getByLabel('Table', { exact: true }).fill('T3');
      await screenshot(page, 'details-tables-down-en');
    } finally {
      await sqlOnServer(server, 'ALTER TABLE dining_tables_gone RENAME TO dining_tables');
    }
    try {
      await contactAndPlace(page);
      await onOrderPage(page);
      expect(await page.getByTestId('order-details').textContent()).toContain('T3');
    } finally {
      await sqlOnServer(
        server,
        `UPDATE businesses SET settings = settings - 'table_verification' WHERE reference_id = 'demo'`,
      );
    }
    await context.close();
  });

  it('schedule-only pickup: now is off, the first slot is chosen, the time reads in words', async () => {
    await sqlOnServer(
      server,
      `UPDATE branches SET settings = jsonb_set(settings, '{scheduled_orders,pickup,only_schedule}', 'true')
        WHERE business_id = (SELECT id FROM businesses WHERE reference_id = 'demo')`,
    );
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'pickup', item, 1);
    await continueToCheckout(page);
    await page.waitForURL('**/demo/pickup/checkout');
    await expect.poll(() => page.getByText('Orders are taken for a later time only').count()).toBe(1);
    expect(await page.getByRole('radio', { name: /^Now/ }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('radio', { name: /^Later/ }).isChecked()).toBe(true);
    await contactAndPlace(page);
    await onOrderPage(page);
    const when = await page.getByTestId('scheduled-for').textContent();
    expect(when).toMatch(/^Scheduled for (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /);
    expect(when).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await context.close();
  });

  it('the cart stepper stops at the price label minimum', async () => {
    await sqlOnServer(server, 'UPDATE price_labels SET minimum = 2 WHERE item_id = $1', [item.id]);
    try {
      const { context, page } = await phone();
      await fillCart(page, server.baseUrl, 'pickup', item, 1);
      const quantity = () => page.getByLabel('Quantity', { exact: true }).first().textContent();
      const decrease = page.getByRole('button', { name: 'Decrease quantity' }).first();
      await expect.poll(quantity).toBe('2');
      expect(await decrease.isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Increase quantity' }).first().click();
      await expect.poll(quantity).toBe('3');
      await decrease.click();
      await expect.poll(quantity).toBe('2');
      expect(await decrease.isDisabled()).toBe(true);
      await context.close();
    } finally {
      await sqlOnServer(server, 'UPDATE price_labels SET minimum = 1 WHERE item_id = $1', [item.id]);
    }
  });

  it('product service with cash off: its labels, the first offered method, paid after a decline', async () => {
    await sqlOnServer(
      server,
      `UPDATE businesses SET settings = settings || $1::jsonb WHERE reference_id = 'demo'`,
      [
        JSON.stringify({
          dine_in_label: 'product_service',
          dinein_btn_label: { en: 'Book a service', ar: 'احجز خدمة' },
          // Tables named by number, as a business that turned verification off (ADR 751).
          table_verification: false,
          payment_methods: [1, 4],
        }),
      ],
    );
    const { context, page } = await phone();
    await fillCart(page, server.baseUrl, 'product_service', item, 1, '?table=T3');
    await continueToCheckout(page);
    await page.waitForURL('**/demo/product_service/checkout');
    await expect.poll(() => page.getByText('Book a service', { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Table', { exact: true }).inputValue()).toBe('T3');
    expect(await page.getByRole('radio', { name: 'Cash' }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('radio', { name: 'Card (Visa, Mastercard, Amex)' }).isChecked())
      .toBe(true);
    await contactAndPlace(page, 'Card (Visa, Mastercard, Amex)');
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/demo\/payment\/fail\?/);
    await screenshot(page, 'details-payment-fail-en');
    await inArabic(page, 'details-payment-fail');
    await page.getByRole('button', { name: 'KNET' }).click();
    await page.waitForURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: /^Approve/ }).click();
    await onOrderPage(page);
    await expect.poll(() => page.getByText(/· paid/).count()).toBe(1);
    expect(await page.getByTestId('order-details').textContent()).toContain('T3');
    await context.close();
  });
});
