import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server.ts';

/** The nth code the development log channel wrote for this number (ADR 701: the log stands in for the phone). */
export async function codeFromLog(server: RunningServer, e164: string, nth = 1): Promise<string> {
  const escaped = e164.replace('+', '\\+');
  const pattern = new RegExp(`\\[message\\] to ${escaped}: [^0-9]*?(\\d{6})`, 'g');
  let codes: string[] = [];
  await expect
    .poll(
      () => {
        codes = [...server.output().matchAll(pattern)].map((m) => m[1] ?? '');
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
  await page.goto(`${server.baseUrl}/demo/login${options.next ? `?next=${encodeURIComponent(options.next)}` : ''}`);
  await page.getByLabel('Mobile number').fill(national);
  if (options.channel) await page.getByRole('radio', { name: options.channel }).check();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromLog(server, `+965${national}`, options.nth ?? 1);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  if (options.name) {
    await page.getByLabel('Name').fill(options.name);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  return code;
}
