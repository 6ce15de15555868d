import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromLog, saveAnAddress, signIn } from './support/accounts.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // LOG_LEVEL=info: the development channel writes each code to the log, where the test reads it.
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const newPhone = async (locale = 'en', options = PHONE) => {
  const context = await browser.newContext({ ...options, locale });
  await skipAreaModal(context);
  return { context, page: await context.newPage() };
};

describe('accounts in Chromium', () => {
  it('signs up by SMS code (read from the development channel), names the account and lands on the profile', async () => {
    const { context, page } = await newPhone();
    await page.goto(`${server.baseUrl}/demo/login`);
    await expect.poll(() => page.getByLabel('One-time code').count()).toBe(0);
    await screenshot(page, 'accounts-login-en');
    await expectAccessible(page, 'login phone step');
    await page.getByLabel('Mobile number').fill('51234567');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromLog(server, '+96551234567');
    const field = page.getByLabel('One-time code');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    await expect.poll(() => page.getByText(/Send again in \d+ s/).count()).toBe(1);
    await screenshot(page, 'accounts-code-en');
    await expectAccessible(page, 'login code step');
    await field.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('Name').fill('Noura');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/demo/profile');
    expect(await page.getByLabel('Name').inputValue()).toBe('Noura');
    await expect.poll(() => page.getByText('+965 51234567').count()).toBe(1);
    await screenshot(page, 'accounts-profile-en');
    await expectAccessible(page, 'profile');
    // The login page is for guests: signed in, it goes on to the profile.
    await page.goto(`${server.baseUrl}/demo/login`);
    await page.waitForURL('**/demo/profile');
    // The session cookie is HttpOnly: no script can read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('sufra_session');
    await context.close();
  });

  it('five wrong codes lock the code; the diner is told to ask for a new one', async () => {
    const { context, page } = await newPhone();
    await page.goto(`${server.baseUrl}/demo/login`);
    await page.getByLabel('Mobile number').fill('52345678');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromLog(server, '+96552345678');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      await page.getByLabel('One-time code').fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      const left = 5 - i;
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe(`That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    await page.getByLabel('One-time code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Too many wrong tries');
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Too many wrong tries');
    expect(page.url()).toContain('/demo/login');
    await screenshot(page, 'accounts-locked-en');
    await context.close();
  });

  it('signs in by WhatsApp', async () => {
    const { context, page } = await newPhone();
    await signIn(page, server, '53456789', { channel: 'WhatsApp', name: 'Huda' });
    await page.waitForURL('**/demo/profile');
    expect(server.output()).toMatch(/"channel":"whatsapp".*\[message\] to \+96553456789/);
    await context.close();
  });

  it('Arabic at 375 px: the login page reads right to left, and the profile too', async () => {
    const { context, page } = await newPhone('ar');
    await page.goto(`${server.baseUrl}/demo/login`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByLabel('رقم الجوال').fill('54567890');
    await page.getByRole('button', { name: 'أرسل الرمز' }).click();
    const code = await codeFromLog(server, '+96554567890');
    await page.getByLabel('رمز التحقق').fill(code);
    await screenshot(page, 'accounts-code-ar');
    await expectAccessible(page, 'login code ar');
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.getByLabel('الاسم').fill('ليلى');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.waitForURL('**/demo/profile');
    await screenshot(page, 'accounts-profile-ar');
    await expectAccessible(page, 'profile ar');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('desktop, dark: login and locations look right', async () => {
    const context = await browser.newContext({ ...DESKTOP, colorScheme: 'dark' });
    await skipAreaModal(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/login`);
    await screenshot(page, 'accounts-login-desktop-dark');
    await signIn(page, server, '55678901', { name: 'Reem' });
    await page.goto(`${server.baseUrl}/demo/locations`);
    await saveAnAddress(page);
    await screenshot(page, 'accounts-locations-desktop-dark');
    await expectAccessible(page, 'locations dark');
    await context.close();
  });
});
