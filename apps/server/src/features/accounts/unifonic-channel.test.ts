import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../platform/test/eventually.ts';
import { createTestApp } from '../../platform/test/test-app.ts';
import { orderSeed } from '../orders/order-test-fixture.ts';
import type { ChannelFailure } from './message-channel.ts';
import { createUnifonicChannel } from './unifonic-channel.ts';

// A Unifonic stand-in on 127.0.0.1 answering as its REST documentation shows: a form POST to
// /rest/SMS/messages, `{ success, message, errorCode, data: { MessageID, … } }`.
type Seen = { method: string; path: string; type: string; form: URLSearchParams };
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: http.Server;
let baseUrl = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        type: req.headers['content-type'] ?? '',
        form: new URLSearchParams(body),
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const message = {
  to: '+96550001234',
  channel: 'sms' as const,
  code: '123456',
  text: '123456 is your Demo code. It is valid for 5 minutes. Do not share it.',
  locale: 'en',
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ChannelFailure,
  );

describe('the Unifonic SMS channel (ADR 708)', () => {
  it('posts the form the API documents (no + on the number, the credential in the body) and keeps the message id', async () => {
    answer = {
      status: 200,
      body: { success: true, message: '', errorCode: 'ER-00', data: { MessageID: 41238790, Status: 'Sent' } },
    };
    const channel = createUnifonicChannel({ baseUrl, appSid: 'app-sid-secret', senderId: 'SUFRA' });
    expect(await channel.send(message)).toEqual({ providerRef: '41238790' });
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/rest/SMS/messages' });
    expect(request?.type).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      AppSid: 'app-sid-secret',
      SenderID: 'SUFRA',
      Recipient: '96550001234',
      Body: message.text,
      responseType: 'JSON',
    });
  });

  it('a number the operator refuses fails for good; no funds, a duplicate, 429 and 5xx are tried again', async () => {
    const channel = createUnifonicChannel({ baseUrl, appSid: 'a' });
    answer = {
      status: 200,
      body: { success: false, message: 'Invalid destination number', errorCode: 'ER-02' },
    };
    expect(await failureOf(channel.send(message))).toMatchObject({ retryable: false, providerCode: 'ER-02' });
    answer = { status: 200, body: { success: false, errorCode: 'ER-08' } };
    expect((await failureOf(channel.send(message))).retryable).toBe(false);
    for (const [status, code] of [
      [200, 'ER-01'],
      [200, 'ER-09'],
      [429, undefined],
      [503, undefined],
    ] as const) {
      answer = { status, body: code ? { success: false, errorCode: code } : {} };
      expect((await failureOf(channel.send(message))).retryable, `${status} ${code}`).toBe(true);
    }
  });

  it('an unreachable API is an outage (tried again), and WhatsApp is not offered', async () => {
    const down = createUnifonicChannel({ baseUrl: 'http://127.0.0.1:9', appSid: 'a', timeoutMs: 2_000 });
    expect((await failureOf(down.send(message))).retryable).toBe(true);
    expect(down.channels).toEqual(['sms']);
    expect((await failureOf(down.send({ ...message, channel: 'whatsapp' }))).retryable).toBe(false);
  });
});

describe('the app with MESSAGE_CHANNEL=unifonic', () => {
  it('texts the code it made through Unifonic, and that code signs the diner in', async () => {
    answer = { status: 200, body: { success: true, errorCode: 'ER-00', data: { MessageID: 7 } } };
    const ctx = await createTestApp([orderSeed()], {
      env: { MESSAGE_CHANNEL: 'unifonic', UNIFONIC_URL: baseUrl, UNIFONIC_APP_SID: 'app-sid-secret' },
    });
    try {
      const before = seen.length;
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/webapp/register',
        payload: { reference_id: 'shop', phone: '+96551113333', name: 'Mona' },
      });
      expect(sent.statusCode, sent.body).toBe(202);
      const texted = await eventually(
        async () => seen.slice(before).find((r) => r.form.get('Recipient') === '96551113333'),
        (r) => r !== undefined,
      );
      const code = /\b(\d{6})\b/.exec(texted?.form.get('Body') ?? '')?.[1];
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { request_id: sent.json().request_id, code },
      });
      expect(verified.statusCode, verified.body).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('without its AppSid the app refuses to start (never a silent fall-back to the log)', async () => {
    await expect(createTestApp([], { env: { MESSAGE_CHANNEL: 'unifonic' } })).rejects.toThrow(
      /UNIFONIC_APP_SID/,
    );
  });
});
