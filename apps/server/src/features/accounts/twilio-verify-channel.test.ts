import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { orderSeed } from '../orders/order-test-fixture.ts';
import { ChannelFailure } from './message-channel.ts';
import { createTwilioVerifyChannel } from './twilio-verify-channel.ts';

const SERVICE = `VA${'a1'.repeat(16)}`;
const KEY = 'SKtestkey';
const SECRET = 'test-secret';

type Received = { method: string; path: string; auth: string | undefined; form: Record<string, string> };

/**
 * A stand-in for Twilio Verify v2 on 127.0.0.1, after its documentation: form-encoded POSTs with
 * Basic auth; creating a Verification answers 201 with its `sid`; updating one takes `Status`.
 * Numbers ending in 0000 are refused as invalid (60200, 400); while `down` it answers 503.
 */
function twilioStandIn() {
  const received: Received[] = [];
  const state = { down: false, rateLimited: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization, form });
      const send = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const expected = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (state.down) return send(503, { code: 20500, message: 'Service unavailable', status: 503 });
      if (state.rateLimited)
        return send(429, { code: 60203, message: 'Max send attempts reached', status: 429 });
      const create = req.url === `/v2/Services/${SERVICE}/Verifications`;
      const update = req.url?.startsWith(`/v2/Services/${SERVICE}/Verifications/VE`);
      if (req.method !== 'POST' || !(create || update))
        return send(404, { code: 20404, message: 'Not found', status: 404 });
      if (create) {
        if (!form.To?.startsWith('+') || form.To.endsWith('0000')) {
          return send(400, { code: 60200, message: 'Invalid parameter `To`', status: 400 });
        }
        if (!['sms', 'whatsapp'].includes(form.Channel ?? '') || !/^\d{4,10}$/.test(form.CustomCode ?? '')) {
          return send(400, { code: 60200, message: 'Invalid parameter', status: 400 });
        }
        return send(201, {
          sid: `VE${'0f'.repeat(16)}`,
          status: 'pending',
          to: form.To,
          channel: form.Channel,
          valid: false,
        });
      }
      return send(200, { sid: req.url?.split('/').at(-1), status: form.Status });
    });
  });
  return { server, received, state };
}

let stand: ReturnType<typeof twilioStandIn>;
let baseUrl: string;

beforeAll(async () => {
  stand = twilioStandIn();
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stand.server.close(() => resolve())));

const channel = (whatsapp = true) =>
  createTwilioVerifyChannel({ baseUrl, username: KEY, password: SECRET, serviceSid: SERVICE, whatsapp });
const message = { to: '+96550123456', channel: 'sms' as const, code: '123456', text: 'x', locale: 'ar-KW' };

describe('Twilio Verify adapter', () => {
  it('creates a Verification with our code (form-encoded, Basic auth) and keeps its sid', async () => {
    const result = await channel().send(message);
    expect(result.providerRef).toMatch(/^VE/);
    const last = stand.received.at(-1);
    expect(last?.form).toEqual({ To: '+96550123456', Channel: 'sms', CustomCode: '123456', Locale: 'ar' });
    await channel().confirm?.(result.providerRef ?? '');
    expect(stand.received.at(-1)).toMatchObject({
      path: `/v2/Services/${SERVICE}/Verifications/${result.providerRef}`,
      form: { Status: 'approved' },
    });
  });

  it('an invalid number is a final failure; 429 and 5xx pass (retryable); so does an unreachable host', async () => {
    const bad = await channel()
      .send({ ...message, to: '+96550000000' })
      .catch((e) => e);
    expect(bad).toBeInstanceOf(ChannelFailure);
    expect(bad).toMatchObject({ retryable: false, providerCode: '60200' });
    stand.state.rateLimited = true;
    expect(
      await channel()
        .send(message)
        .catch((e) => e),
    ).toMatchObject({ retryable: true, providerCode: '60203' });
    stand.state.rateLimited = false;
    stand.state.down = true;
    expect(
      await channel()
        .send(message)
        .catch((e) => e),
    ).toMatchObject({ retryable: true });
    stand.state.down = false;
    const nowhere = createTwilioVerifyChannel({
      baseUrl: 'http://127.0.0.1:9',
      username: KEY,
      password: SECRET,
      serviceSid: SERVICE,
      whatsapp: false,
    });
    expect(await nowhere.send(message).catch((e) => e)).toMatchObject({ retryable: true });
  });

  it('offers WhatsApp only when the service has a sender', async () => {
    expect(channel(false).channels).toEqual(['sms']);
    expect(
      await channel(false)
        .send({ ...message, channel: 'whatsapp' })
        .catch((e) => e),
    ).toMatchObject({ retryable: false });
    await channel(true).send({ ...message, channel: 'whatsapp' });
    expect(stand.received.at(-1)?.form.Channel).toBe('whatsapp');
  });
});

describe('the app with MESSAGE_CHANNEL=twilio', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp([orderSeed()], {
      env: {
        MESSAGE_CHANNEL: 'twilio',
        TWILIO_VERIFY_URL: baseUrl,
        TWILIO_API_KEY: KEY,
        TWILIO_API_SECRET: SECRET,
        TWILIO_VERIFY_SERVICE_SID: SERVICE,
        TWILIO_WHATSAPP: 'true',
      },
    });
  });
  afterAll(() => ctx.close());

  it('sends the code it made through Twilio, accepts it back, and reports the verification approved', async () => {
    const before = stand.received.length;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/webapp/register-whatsapp',
      payload: { reference_id: 'shop', phone: '+96551112222', name: 'Mona' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const { eventually } = await import('../../platform/test/eventually.ts');
    const created = await eventually(
      async () => stand.received.slice(before).find((r) => r.form.CustomCode),
      (r) => r !== undefined,
    );
    expect(created?.form).toMatchObject({ To: '+96551112222', Channel: 'whatsapp' });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { request_id: sent.json().request_id, code: created?.form.CustomCode },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const approved = await eventually(
      async () => stand.received.slice(before).find((r) => r.form.Status === 'approved'),
      (r) => r !== undefined,
    );
    expect(approved).toBeDefined();
  });

  it('without its settings the app refuses to start (never a silent fall-back to the log)', async () => {
    await expect(createTestApp([], { env: { MESSAGE_CHANNEL: 'twilio' } })).rejects.toThrow(/TWILIO_API_KEY/);
  });

  it('sends our own texts only with a Messaging Service, named in full (ADR 1478)', async () => {
    // Verify alone carries codes: no `notify`, so phone orders offer no status messages.
    expect(channel().notify).toBeUndefined();
    await expect(
      createTestApp([], {
        env: {
          MESSAGE_CHANNEL: 'twilio',
          TWILIO_VERIFY_URL: baseUrl,
          TWILIO_API_KEY: KEY,
          TWILIO_API_SECRET: SECRET,
          TWILIO_VERIFY_SERVICE_SID: SERVICE,
          TWILIO_ACCOUNT_SID: `AC${'1b'.repeat(16)}`,
        },
      }),
    ).rejects.toThrow(/TWILIO_MESSAGING_SERVICE_SID/);
  });
});
