// A stand-in of Tap Payments on 127.0.0.1 for tests, e2e and benchmarks (ADR 720), written from
// Tap's documentation (developers.tap.company): POST /v2/charges answers an INITIATED charge with
// a `transaction.url` to a hosted page; the page's decision captures or declines the charge, posts
// it to `post.url` with the `hashstring` header, and sends the browser to `redirect.url?tap_id=…`;
// GET /v2/charges/{id} retrieves it; POST /v2/refunds refunds a captured charge (once in full).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromMajorUnits, toMajorUnits } from '@sufra/domain';
import { tapHashstring } from '../../features/payments/tap/tap-hashstring.ts';

const SOURCE_CURRENCIES: Record<string, string[] | null> = {
  src_card: null,
  'src_kw.knet': ['KWD'],
  'src_bh.benefit': ['BHD'],
  'src_sa.mada': ['SAR'],
  src_apple_pay: ['AED', 'SAR', 'KWD', 'QAR', 'BHD', 'USD'],
};

export type StandInCharge = {
  id: string;
  object: 'charge';
  live_mode: false;
  api_version: 'V2';
  status: string;
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  transaction: { timezone: string; created: string; url: string; expiry: { period: number; type: string } };
  reference: { transaction: string; order: string; gateway: string; payment: string; track: string };
  response: { code: string; message: string };
  source: { id: string };
  customer: unknown;
  redirect: { status: string; url: string };
  post: { status: string; url: string; attempt?: number };
  /** Not Tap's: the key that created the charge (the stand-in's account), never serialised. */
  key: string;
};

export type StandInRefund = {
  id: string;
  object: 'refund';
  status: string;
  amount: number;
  currency: string;
  charge_id: string;
  reason: string;
  reference: { merchant: string };
};

const id = (prefix: string) => `${prefix}_TS${randomBytes(12).toString('hex')}`;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type TapStandIn = Awaited<ReturnType<typeof startTapStandIn>>;

