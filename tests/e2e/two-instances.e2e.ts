import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrPath } from '../../apps/web/app/features/admin-tables/table-qr.server.ts';
import { codeFromLog } from './support/accounts.ts';
import { DEMO_OWNER } from './support/admin.ts';
import { serverDatabaseUrl, serverSql, sqlOnServer } from './support/database.ts';
import { demoOrderBody, orderLoad } from './support/order-load.ts';
import { boardOrderIdOf } from './support/orders.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Two instances on one PostgreSQL (docs/operations.md): A runs the embedded database, B uses it
// as its DATABASE_URL. Caches, live status and orders hold across them; so do sign-in codes and
// uploaded pictures, with no OTP_PEPPER set (ADR 1330, 1331), and both make absolute links with
// PUBLIC_URL, whatever host they are asked on (ADR 1332).

let a: RunningServer;
let b: RunningServer;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let staffToken = '';
const PUBLIC_URL = 'https://menu.example.test';
beforeAll(async () => {
  // No OTP_PEPPER, VAPID key pair or payment webhook secret set: the installation's own, in
  // PostgreSQL (the e2e environment sets none of them). LOG_LEVEL=info: the development channel
  // writes each code to the log, where the test reads it.
  // The order load below is one guest's phone at one branch: the per-phone and per-branch guest
  // limits (ADR 1320) would hold it to 10 a minute; the test is about instances, not limits.
  const env = {
    PUBLIC_URL,
    LOG_LEVEL: 'info',
    RATE_LIMITS: JSON.stringify({ guestOrders: { perIp: 100_000, perCustomer: 100_000 } }),
  };
  a = await startServer(env);
  staffToken = /(sst_[A-Za-z0-9_-]+)/.exec(a.output())?.[1] ?? '';
  b = await startServer({ ...env, DATABASE_URL: await serverDatabaseUrl(a) });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

let ownerToken = '';

const postJson = (server: RunningServer, url: string, body: unknown, token?: string) =>
  fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

type Menu = { menu: { categories: { items: { id: number; name: string }[] }[] } };
const firstItem = async (server: RunningServer) => {
  const body = (await (await fetch(`${server.baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as Menu;
  return body.menu.categories.flatMap((c) => c.items)[0];
};

/** Reads an SSE response until `done` accepts an event's data, or throws after `ms`. */
async function waitForEvent(res: Response, done: (data: unknown) => boolean, ms = 10_000) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const timer = setTimeout(() => void reader.cancel(), ms);
  let buffer = '';
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error(`stream ended before the event:\n${buffer}`);
      buffer += decoder.decode(value, { stream: true });
      for (const line of buffer.split('\n')) {
        if (line.startsWith('data: ') && done(JSON.parse(line.slice(6)))) return;
      }
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
}

describe('two instances on one database', () => {
  it('a menu change is served by both at once (their caches follow the database)', async () => {
    const before = await firstItem(a);
    expect((await firstItem(b))?.name).toBe(before?.name);
    const renamed = `Renamed ${Date.now()}`;
    await sqlOnServer(
      a,
      `UPDATE items SET name = jsonb_set(name, '{en}', to_jsonb($1::text)) WHERE id = $2`,
      [renamed, before?.id],
    );
    await expect.poll(async () => (await firstItem(b))?.name, { timeout: 10_000 }).toBe(renamed);
    await expect.poll(async () => (await firstItem(a))?.name, { timeout: 10_000 }).toBe(renamed);
  });

  it('an order placed through A is followed live through B while staff act on A', async () => {
    const body = await demoOrderBody(a.baseUrl);
    const placed = (await (
      await fetch(`${a.baseUrl}/api/webapp/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { order: { public_ref: string }; token: string };
    const stream = await fetch(
      `${b.baseUrl}/api/webapp/order/${placed.order.public_ref}/events?token=${placed.token}`,
    );
    // Staff name it by its number (ADR 1472), as their board shows it.
    const id = await boardOrderIdOf(a.baseUrl, staffToken, placed.order.public_ref);
    expect(stream.status).toBe(200);
    const accepted = waitForEvent(stream, (d) => (d as { status?: number }).status === 1);
    const res = await fetch(`${a.baseUrl}/api/staff/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ status: 1 }),
    });
    expect(res.status).toBe(200);
    await accepted;
  });

  it('a sign-in code sent by A verifies on B; a picture uploaded on A is served by B', async () => {
    const sent = await postJson(a, '/api/admin/demo/send-code', { phone: DEMO_OWNER });
    expect(sent.status).toBe(202);
    const { request_id } = (await sent.json()) as { request_id: string };
    // The job queue is shared: whichever instance ran the send job logged the code.
    const code = await codeFromLog({ output: () => a.output() + b.output() }, DEMO_OWNER);
    const verified = await postJson(b, '/api/admin/demo/verify-code', { request_id, code });
    expect(verified.status, await verified.clone().text()).toBe(200);
    ownerToken = ((await verified.json()) as { token: string }).token;

    const item = await firstItem(a);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const uploaded = await postJson(
      a,
      `/api/admin/demo/items/${item?.id}/image`,
      { data: png.toString('base64') },
      ownerToken,
    );
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { image } = ((await uploaded.json()) as { item: { image: string } }).item;
    const served = await fetch(`${b.baseUrl}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(960);
    // Push is signed with one key pair on every instance.
    const keyOf = async (server: RunningServer) =>
      ((await (await fetch(`${server.baseUrl}/api/webapp/push/key`)).json()) as { public_key: string })
        .public_key;
    expect(await keyOf(b)).toBe(await keyOf(a));
  });

  it('robots, sitemaps, canonical and card links and the printed QR codes use PUBLIC_URL', async () => {
    // Asked on 127.0.0.1 over plain HTTP, as behind a TLS proxy.
    const robots = await (await fetch(`${b.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await (await fetch(`${a.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/`);
    expect(sitemap).not.toContain('127.0.0.1');
    const page = await (await fetch(`${b.baseUrl}/demo`)).text();
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="${PUBLIC_URL}/demo"`));
    expect(page).toMatch(new RegExp(`<meta property="og:url" content="${PUBLIC_URL}/demo"`));
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/demo/og\\.png`));
    expect(page).not.toContain('http://127.0.0.1');

    const tables = (await (
      await fetch(`${b.baseUrl}/api/admin/demo/tables`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      })
    ).json()) as { tables: { link: string }[] };
    const sheet = await (
      await fetch(`${b.baseUrl}/demo/admin/tables/print`, {
        headers: { cookie: `sufra_admin=${ownerToken}` },
      })
    ).text();
    const first = tables.tables[0]?.link ?? '';
    expect(first).toMatch(/^\/demo\//);
    expect(sheet).toContain(`d="${qrPath(`${PUBLIC_URL}${first}`).d}"`);
    expect(sheet).not.toContain(`d="${qrPath(`${b.baseUrl}${first}`).d}"`);
  });

  it('commands run beside A on its embedded database and print PUBLIC_URL (ADR 1333, 1334)', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, args, {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: a.dataDir, PUBLIC_URL },
      });
    // At once, as operators in a hurry would: each uses the running server's PostgreSQL.
    const [gateway, pixel, staff] = await Promise.all([
      run(['apps/server/src/features/payments/gateway-cli.ts', 'demo', 'none']),
      run(['apps/server/src/features/tracking/pixel-cli.ts', 'demo', '1', '123456789']),
      run(['apps/server/src/features/staff/staff-token-cli.ts', 'demo']),
    ]);
    expect(gateway.stdout).toContain('demo: online payments through none');
    expect(pixel.stdout).toContain('demo: integration 1 set to 123456789');
    expect(staff.stdout).toContain(`Board: ${PUBLIC_URL}/demo/staff`);
    expect(staff.stdout).not.toContain('localhost:3000');
    const file = path.join(a.dataDir, 'demo.backup');
    const backup = await run(['apps/server/src/platform/db/backup-cli.ts', 'backup', file]);
    expect(backup.stdout).toMatch(/Backed up the embedded database in .*: \d+ tables, \d+ rows/);
    expect((await fs.stat(file)).size).toBeGreaterThan(1000);
    // A restore is refused while instances are connected.
    await expect(run(['apps/server/src/platform/db/backup-cli.ts', 'restore', file])).rejects.toThrow(
      /stop every Sufra instance first/,
    );
    // Each start said which database it uses, never with its password (ADR 1335).
    const password = (await fs.readFile(path.join(a.dataDir, 'postgres', 'sufra.password'), 'utf8')).trim();
    expect(a.output()).toContain(
      `Database: embedded PostgreSQL in ${path.join(a.dataDir, 'postgres')} on 127.0.0.1:`,
    );
    expect(b.output()).toMatch(/Database: PostgreSQL at 127\.0\.0\.1:\d+\/sufra \(DATABASE_URL\)/);
    expect(a.output() + b.output() + staff.stdout + backup.stdout).not.toContain(password);
    // The server went on, with what the commands changed.
    expect((await fetch(`${a.baseUrl}/readyz`)).status).toBe(200);
  });

  it('B killed under order load loses no acknowledged order; A goes on serving', async () => {
    const body = await demoOrderBody(b.baseUrl);
    const load = orderLoad(b.baseUrl, body);
    await load.reached(20);
    await b.kill();
    await load.stop();
    const refs = load.acknowledged.map((o) => o.ref);
    const rows = await serverSql(a, 'SELECT public_ref FROM orders WHERE public_ref = ANY($1::text[])', [
      refs,
    ]);
    expect(rows.map((r) => r.public_ref as string).sort()).toEqual([...refs].sort());
    const after = orderLoad(a.baseUrl, body, 1);
    await after.reached(1);
    await after.stop();
  });
});
