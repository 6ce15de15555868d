import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// The production server and build in Chromium: the CSP with nonces (ADR 747) lets the pages run
// and nothing else; other methods, odd tokens and slash tricks get their 4xx, never a 500 (ADR 741).

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Content-Security-Policy', () => {
  it('every page carries it with a fresh nonce that its inline scripts carry', async () => {
    const a = await fetch(`${server.baseUrl}/demo/delivery`);
    const b = await fetch(`${server.baseUrl}/demo/delivery`);
    const policy = a.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(b.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
    const html = await a.text();
    // JSON-LD blocks (ADR 820) are data, never run: script-src does not apply to them.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('the storefront hydrates and works with no violation; an injected script is refused', async () => {
    const context = await browser.newContext(PHONE);
    await skipAreaModal(context);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await page.waitForFunction(() => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    });
    // A client-side navigation loads more route modules.
    await page.locator('a[href*="/demo/delivery/"]').first().click();
    await page.waitForURL(/\/demo\/delivery\/.+/);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    // What an injection would do: an inline script without the nonce does not run.
    const ran = await page.evaluate(async () => {
      const s = document.createElement('div');
      s.innerHTML = '<img src=x onerror="window.injected=1">';
      document.body.append(s);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { injected?: number }).injected ?? 0;
    });
    expect(ran).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.length),
    ).toBeGreaterThan(0);
    await context.close();
  });
});

describe('odd requests to the production server', () => {
  it('other methods and CORS preflights are a 405 on pages and API, never a 500', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/demo', '/demo/delivery', '/api/webapp/order', '/']) {
        const res = await fetch(`${server.baseUrl}${path}`, {
          method,
          headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
        });
        expect(res.status, `${method} ${path}`).toBe(405);
      }
    }
  });

  it('a form post without a body to a page is not a 500', async () => {
    const res = await fetch(`${server.baseUrl}/demo/delivery/cart`, { method: 'POST' });
    expect(res.status).toBeLessThan(500);
  });

  it('the order and payment-fail pages answer their not-found for a token too short or too long', async () => {
    for (const token of ['abc', 'x'.repeat(101)]) {
      const order = await fetch(`${server.baseUrl}/demo/order/1?token=${token}`);
      expect(order.status, `order ${token.length}`).toBe(404);
      const fail = await fetch(`${server.baseUrl}/demo/payment/fail?order=1&token=${token}`);
      expect(fail.status, `payment/fail ${token.length}`).toBeLessThan(500);
    }
  });
});

describe('staff tokens from the command line while the server runs (ADR 748)', () => {
  const cli = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['apps/server/src/features/staff/staff-token-cli.ts', ...args], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
    });
  const board = (token: string) =>
    fetch(`${server.baseUrl}/api/staff/orders`, { headers: { authorization: `Bearer ${token}` } });

  // Each command is a Node process of its own (a few seconds each on a busy machine).
  it('issues, lists and revokes; a revoked token is refused at once', { timeout: 180_000 }, async () => {
    const issued = await cli('demo', 'Kitchen tablet');
    const token = /(sst_[A-Za-z0-9_-]+)/.exec(issued.stdout)?.[1] ?? '';
    expect(token).toBeTruthy();
    expect((await board(token)).status).toBe(200);
    const listed = (await cli('demo', '--list')).stdout;
    expect(listed).not.toContain(token);
    const id = /#(\d+)\s+live\s+.*Kitchen tablet/.exec(listed)?.[1];
    expect(id).toBeTruthy();
    expect((await cli('demo', '--revoke', String(id))).stdout).toContain(`Revoked staff token #${id}`);
    expect((await board(token)).status).toBe(401);
    expect((await cli('demo', '--list')).stdout).toMatch(new RegExp(`#${id}\\s+revoked`));
    // The server kept running throughout.
    expect(server.process.exitCode).toBeNull();
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });
});

describe('the staff board keeps its token out of reach of scripts (ADR 748)', () => {
  it('an HttpOnly, SameSite=Strict cookie for the staff API; nothing in localStorage or document.cookie', async () => {
    const token = /(sst_[A-Za-z0-9_-]+)/.exec(server.output())?.[1] ?? '';
    expect(token).toBeTruthy();
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/staff`);
    await page.getByLabel('Staff token').fill(token);
    await page.getByRole('button', { name: 'Open the board' }).click();
    await expect.poll(() => page.getByTestId('live').textContent(), { timeout: 10_000 }).toBe('Live');
    const [cookie] = await context.cookies(`${server.baseUrl}/api/staff/orders`);
    expect(cookie).toMatchObject({
      name: 'sufra_staff',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/staff',
    });
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
    expect(stored).not.toContain(token);
    // A reload stays signed in (the cookie), and signing out forgets it.
    await page.reload();
    await expect.poll(() => page.getByTestId('live').textContent(), { timeout: 10_000 }).toBe('Live');
    await page.getByRole('button', { name: 'Forget the token' }).click();
    await expect.poll(() => page.getByLabel('Staff token').count()).toBe(1);
    expect(await context.cookies(`${server.baseUrl}/api/staff/orders`)).toEqual([]);
    await context.close();
  });
});
