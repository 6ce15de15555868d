import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the production server in Chromium', () => {
  it('/demo shows the business name and its categories, rendered on the server', async () => {
    const html = await (await fetch(`${server.baseUrl}/demo`)).text();
    expect(html).toContain('Bayt Al Bahar');

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const response = await page.goto(`${server.baseUrl}/demo`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Bayt Al Bahar');
    const categories = await page.locator('#categories + ul > li h3').allTextContents();
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await screenshot(page, 'foundation-demo-phone-en');
    await context.close();
  });

  it('the first paint waits only for the document: root CSS inlined, scripts fetched after it (within the load event)', async () => {
    const html = await (await fetch(`${server.baseUrl}/demo/delivery`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style>\/\*! tailwindcss/);
    // Nothing in the head asks for a script or a stylesheet: the document and the LCP picture
    // have the line to themselves until the first paint.
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toMatch(/<script type="sufra\/after-first-paint" nonce="[^"]+">/);
    expect(html).not.toContain('<script type="module"');

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo/delivery`);
    // It still hydrates: React attaches its fibers to the server's markup…
    await page.waitForFunction(() => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
    });
    // …the links it rendered are back in the head…
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    expect(await page.locator('head link[rel="stylesheet"][media="print"]').count()).toBe(1);
    // …no script was requested before the first paint or the end of parsing, and the load
    // event still waited for the app's code.
    const order = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        start: Math.min(
          performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
          nav.domContentLoadedEventStart,
        ),
        load: nav.loadEventStart,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.js'))
          .map((r) => [r.startTime, (r as PerformanceResourceTiming).responseEnd]),
      };
    });
    expect(order.scripts.length).toBeGreaterThan(0);
    for (const [start, end] of order.scripts) {
      // The starter runs from a timer queued in the first frame's animation callback; Chromium
      // stamps first-paint when the frame is presented, which on a busy machine can come a few
      // milliseconds after that timer ran (seen: 15 ms). One frame of slack, no more.
      expect(start).toBeGreaterThanOrEqual(order.start - 50);
      expect(end).toBeLessThanOrEqual(order.load);
    }
    await context.close();
  });

  it('hashed scripts are cached for good and carry no document-only headers (bytes on every request)', async () => {
    const page = await fetch(`${server.baseUrl}/demo/delivery`);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const src = (await page.text()).match(/\/assets\/[\w-]+\.js/)?.[0];
    expect(src).toBeTruthy();
    const script = await fetch(`${server.baseUrl}${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['x-frame-options', 'x-xss-protection', 'referrer-policy', 'origin-agent-cluster'])
      expect(script.headers.get(name), name).toBeNull();
  });

  it('speaks Arabic, right to left, when the browser asks for it', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'ar-KW' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/demo`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('h1').first().textContent()).toContain('بيت البحر');
    await screenshot(page, 'foundation-demo-phone-ar');
    await context.close();
  });

  it('an unknown business renders the 404 page with status 404', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const response = await page.goto(`${server.baseUrl}/no-such-business`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.title()).toMatch(/^Sufra \| /);
    await context.close();
  });

  it('malformed URLs answer the 404 page, never a 500', async () => {
    for (const path of ['/%E0%A4%A', '/demo/x/y/z/w/v', "/de'mo"]) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('built assets are compressed and cached forever', async () => {
    const html = await (await fetch(`${server.baseUrl}/demo`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.baseUrl}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
  });

  // Last: it stops the file's own server, which has served every test above (no second start:
  // one was ~2 s of CPU and a quarter of this file's time, ADR 1352).
  it('SIGTERM shuts down cleanly with exit code 0', async () => {
    expect(await server.stop()).toBe(0);
  });
});
