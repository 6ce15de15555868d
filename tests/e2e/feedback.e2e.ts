import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot, settled } from './support/browser.ts';
import { serverSql } from './support/database.ts';
import { placeDemoOrder, staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { expectAccessible, skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
let staffToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ MAP_TILE_URL: '' }), launchBrowser()]);
  staffToken = staffTokenOf(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phone(locale = 'en-US', scheme: 'light' | 'dark' = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, locale, colorScheme: scheme });
  await skipAreaModal(context);
  return context;
}

/** Answers the demo survey's six kinds of question the way a diner does, in either language. */
async function answerSurvey(page: Page, texts: { phone: string; comment: string; choice: string }) {
  const questions = page.locator('[data-question]');
  await expect.poll(() => questions.count()).toBe(7);
  // 5 stars: the fourth; smile: the happiest; slider: 9; choices: one; free text; phone.
  await questions.nth(0).locator('label').nth(3).click();
  await questions.nth(1).locator('label').nth(4).click();
  await questions.nth(2).locator('input[type=range]').fill('9');
  await questions.nth(3).getByText(texts.choice, { exact: true }).click();
  await questions.nth(5).locator('textarea').fill(texts.comment);
  await questions.nth(6).locator('input[type=tel]').fill(texts.phone);
}

/** A delivered order of this device (placed through the API, moved to delivered by staff). */
const deliveredOrder = () => placeDemoOrder(server, staffToken, [1, 3, 5]);

