import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { passwordFileOf, startEmbeddedPostgres } from './db/embedded.ts';
import { businesses, customDomains, mediaFiles } from './db/schema/index.ts';
import { installSecret } from './install-secrets.ts';
import { makeSeed } from './test/fixtures.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

// What instances of one installation must share lives in PostgreSQL (ADR 1330, 1331); absolute
// links use PUBLIC_URL (ADR 1332); the embedded cluster has a password of its own (ADR 1335).

const dirs: string[] = [];
async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

let ctx: TestContext;
let dataDir: string;
let legacyPair: { publicKey: string; privateKey: string };
let shopId = 0;
beforeAll(async () => {
  // An older version's files in DATA_DIR: a VAPID pair and a picture on this instance's disk.
  dataDir = await tempDir('sufra-shared-');
  legacyPair = webpush.generateVAPIDKeys();
  await fs.writeFile(path.join(dataDir, 'vapid.json'), JSON.stringify(legacyPair));
  ctx = await createTestApp([makeSeed('shop'), makeSeed('other')], {
    env: { DATA_DIR: dataDir, VAPID_KEYS: 'generate', PUBLIC_URL: 'https://menu.example.test' },
  });
  const [other] = await ctx.database.db.select().from(businesses).where(eq(businesses.referenceId, 'other'));
  await ctx.database.db
    .insert(customDomains)
    .values({ domain: 'other-cafe.example', businessId: other?.id ?? 0 });
  const [shop] = await ctx.database.db.select().from(businesses).where(eq(businesses.referenceId, 'shop'));
  shopId = shop?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('install secrets (ADR 1330)', () => {
  it('instances asking at once all get the one value that was stored', async () => {
    const values = await Promise.all(
      Array.from({ length: 8 }, (_, i) => installSecret(ctx.database.db, 'test_secret', () => `value-${i}`)),
    );
    expect(new Set(values).size).toBe(1);
    expect(await installSecret(ctx.database.db, 'test_secret', () => 'another')).toBe(values[0]);
  });

  it('the VAPID pair an older version kept in DATA_DIR becomes the installation’s, in the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/webapp/push/key' });
    expect(res.json().public_key).toBe(legacyPair.publicKey);
    const stored = await installSecret(ctx.database.db, 'vapid_keys', () => 'unused');
    expect(JSON.parse(stored)).toEqual(legacyPair);
  });

  it('with no OTP_PEPPER, the pepper is the installation’s own, stored once', async () => {
    const pepper = await installSecret(ctx.database.db, 'otp_pepper', () => 'not this one');
    expect(pepper).not.toBe('not this one');
    expect(pepper.length).toBeGreaterThanOrEqual(40);
  });
});

describe('pictures in PostgreSQL (ADR 1331)', () => {
  it('serves a stored picture from the database; an unknown or malformed name is a 404', async () => {
    const bytes = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await ctx.database.db
      .insert(mediaFiles)
      .values({ businessId: shopId, name: 'abc123-480.webp', contentType: 'image/webp', bytes });
    const got = await ctx.app.inject({ method: 'GET', url: `/media/${shopId}/abc123-480.webp` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(got.rawPayload, bytes)).toBe(0);
    for (const url of [
      `/media/${shopId}/abc124-480.webp`,
      `/media/${shopId}/..%2Fx.webp`,
      '/media/x/abc123-480.webp',
    ])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('pictures an older version wrote to DATA_DIR/media move into the database at start', async () => {
    const db = ctx.database;
    const dir = path.join(dataDir, 'media', String(shopId));
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'feed01-960.webp'), Buffer.from('legacy picture'));
    // A second instance starting on the same database (and the same old files).
    const { registerMedia } = await import('../features/admin/media-route.ts');
    const fastify = (await import('fastify')).default({ logger: false });
    await registerMedia(fastify, { DATA_DIR: dataDir }, db.db);
    const got = await fastify.inject({ method: 'GET', url: `/media/${shopId}/feed01-960.webp` });
    expect(got.body).toBe('legacy picture');
    const served = await ctx.app.inject({ method: 'GET', url: `/media/${shopId}/feed01-960.webp` });
    expect(served.body).toBe('legacy picture');
    await fastify.close();
  });
});

describe('absolute links use PUBLIC_URL (ADR 1332)', () => {
  it('robots.txt and sitemaps name PUBLIC_URL, whatever host and scheme the request came with', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'app:3000' } });
    expect(robots.body).toContain('Sitemap: https://menu.example.test/sitemap.xml');
    const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: '10.0.0.5' } });
    expect(index.body).toContain('<loc>https://menu.example.test/sitemaps/shop.xml</loc>');
    expect(index.body).not.toContain('10.0.0.5');
  });

  it('a business’s own domain keeps its host, with PUBLIC_URL’s scheme', async () => {
    const robots = await ctx.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'other-cafe.example' },
    });
    expect(robots.body).toContain('Sitemap: https://other-cafe.example/sitemap.xml');
  });
});

describe('the embedded PostgreSQL’s password (ADR 1335)', () => {
  it('a new cluster gets a random password of its own, kept in its directory; the old fixed one is refused', async () => {
    const dir = path.join(await tempDir('sufra-pg-password-'), 'postgres');
    const server = await startEmbeddedPostgres(dir);
    try {
      const password = (await fs.readFile(passwordFileOf(dir), 'utf8')).trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect((await fs.stat(passwordFileOf(dir))).mode & 0o077).toBe(0);
      expect(decodeURIComponent(new URL(server.url).password)).toBe(password);
      const fixed = new pg.Client({
        connectionString: server.url.replace(new URL(server.url).password, 'sufra'),
      });
      await expect(fixed.connect()).rejects.toThrow(/password authentication failed/);
      await fixed.end().catch(() => {});
      const own = new pg.Client({ connectionString: server.url });
      await own.connect();
      await own.end();
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('a cluster an older version made with the fixed password gets one of its own at its next start', async () => {
    const dir = path.join(await tempDir('sufra-pg-legacy-'), 'postgres');
    const first = await startEmbeddedPostgres(dir);
    const admin = new pg.Client({ connectionString: first.url });
    await admin.connect();
    await admin.query("ALTER ROLE sufra PASSWORD 'sufra'");
    await admin.end();
    await first.stop();
    await fs.rm(passwordFileOf(dir));
    const again = await startEmbeddedPostgres(dir);
    try {
      const password = (await fs.readFile(passwordFileOf(dir), 'utf8')).trim();
      expect(password).not.toBe('sufra');
      expect(decodeURIComponent(new URL(again.url).password)).toBe(password);
      const fixed = new pg.Client({
        connectionString: again.url.replace(new URL(again.url).password, 'sufra'),
      });
      await expect(fixed.connect()).rejects.toThrow(/password authentication failed/);
      await fixed.end().catch(() => {});
    } finally {
      await again.stop();
    }
  }, 60_000);
});
