import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { seedBusiness } from '../../platform/db/seed/seed.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { createTestDatabase, type TestDatabase } from '../../platform/test/test-database.ts';
import { orderSeed } from '../orders/order-test-fixture.ts';

let lines: string[] = [];
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedBusiness(database.db, orderSeed());
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the development log channel', () => {
  it('writes each message as one line with the recipient in E.164 and the text; no other line names the phone', async () => {
    lines = [];
    const phone = '+96555443322';
    const sent = await app.inject({
      method: 'POST',
      url: '/api/webapp/register',
      payload: { reference_id: 'shop', phone: '55443322', name: 'Reem' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const messages = await eventually(
      async () => lines.filter((l) => l.includes('[message]')),
      (found) => found.length > 0,
    );
    expect(messages).toHaveLength(1);
    const line = JSON.parse(messages[0] ?? '{}');
    expect(line.msg).toMatch(
      /^\[message\] to \+96555443322: \d{6} is your Shop Café code\. It is valid for 5 minutes/,
    );
    const code = /(\d{6}) is your/.exec(line.msg)?.[1] ?? '';
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { request_id: sent.json().request_id, code },
    });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().token as string;
    await app.inject({
      url: `/api/webapp/profile/${verified.json().user.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const others = lines.filter((l) => !l.includes('[message]'));
    expect(others.length).toBeGreaterThan(2);
    for (const l of others) {
      expect(l).not.toContain(phone);
      expect(l).not.toContain('55443322');
      expect(l).not.toContain(token);
      expect(l).not.toContain(code);
    }
  });
});
