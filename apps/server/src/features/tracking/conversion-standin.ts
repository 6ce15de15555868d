import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request one of the stand-ins received, its body parsed. */
export type Received = {
  platform: 'meta' | 'tiktok' | 'snap';
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

const isSha256 = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const hashList = (v: unknown) => v === undefined || (Array.isArray(v) && v.every(isSha256));

/**
 * Stand-ins, on 127.0.0.1, for the three conversion APIs as their documentation describes them
 * (ADR 840), for tests:
 * - Meta Graph `POST /{version}/{pixel_id}/events`: an access token (here the Bearer header), a
 *   JSON `data` array of server events with `event_name`, integer `event_time`, `action_source`,
 *   `user_data` whose `ph`/`em`/`external_id` are arrays of SHA-256 hex → `{ events_received }`;
 *   a bad token is Graph's 400 OAuthException (code 190).
 * - TikTok `POST /open_api/v1.3/event/track/`: `Access-Token` header, `event_source` "web",
 *   `event_source_id`, `data` with `event`, `event_time`, `user.phone`/`email` SHA-256 → HTTP 200
 *   `{ code: 0 }`; a bad token is `{ code: 40001 }`.
 * - Snapchat `POST /v3/{pixel_id}/events`: Bearer token, `data` with `event_name`, `event_time`,
 *   `action_source`, hashed `user_data` → 200; a bad token 401.
 * A body that breaks those rules is a 400 (and recorded as `invalid`). `failNext` answers the next
 * requests with a status (503, 429…) before behaving again.
 */
export async function startConversionStandIn(tokens: { meta: string; tiktok: string; snap: string }) {
  const received: Received[] = [];
  const invalid: string[] = [];
  const state = { failNext: [] as number[] };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => {
      raw += d;
    });
    req.on('end', () => {
      const send = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, { error: { message: 'Invalid JSON' } });
      }
      const path = req.url ?? '';
      const meta = /^\/v\d+\.\d+\/([^/]+)\/events$/.exec(path);
      const tiktok = path === '/open_api/v1.3/event/track/';
      const snap = /^\/v3\/([^/]+)\/events$/.exec(path);
      const platform = meta ? 'meta' : tiktok ? 'tiktok' : snap ? 'snap' : null;
      if (!platform || req.method !== 'POST') return send(404, { error: 'not found' });
      if (path.includes('access_token')) invalid.push(`${platform}: token in the URL`);
      received.push({ platform, path, headers: req.headers, body });
      const fail = state.failNext.shift();
      if (fail) return send(fail, { error: { message: 'try again later' } });
      const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
      const bad = (why: string) => {
        invalid.push(`${platform}: ${why}`);
        return send(400, { error: { message: why } });
      };
      if (data.length !== 1) return bad('data must hold the events');
      const event = data[0] as Record<string, unknown>;
      if (!Number.isInteger(event.event_time)) return bad('event_time');
      if (typeof event.event_id !== 'string') return bad('event_id');
      if (platform === 'meta') {
        if (req.headers.authorization !== `Bearer ${tokens.meta}`)
          return send(400, {
            error: { type: 'OAuthException', code: 190, message: 'Invalid OAuth access token' },
          });
        const user = event.user_data as Record<string, unknown>;
        if (event.action_source !== 'website' || !user) return bad('action_source / user_data');
        if (!hashList(user.ph) || !hashList(user.em) || !hashList(user.external_id)) return bad('hashes');
        return send(200, { events_received: 1, messages: [], fbtrace_id: 'AbC' });
      }
      if (platform === 'tiktok') {
        if (req.headers['access-token'] !== tokens.tiktok) return send(200, { code: 40001, message: 'auth' });
        if (body.event_source !== 'web' || typeof body.event_source_id !== 'string')
          return bad('event_source');
        const user = event.user as Record<string, unknown>;
        if (!user || (user.phone !== undefined && !isSha256(user.phone))) return bad('user.phone');
        return send(200, { code: 0, message: 'OK', request_id: 'r1' });
      }
      if (req.headers.authorization !== `Bearer ${tokens.snap}`) return send(401, { status: 'UNAUTHORIZED' });
      const user = event.user_data as Record<string, unknown>;
      if (event.action_source !== 'WEB' || !user || !hashList(user.ph)) return bad('user_data');
      return send(200, { status: 'VALID' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    invalid,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
