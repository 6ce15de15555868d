import { randomUUID } from 'node:crypto';
import { quickItem } from './checkout.ts';

/** An acknowledged order, by its public reference: no diner answer has its number (ADR 1472). */
export type PlacedOrder = { ref: string; token: string };

/** A cash car-pickup order of the demo's quickest item, as the checkout sends it. */
export async function demoOrderBody(baseUrl: string): Promise<Record<string, unknown>> {
  const item = (await quickItem(baseUrl)) as Awaited<ReturnType<typeof quickItem>> & {
    price_labels: { id: number }[];
  };
  const restaurant = (await (await fetch(`${baseUrl}/api/webapp/v5/restaurant/demo`)).json()) as {
    restaurant: { branch_id: number };
  };
  return {
    branch_id: restaurant.restaurant.branch_id,
    selling_types: 'car_pickup',
    name: 'Load Tester',
    phone: '50123456',
    dial_code: '965',
    payment_type: 2,
    car: { brand: 'Lexus', color: 'White', plate: '12345' },
    order_lines: [{ item_id: item.id, price_label_id: item.price_labels[0]?.id, quantity: 1, modifiers: '' }],
  };
}

/**
 * `workers` clients placing orders back to back, each with its own Idempotency-Key, until
 * stopped. Every 201 (an acknowledged order) is recorded; failures (the server is gone) are not.
 */
export function orderLoad(baseUrl: string, body: Record<string, unknown>, workers = 6) {
  const acknowledged: PlacedOrder[] = [];
  let running = true;
  let failures = 0;
  let lastRefusal = '';
  const waiters: { count: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  const worker = async () => {
    while (running) {
      try {
        const res = await fetch(`${baseUrl}/api/webapp/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        });
        const json = (await res.json()) as { order?: { public_ref: string }; token?: string };
        if (res.status === 201 && json.order && json.token) {
          acknowledged.push({ ref: json.order.public_ref, token: json.token });
          for (const w of waiters.splice(0)) {
            if (acknowledged.length >= w.count) w.resolve();
            else waiters.push(w);
          }
        } else {
          failures++;
          // A refusal (not an outage) means the body is wrong: fail the test, do not spin.
          if (res.status < 500 && res.status !== 429) {
            lastRefusal = `${res.status} ${JSON.stringify(json).slice(0, 300)}`;
            for (const w of waiters.splice(0)) w.reject(new Error(`order refused: ${lastRefusal}`));
          }
          // Busy or briefly unavailable: retry politely. Spinning here spent the order rate
          // limit (120 a minute per address) during a 3 s outage, and the load then waited a
          // minute of 429s for its window to pass.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } catch {
        failures++;
        // The server is gone (killed): back off instead of spinning on refused connections.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, worker));
  return {
    acknowledged,
    failures: () => failures,
    /** Resolves once `count` orders in all were acknowledged. */
    reached: (count: number) =>
      new Promise<void>((resolve, reject) => {
        if (acknowledged.length >= count) resolve();
        else if (lastRefusal) reject(new Error(`order refused: ${lastRefusal}`));
        else waiters.push({ count, resolve, reject });
      }),
    stop: async () => {
      running = false;
      await done;
    },
  };
}
