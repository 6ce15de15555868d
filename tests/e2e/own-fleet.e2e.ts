import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromLog } from './support/accounts.ts';
import { signInToBackOffice } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { placeColdBrew, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Own fleet (ADR 1410–1414), end to end with one browser and three people: the staff
// assign a ready delivery order on the board, the driver (geolocation emulated, moving) picks it up
// and delivers it with the cash, the diner watches the pin move and the minutes shrink, then
// "Delivered"; the back office's report shows the cash the driver owes.

const DRIVER = '+96550000005';
const PIN = { lat: 29.3356, lng: 48.0763 };
type Position = { latitude: number; longitude: number };
/** The driver's way in: about 5 km south, then 2 km, then at the door. */
const WAY: [Position, Position, Position] = [
  { latitude: 29.29, longitude: 48.0763 },
  { latitude: 29.318, longitude: 48.0763 },
  { latitude: 29.334, longitude: 48.0763 },
];

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // LOG_LEVEL=info: the development channel writes each sign-in code to the log (ADR 701).
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

async function open(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
  const context = await browser.newContext({ locale: 'en', ...options });
  contexts.push(context);
  return context.newPage();
}

const staffMove = async (orderId: number, status: number) => {
  const res = await fetch(`${server.baseUrl}/api/staff/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staffTokenOf(server)}` },
    body: JSON.stringify({ status }),
  });
  expect(res.status).toBe(200);
};