describe('/Feedback: the demo survey, all six kinds', () => {
  it('English at 375 px: answered, thanked, stored as typed; not asked again here, and a second answer elsewhere is refused with a message', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/Feedback`);
    await expect.poll(() => page.getByRole('heading', { name: 'How was your visit?' }).count()).toBe(1);
    await expectAccessible(page, 'survey en');
    await screenshot(page, 'feedback-survey-en-375');
    // Nothing chosen: the browser's own required checks stop the post; the server would too.
    await answerSurvey(page, { phone: '5000 1111', comment: '<b>Great</b> karak', choice: 'Coffee' });
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.getByTestId('survey-thanks').waitFor();
    expect(await page.getByTestId('survey-thanks').textContent()).toContain(
      'Your answers go straight to our team',
    );
    const [row] = await serverSql(
      server,
      "SELECT phone, answers FROM survey_responses WHERE phone = '+96550001111'",
    );
    expect(row?.phone).toBe('+96550001111');
    const answers = row?.answers as { kind: number; value: unknown }[];
    expect(answers.map((a) => a.kind).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers.find((a) => a.kind === 1)?.value).toBe('<b>Great</b> karak');
    expect(answers.find((a) => a.kind === 2)?.value).toBe(9);

    // This browser is not asked again (ADR 1383): the page says it was answered, with no form.
    await page.goto(`${server.baseUrl}/demo/Feedback`);
    await page.getByTestId('survey-thanks').waitFor();
    expect(await page.getByTestId('survey-thanks').textContent()).toContain(
      'already answered this survey this month',
    );
    expect(await page.getByRole('button', { name: 'Send my answers' }).count()).toBe(0);
    await context.close();

    // Another browser with the same phone: the server refuses the second answer, with a message.
    const other = await phone();
    const again = await other.newPage();
    await again.goto(`${server.baseUrl}/demo/Feedback`);
    await answerSurvey(again, { phone: '5000 1111', comment: 'again', choice: 'Coffee' });
    await again.getByRole('button', { name: 'Send my answers' }).click();
    await again.getByRole('alert').waitFor();
    expect(await again.getByRole('alert').textContent()).toContain('already answered this survey this month');
    await other.close();
  });

  it('Arabic at 375 px: a wrong phone is named under its question, then the survey goes through', async () => {
    const context = await phone('ar-KW', 'dark');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/Feedback`);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await answerSurvey(page, { phone: '12', comment: 'القهوة ممتازة', choice: 'قهوة' });
    await page.getByRole('button', { name: 'أرسل إجاباتي' }).click();
    const phoneQuestion = page.locator('[data-question]').nth(6);
    await phoneQuestion.getByText('أدخل رقم هاتف صحيحاً.').waitFor();
    await expectAccessible(page, 'survey ar with an error');
    await screenshot(page, 'feedback-survey-ar-375-dark-error');
    // The form keeps nothing after a refused post without scripts' help: answer again, rightly.
    await answerSurvey(page, { phone: '5000 2222', comment: 'القهوة ممتازة', choice: 'قهوة' });
    await page.getByRole('button', { name: 'أرسل إجاباتي' }).click();
    await page.getByTestId('survey-thanks').waitFor();
    expect(await page.getByTestId('survey-thanks').textContent()).toContain('شكراً لك');
    await screenshot(page, 'feedback-thanks-ar-375-dark');
    await context.close();
  });

  it('works before the scripts arrive: a real form post to the route action', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/Feedback`);
    await answerSurvey(page, { phone: '5000 3333', comment: 'no js', choice: 'Desserts' });
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await page.getByTestId('survey-thanks').waitFor();
    const rows = await serverSql(server, "SELECT 1 FROM survey_responses WHERE phone = '+96550003333'");
    expect(rows).toHaveLength(1);
    await context.close();
  });
});

describe('ratings', () => {
  it('a delivered order is rated on its page, the average shows with show_rating, staff see it live', async () => {
    const staff = await (await browser.newContext(DESKTOP)).newPage();
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    await staff.getByTestId('live').getByText('Live').waitFor();
    await staff.getByRole('button', { name: 'Feedback' }).click();
    await staff.getByRole('heading', { name: /Ratings/ }).waitFor();

    const order = await deliveredOrder();
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/order/${order.id}?token=${order.token}`);
    const form = page.getByTestId('rate-order');
    await form.waitFor();
    // In the middle of the screen: a forced click at the form's foot would land on the fixed bottom
    // navigation (its Cart tab) now that the order page shows more above the form (ADR 1344).
    await form.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await form.getByText('4 of 5 stars').click({ force: true });
    await form.getByLabel('Comment (optional)').fill('Hot and quick <i>thanks</i>');
    await expectAccessible(page, 'rate order');
    await screenshot(page, 'rate-order-en-375', { fullPage: false });
    await form.getByRole('button', { name: 'Send rating' }).click();
    await page.getByTestId('order-rated').getByText('Thanks for rating your order!').waitFor();
    expect(await page.getByTestId('order-rated').textContent()).toContain('Hot and quick <i>thanks</i>');

    // Live on the board: the new rating appears without a reload, its comment as text.
    await staff.getByTestId('staff-ratings').getByText('Hot and quick <i>thanks</i>').waitFor();
    await screenshot(staff, 'staff-feedback-desktop');

    await page.goto(`${server.baseUrl}/demo`);
    const badge = page.getByTestId('rating-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toContain('4.0');
    expect(await badge.textContent()).toContain('(1 rating)');
    await screenshot(page, 'landing-rating-en-375', { fullPage: false });

    // show_rating off: no average anywhere.
    await serverSql(
      server,
      `UPDATE businesses SET settings = settings || '{"show_rating": false}' WHERE reference_id = 'demo'`,
    );
    await expect
      .poll(
        async () => {
          await page.goto(`${server.baseUrl}/demo`);
          return page.getByTestId('rating-badge').count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    await serverSql(
      server,
      `UPDATE businesses SET settings = settings || '{"show_rating": true}' WHERE reference_id = 'demo'`,
    );
    await context.close();
    await staff.context().close();
  });

  it('the next visit asks once about a delivered order of this device (ratingRefIds)', async () => {
    const order = await deliveredOrder();
    const context = await phone();
    await context.addInitScript(
      ([id, token]) => {
        if (!localStorage.getItem('sufra:orders:demo'))
          localStorage.setItem(
            'sufra:orders:demo',
            JSON.stringify([{ id, token, at: new Date().toISOString(), total: 1000, type: 'pickup' }]),
          );
      },
      [order.id, order.token] as const,
    );
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/pickup`);
    const prompt = page.getByTestId('rating-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain(`How was order #${order.id}?`);
    await expectAccessible(page, 'rating prompt');
    await screenshot(page, 'rating-prompt-en-375', { fullPage: false });
    await prompt.getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate(() => localStorage.getItem('sufra:ratingRefIds:demo'))).toBe(`[${order.id}]`);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(await page.getByTestId('rating-prompt').count()).toBe(0);
    await context.close();
  });
});

