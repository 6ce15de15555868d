import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts.ts';
import { ownerSession } from './support/admin.ts';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { serverSql } from './support/database.ts';
import { staffTokenOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Shared tables (ADR 1400–1406) in Chromium, one browser, three diners in three contexts on the
// demo's table T1: a live cart with who added what, two rounds, a split by item with one shared
// dish, one part paid online through the sandbox gateway with the payer's tip, one from the
// wallet, one in cash confirmed on the board; the table closes and the payments add up to the
// rounds' orders.
let server: RunningServer;
let browser: Browser;
let tablePath: string;
let staffToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
  staffToken = staffTokenOf(server);
  const printed = /Table QR link \(demo, table (\S+)\): (\S+)/.exec(server.output());
  const link = new URL(printed?.[2] ?? 'http://x/');
  // The QR link opens the dine-in menu; its "Order together" link opens the table's page.
  tablePath = `/demo/table${link.search}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function diner(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, locale: 'en' });
  await skipAreaModal(context);
  return { context, page: await context.newPage() };
}

async function join(page: Page, name: string) {
  await page.goto(`${server.baseUrl}${tablePath}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join the table' }).click();
  await page.getByTestId('table-me').getByText(`You are ${name}`).waitFor();
}

async function addDish(page: Page, nth: number): Promise<string> {
  const details = page.locator('details').filter({ hasText: 'Add dishes' });
  if (!(await details.getAttribute('open'))) await details.locator('summary').click();
  const button = details.getByRole('button', { name: /^Add / }).nth(nth);
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await button.click();
  await page.getByTestId('table-line').filter({ hasText: name }).first().waitFor();
  return name;
}

const part = (page: Page, name: string) => page.getByTestId('table-part').filter({ hasText: name });

async function creditWallet(phone: string, amount: number) {
  const [customer] = await serverSql(server, 'SELECT id, business_id FROM customers WHERE phone = $1', [
    phone,
  ]);
  const { id, business_id: business } = customer as { id: number; business_id: number };
  await serverSql(
    server,
    `INSERT INTO wallet_accounts (business_id, customer_id, kind)
     VALUES ($1, $2, 'wallet'), ($1, $2, 'hold'), ($1, NULL, 'clearing'), ($1, NULL, 'promotions'),
            ($1, NULL, 'sales'), ($1, NULL, 'adjustments') ON CONFLICT DO NOTHING`,
    [business, id],
  );
  const [tx] = await serverSql(
    server,
    `INSERT INTO wallet_transactions (business_id, customer_id, kind, key, reason)
     VALUES ($1, $2, 'staff_credit', $3, 'e2e top-up') RETURNING id`,
    [business, id, `e2e-table-${id}`],
  );
  await serverSql(
    server,
    `INSERT INTO wallet_entries (transaction_id, account_id, amount)
     SELECT $1, id, CASE WHEN kind = 'wallet' THEN $2::bigint ELSE -$2::bigint END FROM wallet_accounts
     WHERE business_id = $3 AND ((customer_id = $4 AND kind = 'wallet') OR (customer_id IS NULL AND kind = 'adjustments'))`,
    [(tx as { id: number }).id, amount, business, id],
  );
}

