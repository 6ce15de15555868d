// A stand-in push service on 127.0.0.1 for tests (ADR 909), written from the Web Push RFCs: it
// accepts a message (RFC 8030: POST to the subscription's endpoint, TTL, Urgency, Topic), checks
// its VAPID authorization (RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, audience = this
// origin, expiry within 24 hours, signed by k) and decrypts its aes128gcm body for the device's
// keys (RFC 8291 / RFC 8188), as a browser's push service and the browser would.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, once its signature was checked. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  /** The decrypted payload. */
  text: string;
};

const b64u = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A device: its ECDH key pair and auth secret, as `PushSubscription.toJSON().keys` gives them. */
function newDevice() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
}
type Device = ReturnType<typeof newDevice>;

/** RFC 8291 §3.4 and RFC 8188: the message's plaintext for the device, or an error. */
export function decryptPush(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(device.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])])).subarray(0, 32);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record: content, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 §2–3: the JWT's ES256 signature by the key `k`, its audience and expiry. */
function checkVapid(authorization: string, origin: string): Pick<ReceivedPush, 'claims' | 'vapidKey'> {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!m?.[1] || !m[2]) throw new Error('no vapid authorization');
  const [head, claims, signature] = m[1].split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') throw new Error('not ES256');
  const raw = Buffer.from(m[2], 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('bad vapid signature');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  if (!(body.exp > now && body.exp <= now + 24 * 3600 + 60)) throw new Error('exp out of range');
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) throw new Error('sub is not mailto: or https:');
  return { claims: body, vapidKey: m[2] };
}

/**
 * The stand-in: `subscribe()` makes a device and its subscription at this service; every message
 * that passes the checks is decrypted into `received`, others get a 400/401 and land in `refused`.
 * `gone(endpoint)` makes the service answer 410 for it, as for an expired subscription.
 */
export async function startPushStandIn() {
  const devices = new Map<string, Device>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const device = devices.get(endpoint);
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
      if (gone.has(endpoint)) return void res.writeHead(410).end();
      try {
        if (!req.headers.ttl || req.headers['content-encoding'] !== 'aes128gcm') throw new Error('headers');
        const vapid = checkVapid(String(req.headers.authorization ?? ''), origin);
        const text = decryptPush(device, Buffer.concat(chunks));
        received.push({ endpoint, headers: req.headers, text, ...vapid });
        res.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
      } catch (error) {
        refused.push(String(error));
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    subscribe() {
      const device = newDevice();
      const endpoint = `${origin}/push/${b64u(randomBytes(12))}`;
      devices.set(endpoint, device);
      return { endpoint, keys: device.keys };
    },
    gone: (endpoint: string) => gone.add(endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