export async function startTapStandIn(options: { keys: string[]; refundStatus?: 'REFUNDED' | 'PENDING' }) {
  const keys = new Set(options.keys);
  const charges = new Map<string, StandInCharge>();
  const refunds: StandInRefund[] = [];
  /** Requests received, for assertions (method, path, body) — never with the Authorization header. */
  const requests: { method: string; path: string; body: unknown }[] = [];
  /** Status codes to answer to the next calls of an API path instead of handling them. */
  const failures: { path: string; status: number }[] = [];
  const webhookDeliveries: { chargeId: string; status: number }[] = [];
  let base = '';

  const publicCharge = ({ key: _key, ...charge }: StandInCharge) => charge;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, description: string) =>
    send(res, status, { errors: [{ code, description }] });

  const readBody = async (req: IncomingMessage): Promise<string> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const keyOf = (req: IncomingMessage): string | null => {
    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    return keys.has(key) ? key : null;
  };

  /** Posts the charge to its post.url as Tap does: raw JSON, `hashstring` header. */
  async function deliverWebhook(charge: StandInCharge): Promise<number> {
    if (!charge.post.url) return 0;
    const body = JSON.stringify(publicCharge(charge));
    const status = await fetch(charge.post.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', hashstring: webhookSignature(charge) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
      .then((r) => r.status)
      .catch(() => 0);
    charge.post.status = status >= 200 && status < 300 ? 'SUCCESS' : 'ERROR';
    charge.post.attempt = (charge.post.attempt ?? 0) + 1;
    webhookDeliveries.push({ chargeId: charge.id, status });
    return status;
  }

  function webhookSignature(charge: StandInCharge): string {
    return tapHashstring(charge, charge.key) ?? '';
  }

  /** The payer's decision on the hosted page: the charge is captured or declined. */
  function decide(charge: StandInCharge, approve: boolean): void {
    if (charge.status !== 'INITIATED') return;
    charge.status = approve ? 'CAPTURED' : 'DECLINED';
    charge.response = approve
      ? { code: '000', message: 'Captured' }
      : { code: '507', message: 'Declined, Card Issuer' };
    charge.reference.gateway = randomBytes(6).toString('hex');
    charge.reference.payment = String(Date.now()) + randomBytes(2).toString('hex');
    charge.redirect.status = 'SUCCESS';
  }

  function hostedPage(charge: StandInCharge): string {
    const brand =
      {
        'src_kw.knet': 'KNET',
        'src_bh.benefit': 'BENEFIT',
        'src_sa.mada': 'mada',
        src_apple_pay: 'Apple Pay',
      }[charge.source.id] ?? 'Card';
    const amount = `${toMajorUnits(fromMajorUnits(charge.amount, charge.currency) ?? 0, charge.currency)} ${charge.currency}`;
    const form =
      charge.status === 'INITIATED'
        ? `<form method="post"><button name="decision" value="approve">Pay ${esc(amount)}</button>
<button name="decision" value="decline">Cancel</button></form>`
        : `<p>This charge is ${esc(charge.status)}.</p>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tap stand-in — ${esc(brand)}</title></head>
<body><main><p>TAP STAND-IN (test)</p><h1>${esc(brand)}</h1><p data-testid="tap-amount">${esc(amount)}</p>${form}</main></body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    const raw = req.method === 'POST' ? await readBody(req) : '';
    const isApi = path.startsWith('/v2/');
    let body: unknown = null;
    if (isApi && raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return error(res, 400, '1100', 'Invalid JSON');
      }
    }
    if (isApi) {
      requests.push({ method: req.method ?? 'GET', path, body });
      const failure = failures.findIndex((f) => f.path === path || path.startsWith(`${f.path}/`));
      if (failure >= 0) {
        const [f] = failures.splice(failure, 1);
        return error(res, f?.status ?? 500, '5000', 'Injected failure');
      }
    }

    // The hosted payment page (transaction.url) and its form.
    const page = /^\/gateway\/(chg_[A-Za-z0-9]+)$/.exec(path);
    if (page) {
      const charge = charges.get(page[1] ?? '');
      if (!charge) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return void res.end('<p>Unknown charge</p>');
      }
      if (req.method === 'POST') {
        const decision = new URLSearchParams(raw).get('decision');
        const initiated = charge.status === 'INITIATED';
        decide(charge, decision === 'approve');
        // Tap posts the result before the payer is sent back.
        if (initiated) await deliverWebhook(charge);
        const target = new URL(charge.redirect.url);
        target.searchParams.set('tap_id', charge.id);
        res.writeHead(302, { location: target.toString() });
        return void res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(hostedPage(charge));
    }

    if (!isApi) return error(res, 404, '404', 'Not found');
    const key = keyOf(req);
    if (!key) return error(res, 401, '2107', 'Invalid API key');

    if (req.method === 'POST' && path === '/v2/charges') {
      const b = body as Record<string, unknown> | null;
      const source = (b?.source as { id?: string } | undefined)?.id ?? '';
      const currency = typeof b?.currency === 'string' ? b.currency : '';
      const amount = typeof b?.amount === 'number' ? b.amount : Number.NaN;
      const allowed = SOURCE_CURRENCIES[source];
      const redirect = (b?.redirect as { url?: string } | undefined)?.url ?? '';
      const reference = (b?.reference as { transaction?: string; order?: string } | undefined) ?? {};
      if (!/^[A-Z]{3}$/.test(currency)) return error(res, 400, '1117', 'Invalid currency');
      if (!(amount > 0) || fromMajorUnits(amount, currency) === null)
        return error(res, 400, '1115', 'Invalid amount');
      if (allowed === undefined) return error(res, 400, '1125', 'Invalid source id');
      if (allowed && !allowed.includes(currency))
        return error(res, 400, '1126', `Source ${source} does not support ${currency}`);
      if (!/^https?:\/\//.test(redirect)) return error(res, 400, '1123', 'redirect.url is required');
      const chargeId = id('chg');
      const charge: StandInCharge = {
        id: chargeId,
        object: 'charge',
        live_mode: false,
        api_version: 'V2',
        status: 'INITIATED',
        amount,
        currency,
        description: String(b?.description ?? ''),
        metadata: (b?.metadata as Record<string, string>) ?? {},
        transaction: {
          timezone: 'UTC+03:00',
          created: String(Date.now()),
          url: `${base}/gateway/${chargeId}`,
          expiry: { period: 30, type: 'MINUTE' },
        },
        reference: {
          transaction: String(reference.transaction ?? ''),
          order: String(reference.order ?? ''),
          gateway: '',
          payment: '',
          track: id('tck'),
        },
        response: { code: '100', message: 'Initiated' },
        source: { id: source },
        customer: b?.customer ?? null,
        redirect: { status: 'PENDING', url: redirect },
        post: { status: 'PENDING', url: String((b?.post as { url?: string } | undefined)?.url ?? '') },
        key,
      };
      charges.set(chargeId, charge);
      return send(res, 200, publicCharge(charge));
    }

    const retrieve = /^\/v2\/charges\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const charge = charges.get(decodeURIComponent(retrieve[1] ?? ''));
      // Another merchant's charge does not exist for this key.
      if (!charge || charge.key !== key) return error(res, 404, '1140', 'Charge not found');
      return send(res, 200, publicCharge(charge));
    }

    if (req.method === 'POST' && path === '/v2/refunds') {
      const b = body as Record<string, unknown> | null;
      const charge = charges.get(String(b?.charge_id ?? ''));
      if (!charge || charge.key !== key) return error(res, 404, '1140', 'Charge not found');
      const currency = String(b?.currency ?? '');
      const amount = typeof b?.amount === 'number' ? b.amount : Number.NaN;
      if (currency !== charge.currency) return error(res, 400, '1117', 'Currency differs from the charge');
      const minor = fromMajorUnits(amount, currency);
      const refunded = refunds
        .filter((r) => r.charge_id === charge.id)
        .reduce((sum, r) => sum + (fromMajorUnits(r.amount, r.currency) ?? 0), 0);
      const captured = fromMajorUnits(charge.amount, charge.currency) ?? 0;
      if (charge.status !== 'CAPTURED' || minor === null || minor <= 0 || refunded + minor > captured)
        return error(res, 400, '1510', 'Refund not allowed for this charge');
      const refund: StandInRefund = {
        id: id('re'),
        object: 'refund',
        status: options.refundStatus ?? 'REFUNDED',
        amount,
        currency,
        charge_id: charge.id,
        reason: String(b?.reason ?? ''),
        reference: { merchant: String((b?.reference as { merchant?: string } | undefined)?.merchant ?? '') },
      };
      refunds.push(refund);
      if (refunded + minor === captured) charge.status = 'REFUNDED';
      return send(res, 200, refund);
    }

    return error(res, 404, '404', 'Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: Error) => error(res, 500, '5000', e.message));
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** TAP_API_URL for the app under test. */
    apiUrl: `${base}/v2`,
    baseUrl: base,
    charges,
    refunds,
    requests,
    webhookDeliveries,
    addKey: (key: string) => keys.add(key),
    /** The next calls to `path` (e.g. '/v2/refunds') answer `status` instead. */
    failNext: (path: string, status = 503, times = 1) => {
      for (let i = 0; i < times; i += 1) failures.push({ path, status });
    },
    /** The payer's decision without a browser (benchmarks): as the hosted page's form does. */
    async pay(chargeId: string, approve = true): Promise<{ location: string }> {
      const res = await fetch(`${base}/gateway/${chargeId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=${approve ? 'approve' : 'decline'}`,
        redirect: 'manual',
      });
      return { location: res.headers.get('location') ?? '' };
    },
    /** Captures a charge without telling anyone (the payer closed the tab; the webhook was lost). */
    captureSilently(chargeId: string): void {
      const charge = charges.get(chargeId);
      if (charge) decide(charge, true);
    },
    /** The webhook Tap would post for the charge now: raw body and its hashstring. */
    webhookFor(
      chargeId: string,
      overrides: Partial<StandInCharge> = {},
    ): { body: string; hashstring: string } {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      const changed = { ...charge, ...overrides };
      return { body: JSON.stringify(publicCharge(changed)), hashstring: webhookSignature(changed) };
    },
    deliverWebhook: (chargeId: string) => {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      return deliverWebhook(charge);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
