// Order attacks, run on purpose: `node bench/attack-orders.bench.ts` (after `npm run build`).
// The production server (its own embedded PostgreSQL, the demo seeded) on 127.0.0.1, limits off
// (RATE_LIMITS=off: this measures what the pipeline lets through, not the limits, ADR 1385):
// 1. Duplicates: --keys / ATTACK_KEYS (300) Idempotency-Keys, each posted --copies /
//    ATTACK_COPIES (20) times at once with the same body. Every key must make exactly one order
//    and every acknowledged copy must name it (ADR 402).
// 2. Mispriced: --carts / ATTACK_CARTS (1000) hostile carts — client prices, totals, fees and
//    discounts in the body and its lines, odd quantities, another item's label, junk modifiers
//    and coupons. Each accepted one is placed again as a clean twin (only what a checkout sends);
//    an accepted hostile cart whose total differs from its twin's is mispriced. Money is never
//    computed from client figures (DEVELOPERS.md).
// Prints duplicates, mispriced, answers ≥ 500, and stops by itself; the data directory is removed.
import { randomUUID } from 'node:crypto';
import { demoOrderBody } from '../tests/e2e/support/order-load.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { demoMenuItems } from '../tests/e2e/support/storefront.ts';
import { numberOption } from './support/args.ts';

const KEYS = Math.max(1, numberOption('keys', 'ATTACK_KEYS', 300));
const COPIES = Math.max(2, numberOption('copies', 'ATTACK_COPIES', 20));
const CARTS = Math.max(1, numberOption('carts', 'ATTACK_CARTS', 1000));

type Answer = { status: number; json: { order?: { public_ref: string; amounts?: { total: number } } } };

async function place(baseUrl: string, body: unknown, key: string): Promise<Answer> {
  const res = await fetch(`${baseUrl}/api/webapp/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Answer['json'] };
}

/** A different guest phone per cart: the per-phone guest limit stays out of the way. */
const phoneOf = (n: number) => `5${String(1_000_000 + n).padStart(7, '0')}`;

/** Deterministic pseudo-random choices, so a run can be repeated. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const MONEY_KEYS = [
  'price',
  'total',
  'amount',
  'sub_total',
  'subtotal',
  'unit_price',
  'net',
  'gross',
  'discount',
];
const ODD_VALUES = [0, -1, -100_000, 0.001, 1e12, '0', null, 'free'];

function hostile(clean: Record<string, unknown>, other: { id: number; label: number }, random: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const body: Record<string, unknown> = structuredClone(clean);
  const line = (body.order_lines as Record<string, unknown>[])[0] as Record<string, unknown>;
  const moves = 1 + Math.floor(random() * 4);
  for (let i = 0; i < moves; i++) {
    switch (Math.floor(random() * 8)) {
      case 0:
        body[pick(MONEY_KEYS)] = pick(ODD_VALUES);
        break;
      case 1:
        line[pick(MONEY_KEYS)] = pick(ODD_VALUES);
        break;
      case 2:
        line.quantity = pick([0, -1, 1.5, 2, '2', 99, 1e9]);
        break;
      case 3:
        line.price_label_id = other.label;
        break;
      case 4:
        line.modifiers = pick(['1,1,1', '-5', '999999', 'x', '1'.repeat(500)]);
        break;
      case 5:
        body.coupon = pick(['FREE100', '', 'x'.repeat(200), '-1']);
        break;
      case 6:
        body[pick(['delivery_fee', 'service_fee', 'tax', 'tips_amount'])] = pick(ODD_VALUES);
        break;
      default:
        (body.order_lines as unknown[]).push({ ...line, item_id: other.id, price_label_id: other.label });
    }
  }
  return body;
}

/** What a checkout sends of a cart: the hostile one's accepted lines, nothing else of money. */
function twinOf(body: Record<string, unknown>, clean: Record<string, unknown>, phone: string) {
  const lines = (body.order_lines as Record<string, unknown>[]).map((l) => ({
    item_id: l.item_id,
    price_label_id: l.price_label_id,
    quantity: l.quantity,
    modifiers: l.modifiers,
  }));
  return { ...clean, phone, order_lines: lines, ...(body.coupon ? { coupon: body.coupon } : {}) };
}

const server = await startServer({ RATE_LIMITS: 'off' }, { fresh: true });
try {
  const clean = await demoOrderBody(server.baseUrl);
  const menu = await demoMenuItems<{ id: number; available: boolean; price_labels: { id: number }[] }>(
    server.baseUrl,
  );
  const cleanLine = (clean.order_lines as { item_id: number }[])[0];
  const otherItem = menu.find((i) => i.available && i.id !== cleanLine?.item_id && i.price_labels[0]);
  const other = { id: otherItem?.id ?? 1, label: otherItem?.price_labels[0]?.id ?? 1 };

  // 1. Duplicates.
  let duplicates = 0;
  let mismatched = 0;
  let fivexx = 0;
  const started = Date.now();
  for (let k = 0; k < KEYS; k++) {
    const key = randomUUID();
    const body = { ...clean, phone: phoneOf(k) };
    const answers = await Promise.all(Array.from({ length: COPIES }, () => place(server.baseUrl, body, key)));
    fivexx += answers.filter((a) => a.status >= 500).length;
    const refs = new Set(answers.filter((a) => a.status === 201).map((a) => a.json.order?.public_ref));
    if (refs.size > 1) duplicates += refs.size - 1;
    if (refs.size === 0) mismatched++;
  }
  const dupSeconds = (Date.now() - started) / 1000;

  // 2. Mispriced.
  const random = rng(33);
  let accepted = 0;
  let refused = 0;
  let mispriced = 0;
  const examples: string[] = [];
  for (let n = 0; n < CARTS; n++) {
    const phone = phoneOf(100_000 + n);
    const body = { ...hostile(clean, other, random), phone };
    const a = await place(server.baseUrl, body, randomUUID());
    if (a.status >= 500) fivexx++;
    if (a.status !== 201) {
      refused++;
      continue;
    }
    accepted++;
    const twin = await place(server.baseUrl, twinOf(body, clean, phoneOf(200_000 + n)), randomUUID());
    if (twin.status >= 500) fivexx++;
    const got = a.json.order?.amounts?.total;
    const want = twin.status === 201 ? twin.json.order?.amounts?.total : undefined;
    if (got !== want) {
      mispriced++;
      if (examples.length < 3) examples.push(`${JSON.stringify(body).slice(0, 300)} → ${got} vs ${want}`);
    }
  }

  console.log(
    `duplicates: ${duplicates} extra orders over ${KEYS} keys × ${COPIES} copies ` +
      `(${KEYS - mismatched} keys acknowledged, ${dupSeconds.toFixed(1)} s)`,
  );
  console.log(
    `mispriced: ${mispriced} of ${accepted} accepted hostile carts (${refused} refused with a 4xx)`,
  );
  for (const e of examples) console.log(`  e.g. ${e}`);
  console.log(`answers ≥ 500: ${fivexx}`);
  process.exitCode = duplicates || mispriced || fivexx ? 1 : 0;
} finally {
  await server.stop();
}
