import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, customDomains } from '../../platform/db/schema/index.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';

let ctx: TestContext;
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

const get = (url: string, host = 'menu.test') => ctx.app.inject({ method: 'GET', url, headers: { host } });

/** The locs of a urlset or an index, after checking the XML is well formed. */
function locsOf(body: string, root: 'urlset' | 'sitemapindex'): { loc: string; lastmod: string }[] {
  expect(XMLValidator.validate(body)).toBe(true);
  const doc = parser.parse(body);
  return doc[root][root === 'urlset' ? 'url' : 'sitemap'] ?? [];
}

beforeAll(async () => {
  ctx = await createTestApp([makeSeed('alpha'), makeSeed('beta'), makeSeed('gone')]);
  const [gone] = await ctx.database.db.select().from(businesses).where(eq(businesses.referenceId, 'gone'));
  await ctx.database.db
    .update(businesses)
    .set({ suspendedAt: new Date() })
    .where(eq(businesses.id, gone?.id ?? 0));
  const [beta] = await ctx.database.db.select().from(businesses).where(eq(businesses.referenceId, 'beta'));
  await ctx.database.db
    .insert(customDomains)
    .values({ domain: 'beta-cafe.example', businessId: beta?.id ?? 0 });
});
afterAll(() => ctx.close());

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the API and the diners’ own pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /*/order/');
    expect(lines).toContain('Disallow: /*/*/checkout');
    expect(lines).toContain('Sitemap: http://menu.test/sitemap.xml');
  });

  it('on a custom domain, names that domain’s sitemap', async () => {
    expect((await get('/robots.txt', 'beta-cafe.example')).body).toContain(
      'Sitemap: http://beta-cafe.example/sitemap.xml',
    );
  });
});

describe('sitemaps', () => {
  it('the platform’s is an index of every live storefront (a suspended one is left out)', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = locsOf(res.body, 'sitemapindex').map((s) => s.loc);
    expect(locs).toEqual(['http://menu.test/sitemaps/alpha.xml', 'http://menu.test/sitemaps/beta.xml']);
  });

  it('a storefront’s lists its landing, menu, categories and visible items at their one URL, with languages', async () => {
    const res = await get('/sitemaps/alpha.xml');
    expect(res.statusCode).toBe(200);
    const urls = locsOf(res.body, 'urlset');
    const locs = urls.map((u) => u.loc);
    expect(locs[0]).toBe('http://menu.test/alpha');
    expect(locs[1]).toBe('http://menu.test/alpha/delivery');
    expect(locs.some((l) => /\/alpha\/delivery\/\d+$/.test(l))).toBe(true);
    const items = locs.filter((l) => /\/alpha\/delivery\/\d+\/\d+$/.test(l));
    // latte, main-only juice and the iced latte; the hidden drink is not listed.
    expect(items).toHaveLength(3);
    expect(new Set(locs).size).toBe(locs.length);
    const doc = parser.parse(res.body);
    const links = doc.urlset.url[0]['xhtml:link'].map((l: Record<string, string>) => [
      l['@_hreflang'],
      l['@_href'],
    ]);
    expect(links).toEqual([
      ['en', 'http://menu.test/alpha'],
      ['ar', 'http://menu.test/alpha?lang=ar'],
    ]);
  });

  it('lastmod is when the business version last moved', async () => {
    const before = locsOf((await get('/sitemaps/alpha.xml')).body, 'urlset')[0]?.lastmod ?? '';
    expect(Number.isNaN(Date.parse(before))).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    await ctx.database.db
      .update(businesses)
      .set({ logo: '/new-logo.svg' })
      .where(eq(businesses.referenceId, 'alpha'));
    const after = locsOf((await get('/sitemaps/alpha.xml')).body, 'urlset')[0]?.lastmod ?? '';
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    const index = locsOf((await get('/sitemap.xml')).body, 'sitemapindex');
    expect(index.find((s) => s.loc.endsWith('/alpha.xml'))?.lastmod).toBe(after);
  });

  it('a custom domain’s sitemap is its own storefront’s, at its own host', async () => {
    const urls = locsOf((await get('/sitemap.xml', 'beta-cafe.example')).body, 'urlset').map((u) => u.loc);
    expect(urls[0]).toBe('http://beta-cafe.example/beta');
    expect(urls.every((u) => u.startsWith('http://beta-cafe.example/beta'))).toBe(true);
    expect((await get('/sitemaps/alpha.xml', 'beta-cafe.example')).statusCode).toBe(404);
  });

  it('an unknown, suspended or malformed storefront has none', async () => {
    expect((await get('/sitemaps/nobody.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/gone.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/..%2Fetc.xml')).statusCode).toBe(404);
  });
});

describe('the web app manifest and its pictures', () => {
  it('is the business’s, in the asked language, installable (name, icons 192/512 + maskable, standalone)', async () => {
    const res = await get('/alpha/manifest.webmanifest?lang=ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      id: '/alpha',
      name: 'مقهى alpha',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/alpha',
      scope: '/alpha',
      display: 'standalone',
      theme_color: '#0F5257',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await get(icon.src);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it('the driver’s page has its own, opening at /{ref}/driver (ADR 1416)', async () => {
    const res = await get('/alpha/driver.webmanifest?lang=ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      id: '/alpha/driver',
      start_url: '/alpha/driver',
      scope: '/alpha/driver',
      display: 'standalone',
      lang: 'ar',
    });
    expect((await get('/nobody/driver.webmanifest')).statusCode).toBe(404);
  });

  it('the link-preview card is a 1200×630 PNG', async () => {
    const res = await get('/alpha/og.png?v=1');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('an unknown business or icon is a 404', async () => {
    expect((await get('/nobody/manifest.webmanifest')).statusCode).toBe(404);
    expect((await get('/alpha/icons/64.png')).statusCode).toBe(404);
    expect((await get('/gone/og.png')).statusCode).toBe(404);
  });
});
