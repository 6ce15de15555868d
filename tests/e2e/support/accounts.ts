import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server.ts';

function codesInLog(server: Pick<RunningServer, 'output'>, e164: string): string[] {
  const pattern = new RegExp(`\\[message\\] to ${e164.replace('+', '\\+')}: [^0-9]*?(\\d{6})`, 'g');
  return [...server.output().matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The nth code the development log channel wrote for this number (ADR 701: the log stands in for the phone). */
export async function codeFromLog(
  server: Pick<RunningServer, 'output'>,
  e164: string,
  nth = 1,
): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      () => {
        codes = codesInLog(server, e164);
        return codes.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(nth);
  return codes[nth - 1] ?? '';
}

/** Signs in on /demo/login with a Kuwaiti number (national form), by SMS unless told otherwise. */
export async function signIn(
  page: Page,
  server: RunningServer,
  national: string,
  options: { name?: string; channel?: 'SMS' | 'WhatsApp'; nth?: number; next?: string } = {},
) {
  await page.goto(
    `${server.baseUrl}/demo/login${options.next ? `?next=${encodeURIComponent(options.next)}` : ''}`,
  );
  await page.getByLabel('Mobile number').fill(national);
  if (options.channel) await page.getByRole('radio', { name: options.channel }).check();
  await page.getByRole('button', { name: 'Send code' }).click();
  const nth = options.nth ?? 1;
  // A number asked for a code moments ago must wait (ADR 700): ask again once the wait is over.
  await expect
    .poll(
      async () => {
        if (codesInLog(server, `+965${national}`).length >= nth) return true;
        if (await page.getByText(/Please wait \d+ seconds/).count()) {
          await page.getByRole('button', { name: 'Send code' }).click();
        }
        return false;
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toBe(true);
  const code = await codeFromLog(server, `+965${national}`, nth);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  if (options.name) {
    await page.getByLabel('Name').fill(options.name);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  return code;
}

/** On /demo/locations: saves a Salmiya house address with its pin; it becomes the default. */
export async function saveAnAddress(page: Page) {
  await page.getByLabel('Block *').fill('10');
  await page.getByLabel('Street *').fill('Salem Al Mubarak');
  await page.getByLabel('House number *').fill('5');
  // The pin's coordinates typed (ADR 1451: the map pin, with the coordinates under a disclosure).
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Save address' }) }).last();
  await form.getByText('Type the coordinates instead').click();
  await form.getByLabel('Latitude').fill('29.34');
  await form.getByLabel('Latitude').blur();
  await form.getByLabel('Longitude').fill('48.07');
  await form.getByLabel('Longitude').blur();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect.poll(() => page.getByText('Default').count()).toBe(1);
}