describe('three diners at one table', () => {
  it('share a live cart, send two rounds, split by item with a shared dish, and pay it three ways', {
    timeout: 300_000,
  }, async () => {
    const sara = await diner();
    const omar = await diner();
    const lina = await diner();
    // Omar pays from his wallet: signed in, with credit.
    await signIn(omar.page, server, '56711201', { name: 'Omar' });
    await creditWallet('+96556711201', 100_000);

    // The QR link's menu offers ordering together.
    const printed = /Table QR link \(demo, table (\S+)\): (\S+)/.exec(server.output());
    const qr = new URL(printed?.[2] ?? 'http://x/');
    await sara.page.goto(`${server.baseUrl}${qr.pathname}${qr.search}`);
    await sara.page.getByTestId('order-together').click();
    await sara.page.waitForURL('**/demo/table?**');
    await sara.page.getByTestId('shared-table').waitFor();

    await join(sara.page, 'Sara');
    await join(omar.page, 'Omar');
    await join(lina.page, 'Lina');

    // Live: Sara's dish appears on Omar's phone without a reload, with her name.
    const saraDish = await addDish(sara.page, 0);
    await omar.page
      .getByTestId('table-line')
      .filter({ hasText: 'Added by Sara' })
      .waitFor({ timeout: 15_000 });
    // Omar cannot change Sara's line: his phone offers no buttons for it.
    expect(
      await omar.page
        .getByTestId('table-line')
        .filter({ hasText: 'Added by Sara' })
        .getByRole('button')
        .count(),
    ).toBe(0);
    const omarDish = await addDish(omar.page, 1);
    await sara.page
      .getByTestId('table-line')
      .filter({ hasText: 'Added by Omar' })
      .waitFor({ timeout: 15_000 });
    await screenshot(sara.page, 'table-together-cart-en');

    // Round 1 from Sara's phone; everyone sees it sent.
    await sara.page.getByTestId('send-round').click();
    await lina.page.getByTestId('table-round').first().waitFor({ timeout: 15_000 });
    // Round 2: Lina's dish.
    const linaDish = await addDish(lina.page, 2);
    await lina.page.getByTestId('send-round').click();
    await sara.page.getByTestId('table-round').nth(1).waitFor({ timeout: 15_000 });
    expect(await sara.page.getByTestId('table-round').count()).toBe(2);

    // Each pays their own; Omar's dish is shared with Lina.
    await sara.page.getByLabel(`${omarDish} shared by Lina`).check();
    await sara.page.getByRole('button', { name: 'Each pays their own' }).click();
    await part(sara.page, 'Sara').waitFor();
    expect(await sara.page.getByTestId('table-part').count()).toBe(3);
    await screenshot(sara.page, 'table-together-bill-en');

    // Sara pays cash to the waiter, Omar from his wallet, Lina online with a 10% tip.
    await part(sara.page, 'Sara').getByRole('button', { name: 'Pay cash to the waiter' }).click();
    await part(sara.page, 'Sara').getByText('Waiting for the waiter').waitFor();
    await part(omar.page, 'Omar').waitFor({ timeout: 15_000 });
    await part(omar.page, 'Omar').getByRole('button', { name: 'Pay from wallet' }).click();
    await part(omar.page, 'Omar').getByText('Paid from the wallet').waitFor();
    await part(lina.page, 'Lina').waitFor({ timeout: 15_000 });
    await part(lina.page, 'Lina').locator('select[name=tip]').selectOption({ index: 2 });
    await part(lina.page, 'Lina').getByRole('button', { name: 'Pay online' }).click();
    await lina.page.waitForURL(/\/api\/payments\/sandbox\//);
    await lina.page.getByRole('button', { name: /^Approve/ }).click();
    // Back at the table from the gateway: her part is paid, the others see it live.
    await lina.page.waitForURL(/\/demo\/table\?.*paid=1/);
    await screenshot(lina.page, 'table-together-returned-en');
    await lina.page.getByTestId('table-returned').getByText('Your payment went through').waitFor();
    await part(lina.page, 'Lina').getByText('Paid online').waitFor();
    await part(sara.page, 'Lina').getByText('Paid online').waitFor({ timeout: 15_000 });

    // The board: the table with its two rounds; the waiter confirms both cash parts.
    const staff = await (await browser.newContext(DESKTOP)).newPage();
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    const card = staff.getByTestId('staff-shared-table').filter({ hasText: 'T1' });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByText(/Round \d/).count()).toBe(2);
    await screenshot(staff, 'table-together-board-en');
    await card.getByText(/Paid online/).waitFor();
    await card.getByRole('button', { name: 'Cash received' }).click();

    // Fully paid: the table closes, every phone says so, the board drops it.
    await sara.page.getByText('This table’s bill is paid and closed').waitFor({ timeout: 15_000 });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);

    // The report adds up: the parts paid are the rounds' orders, each paid once.
    const [sums] = await serverSql(
      server,
      `SELECT (SELECT sum(o.total) FROM table_rounds r JOIN orders o ON o.id = r.order_id) AS ordered,
              (SELECT sum(amount) FROM table_part_payments) AS paid,
              (SELECT count(*) FROM table_part_payments) AS payments,
              (SELECT count(DISTINCT part_id) FROM table_part_payments) AS parts,
              (SELECT string_agg(method, ',' ORDER BY method) FROM table_part_payments) AS methods,
              (SELECT tip FROM table_part_payments WHERE method = 'online') AS online_tip,
              (SELECT amount + tip FROM table_part_payments WHERE method = 'online') AS online_due,
              (SELECT amount FROM payments WHERE table_part_id IS NOT NULL AND status = 'paid') AS charged`,
    );
    expect(Number(sums?.ordered)).toBeGreaterThan(0);
    expect(Number(sums?.paid)).toBe(Number(sums?.ordered));
    expect(sums).toMatchObject({ payments: '3', parts: '3', methods: 'cash,online,wallet' });
    // Lina's tip went through the gateway with her part, and is counted apart from the bill.
    expect(Number(sums?.online_tip)).toBeGreaterThan(0);
    expect(Number(sums?.charged)).toBe(Number(sums?.online_due));
    // The kitchen's tickets name who ordered each dish.
    const lines = await serverSql(
      server,
      `SELECT l.comment, l.name->>'en' AS dish FROM order_lines l JOIN table_rounds r ON r.order_id = l.order_id
       ORDER BY r.number, l.position`,
    );
    expect(lines.map((l) => l.comment)).toEqual(['Sara', 'Omar', 'Lina']);
    expect(lines.map((l) => l.dish)).toEqual([saraDish, omarDish, linaDish]);
    for (const c of [sara, omar, lina]) await c.context.close();
  });

  it('a forged token, a missing one and a refused payment each say what to do', {
    timeout: 180_000,
  }, async () => {
    const { context, page } = await diner();
    await page.goto(`${server.baseUrl}/demo/table?table=${'x'.repeat(32)}`);
    await page.getByTestId('table-problem').getByText('no longer valid').waitFor();
    await screenshot(page, 'table-together-forged-en');
    await page.goto(`${server.baseUrl}/demo/table`);
    await page.getByTestId('table-problem').getByText('Scan the QR code on your table').waitFor();

    // The last table closed: scanning again starts a new order. Paying from the wallet without
    // signing in is refused with a sentence, not an error page.
    await join(page, 'Nour');
    expect(await page.getByTestId('table-round').count()).toBe(0);
    await addDish(page, 0);
    await page.getByTestId('send-round').click();
    await page.getByTestId('table-round').first().waitFor();
    await page.getByRole('button', { name: 'One person pays it all' }).click();
    await part(page, 'Part 1').getByRole('button', { name: 'Pay from wallet' }).click();
    await page.getByTestId('table-problem').getByText('Sign in to pay from your wallet.').waitFor();
    await screenshot(page, 'table-together-refused-en');

    // Arabic and Persian (right to left), Japanese, light and dark at 375 px: the table with
    // Nour's round and bill in the diners' scripts.
    for (const [locale, name, dir] of [
      ['ar', 'سارة', 'rtl'],
      ['fa', 'مریم', 'rtl'],
      ['ja', 'さくら', 'ltr'],
    ] as const) {
      const ctx = await browser.newContext({ ...PHONE, locale });
      await skipAreaModal(ctx);
      await ctx.addCookies([{ name: 'i18n_redirected', value: locale, url: server.baseUrl }]);
      const p = await ctx.newPage();
      await p.goto(`${server.baseUrl}${tablePath}`);
      expect(await p.locator('html').getAttribute('dir')).toBe(dir);
      await p.locator('#table-name').fill(name);
      await p.locator('form button[type=submit]').first().click();
      await p.getByTestId('table-me').waitFor();
      await p.getByTestId('table-part').first().waitFor();
      for (const scheme of ['light', 'dark'] as const) {
        await p.emulateMedia({ colorScheme: scheme });
        await screenshot(p, `table-together-${locale}-${scheme}`);
      }
      await ctx.close();
    }

    // The board moves the table to a free one: Nour's phone follows it, bill and all.
    const staff = await (await browser.newContext(DESKTOP)).newPage();
    await staff.goto(`${server.baseUrl}/demo/staff`);
    await staff.getByLabel('Staff token').fill(staffToken);
    await staff.getByRole('button', { name: 'Open the board' }).click();
    const card = staff.getByTestId('staff-shared-table').filter({ hasText: 'T1' });
    const move = card.getByTestId('staff-shared-move');
    await move.waitFor({ timeout: 15_000 });
    const target = ((await move.locator('option').nth(1).textContent()) ?? '').trim();
    expect(target).not.toBe('');
    await move.selectOption({ index: 1 });
    await staff
      .getByTestId('staff-shared-table')
      .filter({ has: staff.getByRole('heading', { name: target, exact: true }) })
      .waitFor({ timeout: 15_000 });
    await page.reload();
    await page.getByRole('heading', { name: `Table ${target} · together` }).waitFor();
    expect(await page.getByTestId('table-part').count()).toBe(1);
    await staff.context().close();
    await context.close();
  });

  it('turned off on the back office’s Tables page, the storefront behaves as before', {
    timeout: 180_000,
  }, async () => {
    const state = await ownerSession(browser, server);
    const admin = await (await browser.newContext({ ...PHONE, locale: 'en', storageState: state })).newPage();
    const setShared = async (on: boolean) => {
      await admin.goto(`${server.baseUrl}/demo/admin/tables`);
      const box = admin.getByLabel('Diners at one table order and pay together');
      await box.setChecked(on);
      await admin.locator('form').filter({ has: box }).getByRole('button', { name: 'Save' }).click();
      await admin.waitForLoadState('networkidle');
    };
    const printed = /Table QR link \(demo, table (\S+)\): (\S+)/.exec(server.output());
    const qr = new URL(printed?.[2] ?? 'http://x/');
    const { context, page } = await diner();
    const offersTogether = async () => {
      await page.goto(`${server.baseUrl}${qr.pathname}${qr.search}`);
      await page.getByRole('main').first().waitFor();
      return page.getByTestId('order-together').count();
    };
    await setShared(false);
    // Off: the seated menu has no "Order together", and the table's page does not exist.
    await expect.poll(offersTogether, { timeout: 15_000 }).toBe(0);
    const gone = await page.goto(`${server.baseUrl}${tablePath}`);
    expect(gone?.status()).toBe(404);
    await setShared(true);
    await expect.poll(offersTogether, { timeout: 15_000 }).toBe(1);
    await context.close();
    await admin.context().close();
  });
});
