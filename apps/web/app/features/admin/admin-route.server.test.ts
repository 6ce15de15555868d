import { describe, expect, it } from 'vitest';
import { createLoadContext } from '../../platform/api-context.ts';
import { writeProblemOf } from './admin-problems.server.ts';
import { adminAction, adminLoader, answer, intentOnly, refuse } from './admin-route.server.ts';

// ADR 1220: the back office's one route preamble — who is signed in, the intent's write, the answer.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The admin API as a stand-in: `/me` answers a member of `role`; every other call `answer(path)`. */
function argsFor(
  role: 'owner' | 'manager' | 'staff' | 'driver',
  form: Record<string, string> | null,
  answerFor: (path: string) => Response = () => json(200, { error: 0, wallet: { secret: 1 } }),
  cookie = 'sufra_admin=sad_token',
) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    calls.push(path);
    if (path.endsWith('/me'))
      return json(200, {
        error: 0,
        operator: false,
        member: { id: 1, name: 'M', role, branch_id: null },
        business: {
          reference_id: 'shop',
          name: { en: 'Shop' },
          locales: ['en'],
          currency: 'KWD',
          branches: [],
        },
      });
    return answerFor(path);
  }) as typeof globalThis.fetch;
  const request = new Request('http://x/shop/admin/tables', {
    method: form ? 'POST' : 'GET',
    headers: { cookie },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  return { args: { request, context: createLoadContext({ fetch }), params: { ref: 'shop' } }, calls };
}

describe('adminAction', () => {
  it("runs the intent's write and answers which form it was for, nothing of the API's response", async () => {
    const { args, calls } = argsFor('manager', { intent: 'rename', id: '12' });
    const answered = await adminAction(args, {
      rename: async ({ api, id }) => {
        expect(id).toBe(12);
        return api.post('/admin/shop/tables/12', {});
      },
    });
    expect(answered).toEqual({ ok: true, form: 'rename:12' });
    expect(calls).toEqual(['/api/admin/shop/me', '/api/admin/shop/tables/12']);
  });

  it('adds only what the write wraps in answer(); a form without an intent posts save', async () => {
    const { args } = argsFor('manager', { version: '3' });
    const answered = await adminAction(
      args,
      { save: async () => answer({ removed: 'retired' }) },
      { key: intentOnly },
    );
    expect(answered).toEqual({ ok: true, form: 'save', removed: 'retired' });
  });

  it("maps the API's refusal to a 422 naming the form and its fields; refuse() the same way", async () => {
    const refused = () =>
      json(422, { error: 1, message: 'bad', code: 'invalid_fields', details: { fields: { name: 'x' } } });
    const { args } = argsFor('manager', { intent: 'add' }, refused);
    const answered = await adminAction(args, { add: ({ api }) => api.post('/admin/shop/tables', {}) });
    expect(answered).toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        form: 'add:',
        problem: 'admin.problem.fields',
        fields: { name: 'admin.fieldError.text' },
      },
    });
    const own = await adminAction(argsFor('manager', { intent: 'logo' }).args, {
      logo: async () =>
        refuse({ problem: 'admin.problem.fields', fields: { image: 'admin.fieldError.image' } }),
    });
    expect(own).toMatchObject({
      init: { status: 422 },
      data: { form: 'logo:', fields: { image: 'admin.fieldError.image' } },
    });
  });

  it('echo() carries what the form said into both answers (the menu row its message names)', async () => {
    const echo = ({ form }: { form: FormData }) => ({ name: String(form.get('name')) });
    const ok = await adminAction(
      argsFor('manager', { intent: 'hide', name: 'Latte' }).args,
      { hide: async () => {} },
      { echo },
    );
    expect(ok).toEqual({ ok: true, form: 'hide:', name: 'Latte' });
    const gone = () => json(404, { error: 1, message: 'gone', code: 'not_found' });
    const refused = await adminAction(
      argsFor('manager', { intent: 'hide', name: 'Latte' }, gone).args,
      { hide: ({ api }) => api.post('/admin/shop/items/1', {}) },
      { echo, problemOf: writeProblemOf },
    );
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: { ok: false, name: 'Latte', problem: 'admin.problem.gone' },
    });
  });

  it('an intent the page does not handle is a 400, not a silent "saved"; a failure that is not a refusal is thrown', async () => {
    await expect(
      adminAction(argsFor('owner', { intent: 'nope' }).args, { save: async () => {} }),
    ).rejects.toMatchObject({
      init: { status: 400 },
    });
    const broken = argsFor('owner', { intent: 'save' }).args;
    await expect(
      adminAction(broken, { save: async () => Promise.reject(new TypeError('bug')) }),
    ).rejects.toThrow('bug');
  });
});

describe('adminLoader', () => {
  it('answers the member with the reads; a role it does not allow goes back to the back office', async () => {
    const { args } = argsFor('manager', null);
    const page = await adminLoader(args, async ({ ref, url }) => ({ ref, path: url.pathname }));
    expect(page).toMatchObject({
      me: { member: { role: 'manager' } },
      ref: 'shop',
      path: '/shop/admin/tables',
    });
    const staff = argsFor('staff', null);
    const refused = await adminLoader(staff.args, async () => ({}), {
      allow: (role) => role !== 'staff',
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('location')).toBe('/shop/admin');
    expect(staff.calls).toEqual(['/api/admin/shop/me']);
  });

  it('without a session cookie, sends to the sign-in page before calling the API', async () => {
    const { args, calls } = argsFor('owner', null, undefined, '');
    const refused = await adminLoader(args, async () => ({})).catch((e: unknown) => e);
    expect((refused as Response).headers.get('location')).toBe('/shop/admin/login');
    expect(calls).toEqual([]);
  });
});