describe('/settings', () => {
  it('phone: a list opening each section — language, appearance, account, about, newsletter', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/settings`);
    const menu = page.getByRole('navigation', { name: 'Settings' });
    for (const name of ['Language', 'Appearance', 'Account', /About/, 'Newsletter'])
      await menu.getByRole('link', { name }).waitFor();
    await expectAccessible(page, 'settings list');
    await screenshot(page, 'settings-list-en-375');

    await menu.getByRole('link', { name: 'Appearance' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    await screenshot(page, 'settings-appearance-dark-375');
    await page.goto(`${server.baseUrl}/demo/pickup`);
    expect(await page.locator('html').getAttribute('class')).toContain('dark');

    await page.goto(`${server.baseUrl}/demo/settings/account`);
    await page.getByRole('link', { name: 'Profile and sign-in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Profile and sign-in' }).getAttribute('href')).toBe(
      '/demo/profile',
    );

    await page.goto(`${server.baseUrl}/demo/settings/about`);
    const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/96550001234');
    expect(await page.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://instagram.com/baytalbahar.kw',
    );
    await page.getByRole('link', { name: 'Refund' }).waitFor();
    await expectAccessible(page, 'settings about dark');
    await screenshot(page, 'settings-about-dark-375');

    await page.goto(`${server.baseUrl}/demo/settings/newsletter`);
    await page.getByLabel('E-mail address').fill('diner@example.com');
    await page.getByLabel('Yes, send me the newsletter by e-mail.').check();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText("You're subscribed. Thank you!").waitFor();
    // The demo's own three sign-ups (ADR 1389) beside it.
    expect(
      await serverSql(server, 'SELECT email FROM newsletter_subscribers ORDER BY id DESC LIMIT 1'),
    ).toEqual([{ email: 'diner@example.com' }]);

    await page.goto(`${server.baseUrl}/demo/settings/language`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
    await page.getByRole('heading', { name: 'اللغة', level: 2 }).waitFor();
    await screenshot(page, 'settings-language-ar-375-dark');
    // Any of the 41 interface languages from "All languages"; the section then marks it too.
    await page.getByRole('button', { name: 'كل اللغات' }).click();
    await page.getByRole('dialog').getByText('日本語', { exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');
    await page.getByRole('button', { name: '日本語', pressed: true }).waitFor();
    await context.close();
  });

  it('desktop: the side menu stays beside the open section; no newsletter when it is off', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/settings/about`);
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Language' })
      .waitFor();
    await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).waitFor();
    await expectAccessible(page, 'settings desktop');
    await screenshot(page, 'settings-about-desktop');
    await serverSql(
      server,
      `UPDATE businesses SET settings = settings || '{"newsletter": false}' WHERE reference_id = 'demo'`,
    );
    await expect
      .poll(
        async () => {
          await page.goto(`${server.baseUrl}/demo/settings`);
          return page.getByRole('link', { name: 'Newsletter' }).count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    expect((await page.goto(`${server.baseUrl}/demo/settings/newsletter`))?.status()).toBe(404);
    await serverSql(
      server,
      `UPDATE businesses SET settings = settings || '{"newsletter": true}' WHERE reference_id = 'demo'`,
    );
    await context.close();
  });
});

describe('visits and banner reach', () => {
  it('after the first paint: one visit per session, and each banner seen counted once, batched', async () => {
    const before = Number((await serverSql(server, 'SELECT count(*)::int AS n FROM visits'))[0]?.n);
    const context = await phone();
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/webapp\/(visit|banners\/reach)/.test(r.url())) beacons.push(`${r.url()} ${r.postData()}`);
    });
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await expect
      .poll(() => beacons.filter((b) => b.includes('/visit/demo')).length, { timeout: 15_000 })
      .toBe(1);
    await expect
      .poll(() => beacons.filter((b) => b.includes('banners/reach')).length, { timeout: 15_000 })
      .toBe(1);
    await expect
      .poll(async () => Number((await serverSql(server, 'SELECT count(*)::int AS n FROM visits'))[0]?.n), {
        timeout: 10_000,
      })
      .toBe(before + 1);
    await expect
      .poll(async () => Number((await serverSql(server, 'SELECT max(reach)::int AS n FROM banners'))[0]?.n), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    // Another page of the same session: no second visit, no banner counted twice.
    await page.goto(`${server.baseUrl}/demo/pickup`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3000 })));
    expect(beacons.filter((b) => b.includes('/visit/demo'))).toHaveLength(1);
    expect(beacons.filter((b) => b.includes('banners/reach'))).toHaveLength(1);
    await context.close();
  });
});
