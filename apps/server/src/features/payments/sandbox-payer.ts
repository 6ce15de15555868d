import type { App } from '../../app.ts';

/**
 * Tests' payer at the sandbox's hosted page: opens it (which hands the browser the attempt's
 * secret), then approves or declines (ADR 722).
 */
export async function payInSandbox(app: App, url: string, decision: 'approve' | 'decline') {
  const page = await app.inject({ url });
  const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const secret = /name="secret" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return app.inject({
    method: 'POST',
    url,
    payload: `decision=${decision}&card=4242&secret=${secret}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });
}
