import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, openSettled, PHONE, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible } from './support/storefront.ts';

// The rest of the back office (ADR 1487, 1488), walked by the demo owner: the dine-in button's
// words per language on the settings page, and a day of bookings where one is confirmed.

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

const api = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await (await fetch(`${server.baseUrl}/api/${path}`, init)).json()) as T;

describe('the rest of the back office', () => {
  it('the demo owner signs in', async () => {
    owner = await ownerSession(browser, server);
  }, 60_000);

  it('the dine-in button is worded per language on the settings page, and diners read it', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: owner });
    const page = await context.newPage();
    // Filled once hydrated: a field typed into before then can be drawn again with its saved value.
    await openSettled(page, `${server.baseUrl}/demo/admin/settings`);
    await page.locator('#dinein-btn-label-en').fill('Eat in');
    await page.locator('#dinein-btn-label-ar').fill('');
    await page.locator('#kitchen-label-en').fill('Grill');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Open storefronts show it now.').first().waitFor();
    await expect
      .poll(
        async () =>
          (await api<{ restaurant: { dinein_btn_labels: object } }>('webapp/v5/restaurant/demo')).restaurant
            .dinein_btn_labels,
      )
      .toEqual({ en: 'Eat in' });
    await page.reload();
    expect(await page.locator('#dinein-btn-label-en').inputValue()).toBe('Eat in');
    await screenshot(page, 'admin-settings-labels-en-375');
    await context.close();

    // English diners read the business's words; Arabic ones the interface's own translation.
    const diner = await browser.newContext({ ...PHONE, locale: 'en' });
    const shop = await diner.newPage();
    await shop.goto(`${server.baseUrl}/demo/dinein`);
    await expect.poll(() => shop.getByText('Eat in').count()).toBeGreaterThan(0);
    await shop.goto(`${server.baseUrl}/demo/dinein?lang=ar`);
    await expect.poll(() => shop.locator('html').getAttribute('lang')).toBe('ar');
    expect(await shop.getByText('Eat in').count()).toBe(0);
    await diner.close();
  }, 120_000);

  it('a booking made by a diner shows on its day; the owner confirms it', async () => {
    const restaurant = await api<{ restaurant: { branch_id: number } }>('webapp/v5/restaurant/demo');
    const branch = restaurant.restaurant.branch_id;
    const slots = await api<{ days: { date: string; slots: { from: string; available: boolean }[] }[] }>(
      `webapp/reservation-slots/${branch}?type=table&party=3`,
    );
    const day = slots.days.find((d) => d.slots.some((s) => s.available));
    const slot = day?.slots.find((s) => s.available);
    if (!day || !slot) throw new Error('no bookable slot in the demo');
    const booked = await fetch(`${server.baseUrl}/api/webapp/reserve-table`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        branch_id: branch,
        reserve_type: 'table',
        date: day.date,
        time: slot.from,
        party_size: 3,
        name: 'Noura',
        phone: '50111222',
        dial_code: '965',
        note: 'A birthday',
      }),
    });
    expect(booked.status).toBe(201);

    const context = await browser.newContext({ ...PHONE, locale: 'en', storageState: owner });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    await page.getByRole('link', { name: 'Reservations' }).first().click();
    await page.waitForURL('**/demo/admin/reservations');
    const dayForm = page.locator('form', { has: page.locator('input[type="date"][name="date"]') });
    await dayForm.locator('input[type="date"][name="date"]').fill(day.date);
    await dayForm.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`**/demo/admin/reservations?date=${day.date}`);
    const row = page.getByTestId('day-booking').filter({ hasText: 'Noura' });
    await expect.poll(() => row.count()).toBe(1);
    const text = ((await row.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(slot.from);
    expect(text).toContain('3 people');
    expect(text).toContain('Waiting for confirmation');
    expect(text).toContain('A birthday');
    await screenshot(page, 'admin-reservations-day-en-375');
    await expectAccessible(page, 'reservations day');
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Confirmed');
    await context.close();
  }, 120_000);

  for (const [name, options, lang] of [
    ['ar-375', PHONE, 'ar'],
    ['en-desktop', DESKTOP, 'en'],
    ['ar-desktop', DESKTOP, 'ar'],
  ] as const) {
    it(`the day of bookings and the settings' words look right: ${name}`, async () => {
      const context = await browser.newContext({ ...options, locale: lang, storageState: owner });
      const page = await context.newPage();
      const slots = await api<{ days: { date: string }[] }>(
        `webapp/reservation-slots/${(await api<{ restaurant: { branch_id: number } }>('webapp/v5/restaurant/demo')).restaurant.branch_id}?type=table&party=3`,
      );
      await page.goto(
        `${server.baseUrl}/demo/admin/reservations?lang=${lang}&date=${slots.days[0]?.date ?? ''}`,
      );
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      await screenshot(page, `admin-reservations-day-${name}`);
      await page.goto(`${server.baseUrl}/demo/admin/settings?lang=${lang}`);
      await page.locator('#settings-labels').waitFor();
      await page.evaluate(() => document.getElementById('settings-labels')?.scrollIntoView());
      await screenshot(page, `admin-settings-labels-${name}`, { fullPage: false });
      await context.close();
    }, 60_000);
  }
});
