import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ready while the database is reachable', async () => {
    const res = await ctx.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 while the data directory cannot be written (ADR 1320)', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = join(await mkdtemp(join(tmpdir(), 'sufra-ready-')), 'data');
    const broken = await createTestApp([], { env: { DATA_DIR: dataDir } });
    expect((await broken.app.inject('/readyz')).statusCode).toBe(200);
    // The directory becomes unwritable under the running server (a file in its place stands in for
    // a full disk: the tests run as root, whom a read-only mode does not stop).
    await rm(dataDir, { recursive: true, force: true });
    await writeFile(dataDir, 'x');
    try {
      const res = await broken.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toContain('cannot be written');
    } finally {
      await broken.close();
    }
  });

  it('GET /readyz answers 503 once the database is gone', async () => {
    await ctx.database.pool.end();
    const res = await ctx.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('unavailable');
  });
});

describe('API fallbacks', () => {
  it('an unknown API path answers 404 JSON, not a page', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 1 });
  });

  it('a trailing slash redirects (301) to the path without it, keeping the query', async () => {
    const res = await ctx.app.inject('/demo/?table=4');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/demo?table=4');
  });
});