describe('own fleet: staff, driver and diner', () => {
  it('assigns, drives with a moving pin and a shrinking ETA, delivers with cash, reports what is owed', async () => {
    // The diner's delivery order (cash), accepted and ready in the kitchen.
    const placed = await placeColdBrew(server, {
      selling_types: 'delivery',
      car: null,
      order_lines: [{ item_id: 11, price_label_id: 18, quantity: 4 }],
      name: 'Mariam',
      address: {
        ...PIN,
        block: '10',
        street: 'Salem Al Mubarak',
        house_number: '12',
        note: 'Blue door, second floor',
        form_type: 'house',
      },
    });
    const id = placed.order.id;
    const kwd = new Intl.NumberFormat('en', { style: 'currency', currency: 'KWD' });
    const total = kwd.format(placed.order.amounts.total / 1000);
    await staffMove(id, 1);
    await staffMove(id, 3);

    // 1. The staff (the owner, on a desktop board) give it to the driver the board suggests.
    const staff = await open(DESKTOP);
    await signInToBackOffice(staff, server);
    await staff.goto(`${server.baseUrl}/demo/staff`);
    const fleet = staff.getByTestId('fleet');
    await expect.poll(() => fleet.textContent(), { timeout: 15_000 }).toContain('Yousef Driver');
    await fleet.getByLabel(`#${id} · Mariam`).check();
    expect(await fleet.locator('#dispatch-driver option:checked').textContent()).toContain('nearest');
    await fleet.getByTestId('dispatch-assign').click();
    await expect
      .poll(() => fleet.getByTestId(`dispatch-${id}-driver`).textContent())
      .toBe('with Yousef Driver');
    await screenshot(staff, 'own-fleet-board');

    // 2. The driver signs in with their phone's code and lands on their page.
    const driver = await open({
      ...PHONE,
      geolocation: WAY[0],
      permissions: ['geolocation'],
    });
    await driver.goto(`${server.baseUrl}/demo/admin/login`);
    await driver.getByLabel('Phone number').fill(DRIVER);
    await driver.getByRole('button', { name: 'Send code' }).click();
    await driver.getByLabel('Code', { exact: true }).fill(await codeFromLog(server, DRIVER));
    await driver.getByRole('button', { name: 'Sign in' }).click();
    await driver.waitForURL(/\/demo\/driver$/);
    // Installable on its own (ADR 1416).
    const manifest = await driver.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifest).toMatch(/^\/demo\/driver\.webmanifest/);
    expect((await (await fetch(`${server.baseUrl}${manifest}`)).json()).start_url).toBe('/demo/driver');
    const drop = driver.getByTestId(`drop-${id}`);
    await expect.poll(() => drop.textContent()).toContain('Blue door, second floor');
    expect(await drop.getByTestId('drop-cash').textContent()).toBe(`Collect ${total}`);
    expect(await drop.getByTestId('drop-call').getAttribute('href')).toBe('tel:+96550123456');
    expect(await drop.getByTestId('drop-map').getAttribute('href')).toMatch(/^geo:29\.335600,48\.076300/);
    await drop.getByRole('button', { name: 'Picked up' }).click();
    await expect
      .poll(() => driver.getByTestId('sharing').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('on');
    await screenshot(driver, 'own-fleet-driver');

    // 3. The diner watches: the driver's name, the pin, the minutes, live.
    const diner = await open(PHONE);
    await diner.goto(`${server.baseUrl}${placed.order_url}`);
    await expect.poll(() => diner.getByTestId('order-status').textContent()).toBe('Out for delivery');
    await expect
      .poll(() => diner.getByTestId('driver-name').textContent(), { timeout: 15_000 })
      .toBe('Yousef is on the way');
    const map = diner.getByTestId('driver-map');
    await expect.poll(() => map.getAttribute('data-lat'), { timeout: 15_000 }).toBe(String(WAY[0].latitude));
    const minutes = async () => Number(await diner.getByTestId('driver-eta').getAttribute('data-minutes'));
    const far = await minutes();
    expect(far).toBeGreaterThan(5);
    await driver.context().setGeolocation(WAY[1]);
    await expect.poll(() => map.getAttribute('data-lat'), { timeout: 15_000 }).toBe(String(WAY[1].latitude));
    const nearer = await minutes();
    expect(nearer).toBeLessThan(far);
    await driver.context().setGeolocation(WAY[2]);
    await expect.poll(() => map.getAttribute('data-lat'), { timeout: 15_000 }).toBe(String(WAY[2].latitude));
    expect(await minutes()).toBeLessThan(nearer);
    await screenshot(diner, 'own-fleet-diner');

    // 4. Arrived, then Delivered with the cash; the diner's page says Delivered and the map goes.
    await drop.getByRole('button', { name: 'Arrived' }).click();
    await drop.getByRole('button', { name: 'Delivered' }).waitFor();
    expect(await drop.getByTestId('drop-cash-input').inputValue()).toBe(
      (placed.order.amounts.total / 1000).toFixed(3),
    );
    await drop.getByRole('button', { name: 'Delivered' }).click();
    await expect.poll(() => driver.getByTestId('delivered-today').textContent()).toBe('Delivered today: 1');
    expect(await driver.getByTestId('no-drops').count()).toBe(1);
    await expect
      .poll(() => diner.getByTestId('order-status').textContent(), { timeout: 15_000 })
      .toBe('Delivered');
    await expect.poll(() => diner.getByTestId('driver-live').count()).toBe(0);
    // Nothing of the driver stays readable once delivered.
    const after = await fetch(`${server.baseUrl}/api/webapp/order/${id}/driver`, {
      headers: { 'x-order-token': placed.token },
    });
    expect(after.status).toBe(404);

    // 5. The report: one delivery, and the order's total the driver owes until counted in.
    await staff.goto(`${server.baseUrl}/demo/admin/drivers`);
    const report = staff.getByTestId('fleet-report');
    await expect.poll(() => report.textContent()).toContain('Yousef Driver');
    expect(await report.getByTestId('fleet-owed').first().textContent()).toBe(total);
    await screenshot(staff, 'own-fleet-report');
    await staff.getByRole('button', { name: 'Cash received' }).click();
    await expect.poll(() => report.getByTestId('fleet-owed').first().textContent()).toBe(kwd.format(0));
  });
});
