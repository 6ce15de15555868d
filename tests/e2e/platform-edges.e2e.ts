import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { skipAreaModal } from './support/storefront.ts';

// Edges of the HTTP surface that once answered wrongly: a page a full load broke, an API path
// answered with the HTML 404 page, a bodiless POST that crashed, pages without a title.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';

describe('the HTTP surface', () => {
  it('an unknown /api path answers JSON 404 { error: 1, message }, never the HTML page', async () => {
    for (const url of ['/api/nope', '/api/webapp/v5/nothing-here/1', '/api/']) {
      const res = await fetch(`${server.baseUrl}${url}`, { redirect: 'manual' });
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/application\/json/);
      expect(await res.json(), url).toMatchObject({ error: 1, message: expect.any(String) });
    }
    const posted = await fetch(`${server.baseUrl}/api/nope`, { method: 'POST', body: '{}' });
    expect(posted.status).toBe(404);
  });

  it('diners who leave mid-page (the connection cut while the page streams) do not take the server down', async () => {
    const { port } = new URL(server.baseUrl);
    // Cut at every moment of the answer — while rendering, after the headers, mid-body — for a
    // browser (the shell streams) and a tool or crawler (the whole page at once).
    const cutAfter = (ms: number, userAgent: string) =>
      new Promise<void>((resolve) => {
        const req = http.get({
          host: '127.0.0.1',
          port,
          path: '/demo/delivery',
          headers: { accept: '*/*', 'accept-encoding': 'gzip, br', 'user-agent': userAgent },
        });
        req.on('response', (res) => res.resume());
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        setTimeout(() => req.destroy(), ms);
      });
    for (let i = 0; i < 40; i++)
      await cutAfter(
        20 + ((i * 37) % 300),
        i % 2 ? 'curl/8.14.1' : 'Mozilla/5.0 (Linux; Android 11) Chrome/130',
      );
    // And a browser closed while the page and its follow-up requests are in flight.
    const browser = await launchBrowser();
    try {
      for (const waitUntil of [
        'commit',
        'domcontentloaded',
        'load',
        'commit',
        'domcontentloaded',
        'load',
      ] as const) {
        const page = await browser.newPage(PHONE);
        await page.goto(`${server.baseUrl}/demo/delivery`, { waitUntil });
        await page.close();
      }
    } finally {
      await browser.close();
    }
    const res = await fetch(`${server.baseUrl}/demo/delivery`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('</html>');
  });

  it('a POST without a body to a page is refused as a client error, not a 500', async () => {
    for (const url of ['/demo', '/demo/delivery', '/demo/delivery/cart']) {
      const res = await fetch(`${server.baseUrl}${url}`, { method: 'POST' });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
  });

  it('/{ref}/orders/details and /orders/status have a title', async () => {
    for (const url of ['/demo/orders/details', '/demo/orders/status']) {
      const res = await fetch(`${server.baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(titleOf(await res.text()), url).toMatch(/^Your orders \| /);
    }
  });

  it('the map step renders on a full page load and draws its map once the browser has it', async () => {
    const res = await fetch(`${server.baseUrl}/demo/delivery/map`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('skeleton');

    // Only this test needs a browser.
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext(PHONE);
      await skipAreaModal(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const response = await page.goto(`${server.baseUrl}/demo/delivery/map`);
      expect(response?.status()).toBe(200);
      await page.locator('.leaflet-container').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
