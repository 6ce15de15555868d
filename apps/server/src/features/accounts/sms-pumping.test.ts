import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { orderSeed } from '../orders/order-test-fixture.ts';
import { accountCalls, recordingChannel } from './accounts-test-support.ts';

// Issue 33 point 6 (ADR 1321): codes went to Somalia, Cuba, +882, +881, Inmarsat, +979 and UK 09.
let ctx: TestContext;
const channel = recordingChannel();
beforeAll(async () => {
  ctx = await createTestApp([orderSeed()], {
    accounts: { channel, delivery: { retries: 1, backoffSeconds: 0 }, dailyBudget: 8 },
  });
});
afterAll(() => ctx.close());

describe('SMS pumping', () => {
  it('refuses premium, satellite and foreign numbers; a day’s budget per business stops the rest', async () => {
    const calls = accountCalls(ctx.app);
    const refused = [
      '+252612345678',
      '+5352345678',
      '+882345678901',
      '+8816312345678',
      '+870772123456',
      '+979123456789',
      '+447000000000',
      '+449098790000',
      '+966501234567',
    ];
    let n = 0;
    for (const phone of refused) {
      const res = await calls.send(phone, {}, `10.66.0.${++n}`);
      expect(res.statusCode, phone).toBe(422);
    }
    // The business's own country goes through, up to its daily budget (8 here).
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await calls.send(`+9655${5000000 + i * 17}`, {}, `10.67.0.${i}`)).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(202));
    expect(statuses[8]).toBe(429);
    expect(channel.sent.every((m) => m.to.startsWith('+965'))).toBe(true);
  });
});
