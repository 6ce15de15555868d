import type { Browser, BrowserContext, Page } from 'playwright-core';
import { codeFromLog } from './accounts.ts';
import { PHONE } from './browser.ts';
import type { RunningServer } from './server.ts';

/** The demo's owner (the start-up log prints this number; ADR 1000). */
export const DEMO_OWNER = '+96550000001';

export type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in on /demo/admin/login as someone behind a counter does: typing as soon as the form
 * shows, before the page's scripts have necessarily taken over (the form posts without them, and
 * hydration must keep what was typed).
 */
export async function signInToBackOffice(page: Page, server: RunningServer, phone = DEMO_OWNER) {
  await page.goto(`${server.baseUrl}/demo/admin/login`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await codeFromLog(server, phone));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/demo\/admin$/);
}

/** The demo owner's signed-in cookies, for the contexts of a test file (one code per file). */
export async function ownerSession(browser: Browser, server: RunningServer): Promise<SignedIn> {
  const context = await browser.newContext({ ...PHONE, locale: 'en' });
  try {
    await signInToBackOffice(await context.newPage(), server);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
