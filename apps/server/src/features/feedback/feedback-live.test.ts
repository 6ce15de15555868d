import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSurvey } from '../../platform/db/seed/demo-survey.ts';
import { createTestApp, type TestContext } from '../../platform/test/test-app.ts';
import { NOON, orderSeed } from '../orders/order-test-fixture.ts';
import { issueStaffToken } from '../staff/staff-tokens.ts';

let ctx: TestContext;
let base: string;
const seed = (ref: string) => {
  const s = orderSeed(ref);
  return { ...s, settings: { ...s.settings, feedback: true }, survey: demoSurvey };
};

beforeAll(async () => {
  ctx = await createTestApp([seed('shop'), seed('other')], { now: () => NOON });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

/** Reads a Server-Sent Events stream until `done` holds for the text received so far. */
async function readUntil(
  url: string,
  token: string,
  act: () => Promise<void>,
  done: (text: string) => boolean,
) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let acted = false;
  const timer = setTimeout(() => controller.abort(), 5_000);
  try {
    while (!done(text)) {
      const { value, done: end } = await reader.read();
      if (end) break;
      text += decoder.decode(value);
      if (!acted && text.includes('event: ready')) {
        acted = true;
        await act();
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return text;
}

async function answer(ref: string, visitor: string) {
  const { survey } = (await (await fetch(`${base}/api/webapp/survey/${ref}`)).json()) as {
    survey: { id: number; questions: { id: number; kind: number }[] };
  };
  const value = (kind: number) => (kind === 2 ? 5 : 3);
  const answers = survey.questions
    .filter((q) => [2, 3, 5].includes(q.kind))
    .map((q) => ({ question_id: q.id, value: value(q.kind) }));
  const res = await fetch(`${base}/api/webapp/survey/${survey.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ visitor_id: visitor, answers }),
  });
  return ((await res.json()) as { response_id: number }).response_id;
}

describe('GET staff/events (feedback)', () => {
  it('announces a new survey answer of its own business only', async () => {
    const token = (await issueStaffToken(ctx.database.db, 'shop')) ?? '';
    let mine = 0;
    const text = await readUntil(
      `${base}/api/staff/events`,
      token,
      async () => {
        await answer('other', 'visitor-other-1');
        mine = await answer('shop', 'visitor-shop-1');
      },
      (t) => mine > 0 && t.includes(`"id":${mine}`),
    );
    expect(text).toContain(`event: feedback\ndata: {"kind":"survey","id":${mine}}`);
    expect(text.match(/event: feedback/g)).toHaveLength(1);
  });
});
