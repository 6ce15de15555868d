import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSql, sqlOnServer } from './support/database.ts';
import { demoOrderBody, orderLoad } from './support/order-load.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Two instances on one PostgreSQL (docs/operations.md): A runs the embedded database, B uses it
// as its DATABASE_URL. Caches, live status and orders hold across them.

let a: RunningServer;
let b: RunningServer;
let staffToken = '';
beforeAll(async () => {
  a = await startServer();
  staffToken = /(sst_[A-Za-z0-9_-]+)/.exec(a.output())?.[1] ?? '';
  const pid = await fs.readFile(path.join(a.dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  b = await startServer({ DATABASE_URL: `postgres://sufra:sufra@127.0.0.1:${port}/sufra` });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
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
    ).json()) as { order: { id: number }; token: string };
    const stream = await fetch(
      `${b.baseUrl}/api/webapp/order/${placed.order.id}/events?token=${placed.token}`,
    );
    expect(stream.status).toBe(200);
    const accepted = waitForEvent(stream, (d) => (d as { status?: number }).status === 1);
    const res = await fetch(`${a.baseUrl}/api/staff/orders/${placed.order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ status: 1 }),
    });
    expect(res.status).toBe(200);
    await accepted;
  });

  it('B killed under order load loses no acknowledged order; A goes on serving', async () => {
    const body = await demoOrderBody(b.baseUrl);
    const load = orderLoad(b.baseUrl, body);
    await load.reached(20);
    await b.kill();
    await load.stop();
    const ids = load.acknowledged.map((o) => o.id);
    const rows = await serverSql(a, 'SELECT id FROM orders WHERE id = ANY($1::bigint[])', [ids]);
    expect(rows.map((r) => Number(r.id)).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    const after = orderLoad(a.baseUrl, body, 1);
    await after.reached(1);
    await after.stop();
  });
});
