import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { serverSql, sqlOnServer } from './support/database.ts';
import { staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
let staffToken: string;

beforeAll(async () => {
  // info: the development message channel logs the one-time codes the sign-in reads (accounts).
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
  staffToken = staffTokenOf(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Tomorrow's local date in the demo's time zone (Asia/Kuwait). */
const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date(Date.now() + 86_400_000));

async function newPage(options = PHONE, language?: string): Promise<Page> {
  const context = await browser.newContext(options);
  await skipAreaModal(context);
  if (language) await context.addCookies([{ name: 'i18n_redirected', value: language, url: server.baseUrl }]);
  return context.newPage();
}

/** The diner's own choice of time: none is preselected (ADR 1499); the first one offered. */
async function chooseFirstTime(page: Page) {
  const free = page.locator('input[name="time"]:not(:disabled)');
  await expect.poll(() => free.count()).toBeGreaterThan(0);
  expect(await page.locator('input[name="time"]:checked').count()).toBe(0);
  // The slot's label is what a diner taps (the radio itself is visually hidden).
  await free.first().locator('xpath=..').click();
  await expect.poll(() => free.first().isChecked()).toBe(true);
}

/** Fills the booking form for `party` guests tomorrow, at the first time offered. */
async function fillBooking(page: Page, party: number, name: string) {
  await page.getByLabel('Guests').selectOption(String(party));
  await page.waitForURL(new RegExp(`party=${party}`));
  await page.getByLabel('Day').selectOption(tomorrow());
  await page.waitForURL(new RegExp(`date=${tomorrow()}`));
  // Tomorrow's times drawn (the URL changes before the new day's list is on the page).
  await expect
    .poll(() => page.getByTestId('reservation-form').locator('input[name="date"]').inputValue())
    .toBe(tomorrow());
  await chooseFirstTime(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Mobile number').fill('50123456');
  await page.getByLabel('Note (optional)').fill('By the window, please');
}

/**
 * The booking the success page shows: its public reference from the URL (ADR 1494), and the number
 * staff see on the board, read from the database (the diner's page never has it).
 */
async function bookingOf(page: Page): Promise<{ ref: string; id: number; token: string }> {
  const url = new URL(page.url());
  const ref = /success\/([0-9A-Z]{8})$/.exec(url.pathname)?.[1] ?? '';
  const [row] = await serverSql(server, 'SELECT id FROM reservations WHERE public_ref = $1', [ref]);
  return { ref, id: Number(row?.id), token: url.searchParams.get('token') ?? '' };
}

async function setReservationType(type: number) {
  await sqlOnServer(
    server,
    `UPDATE businesses SET settings = jsonb_set(settings, '{reservation,type}', $1::jsonb) WHERE reference_id = 'demo'`,
    [String(type)],
  );
}

describe('reservations in Chromium against the production server', () => {
  it('a guest reserves a table for 4 tomorrow; staff accept; the success page updates live', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/demo`);
    await page.getByTestId('reserve-link').click();
    await page.waitForURL(/\/demo\/reservation\/table/);
    await fillBooking(page, 4, 'Sara Guest');
    await screenshot(page, 'reservation-form-375');
    await expectAccessible(page, 'booking form');
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForURL(/\/demo\/reservation\/success\/[0-9A-Z]{8}\?token=/);
    const { ref, id, token } = await bookingOf(page);
    expect(await page.getByTestId('reservation-status').textContent()).toBe('Waiting for confirmation');
    // Named by its reference, as the diner reads it out; never by the number staff see (ADR 1494).
    expect(await page.locator('h1').textContent()).toBe(`Reservation #${ref.slice(0, 4)}-${ref.slice(4)}`);
    expect(await page.locator('main').textContent()).not.toContain(`#${id}`);
    expect(page.url()).not.toContain(`/${id}`);
    // A link made before (the number) moves to the reference with its token; not without it.
    const old = await fetch(`${server.baseUrl}/demo/reservation/success/${id}?token=${token}`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/demo/reservation/success/${ref}?token=${token}`);
    const stranger = await fetch(`${server.baseUrl}/demo/reservation/success/${id}?token=${'x'.repeat(22)}`, {
      redirect: 'manual',
    });
    expect(stranger.status).toBe(404);
    expect(await page.getByText('4 people').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('add-to-calendar').getAttribute('href')).toContain('BEGIN%3AVCALENDAR');
    expect(await page.getByTestId('add-to-calendar').getAttribute('download')).toBe(`reservation-${ref}.ics`);
    await expect.poll(() => page.getByTestId('live').textContent()).toBe('Live');
    await screenshot(page, 'reservation-success-pending-375');
    await expectAccessible(page, 'success page');

    const staff = await newPage(DESKTOP);
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    const card = staff.getByRole('article', { name: `Reservation #${id}` });
    await card.waitFor();
    expect(await card.textContent()).toContain('Sara Guest');
    await screenshot(staff, 'reservation-staff-board', { fullPage: false });
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => card.getByText('Confirmed').count()).toBe(1);

    // The diner's page changes without a reload.
    await expect
      .poll(() => page.getByTestId('reservation-status').textContent(), { timeout: 10_000 })
      .toBe('Confirmed');
    await screenshot(page, 'reservation-success-accepted-375');
    await staff.context().close();
    await page.context().close();
  });

  it('staff decline with a reason, and the diner reads it', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/demo/reservation/table`);
    await fillBooking(page, 2, 'Omar Guest');
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForURL(/\/reservation\/success\/[0-9A-Z]{8}/);
    const { id } = await bookingOf(page);
    const staff = await newPage(DESKTOP);
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    const card = staff.getByRole('article', { name: `Reservation #${id}` });
    await card.getByRole('button', { name: 'Decline' }).click();
    await card.getByLabel('Reason (the guest sees it)').fill('Private event that evening');
    await card.getByRole('button', { name: 'Decline' }).click();
    await expect
      .poll(() => page.getByTestId('reservation-status').textContent(), { timeout: 10_000 })
      .toBe('Declined');
    await expect.poll(() => page.getByTestId('reservation-reason').textContent()).toContain('Private event');
    await staff.context().close();
    await page.context().close();
  });

  it('books before any script runs (a real form), and shows a refusal in words', async () => {
    const page = await newPage({ ...PHONE, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}/demo/reservation/table?party=2&date=${tomorrow()}`);
    await page.getByLabel('Name').fill('No Script');
    await page.getByLabel('Mobile number').fill('50123457');
    // No time is preselected (ADR 1499): a diner who did not choose one is asked to, nothing is booked.
    expect(await page.locator('input[name="time"]:checked').count()).toBe(0);
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toMatch(/\/reservation\/success\//);
    expect(await page.getByTestId('problems').textContent()).toContain('Choose a time.');
    // The times offered again, none chosen; what was typed is kept.
    expect(await page.locator('input[name="time"]:checked').count()).toBe(0);
    expect(await page.getByLabel('Name').inputValue()).toBe('No Script');
    await chooseFirstTime(page);
    await page.getByLabel('Mobile number').fill('12');
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForLoadState();
    expect(await page.getByTestId('problems').textContent()).toContain('Check the mobile number');
    // The time chosen before the refusal stays chosen.
    expect(await page.locator('input[name="time"]:checked').count()).toBe(1);
    await page.getByLabel('Mobile number').fill('50123457');
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForURL(/\/reservation\/success\/[0-9A-Z]{8}/);
    expect(await page.getByTestId('reservation-status').textContent()).toBe('Waiting for confirmation');
    await page.context().close();
  });

  it('with a pre-order: the diner picks dishes, pays in the sandbox, and lands on the booking', async () => {
    await setReservationType(2);
    try {
      const page = await newPage();
      await page.goto(`${server.baseUrl}/demo/reservation/table`);
      await fillBooking(page, 3, 'Layla Preorder');
      const first = page.getByTestId('pre-order').locator('input[type="number"]').first();
      await first.fill('2');
      // Long dish names wrap or truncate inside the card: nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // An item with choices opens the menu's item sheet (ADR 804): its required milk is asked for.
      // (Keyboard: on this long page the bottom bar slides in and out as Playwright scrolls.)
      await page.getByRole('button', { name: 'Choose Cappuccino' }).focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Cappuccino' });
      // The options are labels over visually hidden inputs, as on the menu: tapped by their text.
      await sheet.getByRole('heading', { name: 'Cappuccino' }).waitFor();
      await sheet.getByText('Large', { exact: true }).click();
      await sheet.getByRole('button', { name: /Add to order/ }).click();
      // Refused like the menu's sheet: the missing choice is said, nothing is added.
      await sheet.getByText('Please choose 1').waitFor();
      expect(await page.getByTestId('pre-order-lines').count()).toBe(0);
      await sheet.getByText('Oat milk', { exact: true }).click();
      expect(await sheet.getByRole('radio', { name: /Oat milk/ }).isChecked()).toBe(true);
      await screenshot(page, 'reservation-preorder-sheet-375', { fullPage: false });
      await sheet.getByRole('button', { name: /Add to order/ }).click();
      await sheet.waitFor({ state: 'detached' });
      const chosen = page.getByTestId('pre-order-lines');
      expect(await chosen.textContent()).toContain('1 × Cappuccino');
      expect(await chosen.textContent()).toContain('Large · Oat milk');
      await page.getByLabel('KNET').check();
      await screenshot(page, 'reservation-preorder-375');
      await expectAccessible(page, 'booking form with a pre-order');
      // Keyboard submit: on a long page the bottom bar slides in and out as Playwright scrolls.
      await page.getByRole('button', { name: 'Reserve and order' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/api\/payments\/sandbox\//);
      await page.getByRole('button', { name: /^Approve/ }).click();
      await page.waitForURL(/\/demo\/reservation\/success\/[0-9A-Z]{8}\?token=/);
      const { id } = await bookingOf(page);
      const order = page.getByTestId('reservation-order');
      await expect.poll(() => order.textContent()).toContain('KNET · paid');
      expect(await order.textContent()).toContain('2 ×');
      expect(await order.textContent()).toContain('Cappuccino');
      expect(await order.textContent()).toContain('Oat milk');
      await screenshot(page, 'reservation-preorder-paid-375');
      await page.context().close();

      // The board: the pre-order names its booking and the booking its order, each a link (ADR 806).
      const staff = await newPage(DESKTOP);
      await staff.goto(`${server.baseUrl}/demo/staff`);
      await staff.getByLabel('Staff token').fill(staffToken);
      await staff.getByRole('button', { name: 'Open the board' }).click();
      const booking = staff.getByRole('article', { name: `Reservation #${id}` });
      const link = booking.getByTestId('reservation-order-tag');
      await link.waitFor();
      const orderId = Number(/#(\d+)/.exec((await link.textContent()) ?? '')?.[1]);
      await link.click();
      await staff.waitForURL(new RegExp(`#staff-order-${orderId}$`));
      const orderCard = staff.locator(`#staff-order-${orderId}`);
      expect(await orderCard.evaluate((el) => el.matches(':target'))).toBe(true);
      const tag = orderCard.getByTestId('order-reservation-tag');
      expect(await tag.textContent()).toBe(`Reservation #${id}`);
      await screenshot(staff, 'staff-preorder-tag-desktop');
      await tag.click();
      await staff.waitForURL(new RegExp(`#staff-reservation-${id}$`));
      expect(await booking.evaluate((el) => el.matches(':target'))).toBe(true);
      await staff.context().close();
    } finally {
      await setReservationType(1);
    }
  });

  it('Arabic at 375 px: right to left, translated, nothing wider than the screen; axe clean', async () => {
    const page = await newPage(PHONE, 'ar');
    await page.goto(`${server.baseUrl}/demo/reservation/table?party=4&date=${tomorrow()}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('h1').textContent()).toBe('احجز طاولة');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'reservation-form-ar-375');
    await expectAccessible(page, 'Arabic booking form');
    await page.getByLabel('الاسم').fill('سارة');
    await page.getByLabel('رقم الجوال').fill('50123458');
    // No time chosen yet (ADR 1499): asked for in Arabic.
    await page.getByRole('button', { name: 'احجز', exact: true }).click();
    await expect.poll(() => page.getByTestId('problems').textContent()).toContain('اختر وقتًا.');
    await chooseFirstTime(page);
    await page.getByRole('button', { name: 'احجز', exact: true }).click();
    await page.waitForURL(/\/reservation\/success\/[0-9A-Z]{8}/);
    expect(await page.getByTestId('reservation-status').textContent()).toBe('بانتظار التأكيد');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'reservation-success-ar-375');
    await expectAccessible(page, 'Arabic success page');
    await page.context().close();
  });

  it('history after sign-in: the booking is listed with its status, and can be cancelled there', async () => {
    const page = await newPage();
    await signIn(page, server, '55501234', { name: 'Huda Member', next: '/demo/reservation/history' });
    await page.waitForURL(/\/demo\/reservation\/history/);
    await page.goto(`${server.baseUrl}/demo/reservation/table`);
    // Signed in, the form starts with the account's name and phone (ADR 805); they stay editable.
    expect(await page.getByLabel('Name').inputValue()).toBe('Huda Member');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('+96555501234');
    await fillBooking(page, 2, 'Huda Member');
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.waitForURL(/\/reservation\/success\/[0-9A-Z]{8}/);
    const { ref } = await bookingOf(page);
    await page.goto(`${server.baseUrl}/demo/reservation/history`);
    const item = page.getByTestId('reservation-item').filter({ hasText: 'Waiting for confirmation' });
    await expect.poll(() => item.count()).toBe(1);
    await screenshot(page, 'reservation-history-375');
    await expectAccessible(page, 'history');
    // The owner opens it from the history without its token.
    await page.goto(`${server.baseUrl}/demo/reservation/success/${ref}`);
    expect(await page.getByTestId('reservation-status').textContent()).toBe('Waiting for confirmation');
    await page.goto(`${server.baseUrl}/demo/reservation/history`);
    await item.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect
      .poll(() => page.getByTestId('reservation-item').filter({ hasText: 'Cancelled' }).count())
      .toBe(1);
    await page.context().close();
  }, 120_000);

  it('a reservation page is 404 without its token; history sends a guest to sign in', async () => {
    const res = await fetch(`${server.baseUrl}/demo/reservation/success/1?token=${'x'.repeat(22)}`);
    expect(res.status).toBe(404);
    const history = await fetch(`${server.baseUrl}/demo/reservation/history`, { redirect: 'manual' });
    expect(history.status).toBe(302);
    expect(history.headers.get('location')).toContain('/demo/login');
  });
});
