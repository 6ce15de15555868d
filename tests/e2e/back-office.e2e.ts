import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSession, type SignedIn } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { sqlOnServer } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue #32, walked as the owner would (ADR 1370–1373): one browser, one server for the file.
let server: RunningServer;
let browser: Browser;
let owner: SignedIn;

beforeAll(async () => {
  // LOG_LEVEL=info: the development channel writes each code and message to the log (ADR 701).
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const asOwner = (options = DESKTOP): Promise<BrowserContext> =>
  browser.newContext({ ...options, locale: 'en', storageState: owner });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

describe('one sign-in for everything (ADR 1370)', () => {
  it('the demo owner signs in', async () => {
    owner = await ownerSession(browser, server);
  }, 60_000);

  it('the owner’s back-office sign-in opens the board, Today and Import & export from its navigation', async () => {
    const context = await asOwner();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin`);
    await nav(page).getByRole('link', { name: 'Today' }).click();
    await page.waitForURL(/\/demo\/admin\/today$/);
    await page.locator('dl').first().waitFor();
    await nav(page).getByRole('link', { name: 'Import & export' }).click();
    await page.getByRole('heading', { name: 'Items and prices (CSV)' }).waitFor();
    await nav(page).getByRole('link', { name: 'Orders board' }).click();
    await page.waitForURL(/\/demo\/staff$/);
    // No token typed: the session opened it.
    await page.getByTestId('live').getByText('Live').waitFor();
    expect(await page.getByLabel('Staff token').count()).toBe(0);
    await screenshot(page, 'back-office-board-signed-in', { fullPage: false });
    await context.close();
  });

  it('the owner issues a kitchen tablet’s token (board only), then revokes it', async () => {
    const context = await asOwner(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/team`);
    await page.getByLabel('Which tablet').fill('Pass tablet');
    await page.getByRole('button', { name: 'Issue a device token' }).click();
    const token = (await page.getByTestId('device-token').textContent())?.trim() ?? '';
    expect(token).toMatch(/^sst_/);
    await screenshot(page, 'back-office-device-issued');

    // The tablet: a browser with no one signed in types the token on the board.
    const tablet = await browser.newContext({ ...DESKTOP, locale: 'en' });
    const board = await tablet.newPage();
    await board.goto(`${server.baseUrl}/demo/staff`);
    await board.getByLabel('Staff token').fill(token);
    await board.getByRole('button', { name: 'Open the board' }).click();
    await board.getByTestId('live').getByText('Live').waitFor();
    // Least power: Today is not the tablet's (the back office asks for a sign-in).
    const today = await board.evaluate(async () => (await fetch('/api/staff/admin/demo/today')).status);
    expect(today).toBe(403);

    await page.getByRole('button', { name: 'Revoke Pass tablet' }).click();
    await page.getByRole('button', { name: 'Revoke Pass tablet' }).waitFor({ state: 'detached' });
    await board.reload();
    await board.getByLabel('Staff token').waitFor();
    await tablet.close();
    await context.close();
  });

  it('an invited member is told by message with the sign-in link', async () => {
    const context = await asOwner();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/admin/team`);
    await page.getByLabel('Name').fill('Noura');
    await page.getByLabel('Mobile number').fill('+96550013701');
    await page.locator('#invite-branch').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add to team' }).click();
    await page.getByText('Noura was sent a message with the sign-in link.').waitFor();
    // The development channel writes the message to the log (ADR 701): the link is in it.
    await expect
      .poll(() => server.output().includes('to +96550013701: You have been added to the'), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(server.output()).toMatch(/to \+96550013701: .*\/demo\/admin\/login/);
    await context.close();
  });
});

describe('draft until ready (ADR 1373)', () => {
  it('a draft shows diners “Coming soon”, its owner a preview; the owner publishes it', async () => {
    // The demo as the operator would have created it: a draft (the migration published it).
    await sqlOnServer(server, `UPDATE businesses SET published_at = NULL WHERE reference_id = 'demo'`);
    const diner = await browser.newContext({ ...PHONE, locale: 'en' });
    const dinerPage = await diner.newPage();
    await expect
      .poll(async () => (await dinerPage.goto(`${server.baseUrl}/demo`))?.status(), { timeout: 10_000 })
      .toBe(433);
    await dinerPage.getByRole('heading', { name: 'Coming soon' }).waitFor();
    expect(await dinerPage.getByText('Open now').count()).toBe(0);
    await screenshot(dinerPage, 'back-office-coming-soon');

    const context = await asOwner(PHONE);
    const page = await context.newPage();
    // The owner's storefront is a preview, saying so.
    await page.goto(`${server.baseUrl}/demo`);
    await page.getByTestId('draft-preview').waitFor();
    await page.goto(`${server.baseUrl}/demo/admin`);
    const notice = page.getByTestId('draft-notice');
    await notice.getByText('Your storefront is a draft').waitFor();
    await screenshot(page, 'back-office-draft-notice');
    await notice.getByRole('button', { name: 'Publish the storefront' }).click();
    await notice.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await dinerPage.goto(`${server.baseUrl}/demo`))?.status(), { timeout: 10_000 })
      .toBe(200);
    await dinerPage.getByTestId('draft-preview').waitFor({ state: 'detached' });
    await diner.close();
    await context.close();
  });
});
