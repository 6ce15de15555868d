import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, launchProfile, PHONE, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { demoItems, skipAreaModal } from './support/storefront.ts';

let server: RunningServer;
let browser: Browser;
let item: { id: number; category_id: number; name: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const items = await demoItems(server.baseUrl);
  const found = items.find((i) => i.available && i.types.delivery && i.price_labels.length > 0);
  if (!found) throw new Error('no demo item');
  item = found;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The ld+json blocks of a page's HTML, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

describe('found and shared: the server-rendered head (ADR 820)', () => {
  it('an item page: canonical, hreflang, Open Graph with an absolute PNG, and a MenuItem with its offer', async () => {
    const url = `${server.baseUrl}/demo/pickup/${item.category_id}/${item.id}`;
    const html = await (await fetch(url, { headers: { 'user-agent': DESKTOP.userAgent ?? '' } })).text();
    // Canonical: the first selling type's URL of the item.
    expect(html).toMatch(
      new RegExp(
        `<link rel="canonical" href="${server.baseUrl}/demo/delivery/${item.category_id}/${item.id}"`,
      ),
    );
    expect(html).toMatch(/<link rel="alternate" hrefLang="ar" href="[^"]+\?lang=ar"/i);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image.startsWith(server.baseUrl)).toBe(true);
    const png = await fetch(image);
    expect(png.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp)/);
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'MenuItem', name: item.name });
    expect((ld?.offers as { priceCurrency?: string } | { priceCurrency?: string }[]) ?? {}).toBeTruthy();
    expect(JSON.stringify(ld?.offers)).toContain('"priceCurrency":"KWD"');
  });

  it('a crawler gets the whole menu as JSON-LD; ?lang=ar gives the Arabic page and its canonical', async () => {
    const html = await (
      await fetch(`${server.baseUrl}/demo/delivery?lang=ar`, { headers: { 'user-agent': 'Googlebot/2.1' } })
    ).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/demo/delivery?lang=ar"/>`);
    const ld = jsonLdOf(html).find((x) => x['@type'] === 'Restaurant') ?? {};
    const menu = ld.hasMenu as { '@type': string; hasMenuSection: { hasMenuItem?: unknown[] }[] };
    expect(menu['@type']).toBe('Menu');
    expect(menu.hasMenuSection.length).toBeGreaterThan(2);
    expect(ld.openingHoursSpecification).toBeInstanceOf(Array);
  });

  it('robots.txt and the sitemap index name this site', async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    const index = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${server.baseUrl}/sitemaps/demo.xml</loc>`);
    const demo = await (await fetch(`${server.baseUrl}/sitemaps/demo.xml`)).text();
    expect(demo).toContain(`<loc>${server.baseUrl}/demo/delivery/${item.category_id}/${item.id}</loc>`);
  });
});

/** A phone page whose service worker has taken over and kept what the page loaded. */
async function controlledPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href.split('?')[0] ?? ''))), {
      timeout: 15_000,
    })
    .toBe(true);
  return page;
}

describe('installable and offline (ADR 822, 823)', () => {
  it('meets Chromium’s install criteria: a manifest with its icons and a service worker', async () => {
    // A profile on disk: Chromium never offers to install from a private (incognito) window.
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-install-'));
    const context = await launchProfile(profile, PHONE);
    const page = await controlledPage(context, '/demo/delivery');
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toContain('/demo/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  });

  it('the menu, a category, an item and the cart open with the network off, under an offline banner', async () => {
    const context = await browser.newContext(PHONE);
    await skipAreaModal(context);
    const page = await controlledPage(context, '/demo/delivery');
    const category = `/demo/delivery/${item.category_id}`;
    const itemPath = `${category}/${item.id}`;
    for (const path of [category, itemPath, '/demo/delivery/cart']) {
      await page.goto(`${server.baseUrl}${path}`);
      await expect.poll(() => page.evaluate(async (p) => Boolean(await caches.match(p)), path)).toBe(true);
    }
    expect(await page.locator('#offline-banner').isHidden()).toBe(true);

    await context.setOffline(true);
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await expect.poll(() => page.getByText(item.name).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#offline-banner').isVisible()).toBe(true);
    await screenshot(page, 'offline-menu-phone', { fullPage: false });
    await page.goto(`${server.baseUrl}${itemPath}`);
    await expect.poll(() => page.getByRole('heading', { name: item.name }).count()).toBeGreaterThan(0);
    await page.goto(`${server.baseUrl}${category}`);
    await expect.poll(() => page.getByText(item.name).count()).toBeGreaterThan(0);
    // A page never opened: the worker's offline page, in the storefront's language, back to the menu.
    await page.goto(`${server.baseUrl}/demo/Policies`);
    await expect.poll(() => page.getByRole('link', { name: 'Open the menu' }).count()).toBe(1);
    await screenshot(page, 'offline-page-phone', { fullPage: false });

    await context.setOffline(false);
    await page.goto(`${server.baseUrl}/demo/delivery`);
    await expect.poll(() => page.locator('#offline-banner').isHidden()).toBe(true);
    await context.close();
  });

  it('never keeps the API, orders or the checkout', async () => {
    const context = await browser.newContext(PHONE);
    await skipAreaModal(context);
    const page = await controlledPage(context, '/demo/delivery');
    await page.evaluate(() => fetch('/api/webapp/v5/restaurant/demo').then((r) => r.text()));
    await page.goto(`${server.baseUrl}/demo/delivery/checkout`);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept.some((u) => u.startsWith('/api/'))).toBe(false);
    // Built scripts are kept (the checkout's chunk too); no checkout or order page or data is.
    expect(kept.filter((u) => !u.startsWith('/assets/') && /checkout|\/order\//.test(u))).toEqual([]);
    expect(kept).toContain('/demo/delivery');
    await context.close();
  });

  it('a new release replaces the worker: its script names the build, and is never cached', async () => {
    const res = await fetch(`${server.baseUrl}/sw.js`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const script = await res.text();
    expect(script).not.toContain('__SUFRA_VERSION__');
    expect(script).toMatch(/const VERSION = '[\w.-]+';/);
    expect(script).toMatch(/const SHELL = \["\/assets\//);
  });
});

describe('the first view stays light (ADR 304, 822)', () => {
  it('menu, category and item pages load at most 140 KB of compressed scripts before load', async () => {
    for (const path of [
      '/demo/delivery',
      `/demo/delivery/${item.category_id}`,
      `/demo/delivery/${item.category_id}/${item.id}`,
    ]) {
      const context = await browser.newContext(PHONE);
      await skipAreaModal(context);
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('requestfinished', (r) => {
        if (r.resourceType() === 'script')
          scripts.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
      });
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
      const kb = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
      console.log(`first-view JS ${path}: ${kb.toFixed(1)} KB`);
      expect(kb, `${path}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(140);
      expect(kb).toBeGreaterThan(50);
      await context.close();
    }
  });
});
