import {
  claimOrdersRequestSchema,
  deleteAccountRequestSchema,
  idParam,
  savedLocationInputSchema,
  updateProfileRequestSchema,
  verifyPhoneRequestSchema,
} from '@sufra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../platform/auth/auth-plugin.ts';
import { Unauthenticated } from '../../platform/failures.ts';
import type { createAccountService } from './account-service.ts';

type Deps = { accounts: ReturnType<typeof createAccountService> };

/** The signed-in caller of a route guarded by `requireCustomer` (ADR 602). */
const caller = async (request: FastifyRequest) => {
  if (!request.customer) throw new Unauthenticated('Please sign in');
  return request.customer;
};

const idParams = z.object({ id: idParam });

/** What deleting an account does, as GET webapp/account/delete/{id} tells it (ADR 703). */
const DELETION = {
  error: 0 as const,
  method: 'POST' as const,
  confirm: 'DELETE' as const,
  deletes: ['name', 'phone', 'language', 'saved addresses', 'sessions on every device'],
  keeps: ['orders, for the business, without your name and phone'],
};

/**
 * Signed-in calls (ADR 702, 703, 705): profile, update-profile, verify-phone, sign-out, deletion,
 * create-password (passwordless: 410), guest orders of this device, saved addresses. Each acts on
 * the caller's own account; another id answers 404.
 */
export function registerProfileRoutes(app: FastifyInstance, { accounts }: Deps): void {
  // Every call below is a signed-in diner's (401 otherwise).
  void app.register(async (scope) => {
    scope.addHook('preHandler', requireCustomer);
    routes(scope, accounts);
  });
}

function routes(app: FastifyInstance, accounts: Deps['accounts']): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The caller's own profile: how a client that holds only its session learns who it is.
  api.get('/webapp/profile', async (request) => ({
    error: 0,
    user: await accounts.profile(await caller(request)),
  }));

  api.get('/webapp/profile/:id', { schema: { params: idParams } }, async (request) => ({
    error: 0,
    user: await accounts.profile(await caller(request), request.params.id),
  }));

  api.post('/webapp/update-profile', { schema: { body: updateProfileRequestSchema } }, async (request) =>
    accounts.update(await caller(request), request.body, { ip: request.ip, locale: request.sufra?.locale }),
  );

  api.post('/webapp/verify-phone', { schema: { body: verifyPhoneRequestSchema } }, async (request) =>
    accounts.verifyPhone(await caller(request), request.body.request_id, request.body.code),
  );

  api.post('/webapp/logout', async (request) => {
    await caller(request);
    await accounts.signOut(request.sufra.token ?? '');
    return { error: 0 };
  });

  // A GET never deletes (a prefetch, a crawler or a link preview would): it says how to (ADR 703).
  api.get('/webapp/account/delete/:id', { schema: { params: idParams } }, async (request) => {
    await accounts.profile(await caller(request), request.params.id);
    return DELETION;
  });
  api.post(
    '/webapp/account/delete/:id',
    { schema: { params: idParams, body: deleteAccountRequestSchema } },
    async (request) => {
      await accounts.deleteAccount(await caller(request), request.params.id);
      return { error: 0, deleted: true };
    },
  );

  api.post('/webapp/orders/claim', { schema: { body: claimOrdersRequestSchema } }, async (request) => ({
    error: 0,
    claimed: await accounts.claimOrders(await caller(request), request.body.orders),
  }));

  api.get('/webapp/locations', async (request) => ({
    error: 0,
    locations: await accounts.locations(await caller(request)),
  }));
  api.post('/webapp/locations', { schema: { body: savedLocationInputSchema } }, async (request, reply) =>
    reply
      .status(201)
      .send({ error: 0, location: await accounts.addLocation(await caller(request), request.body) }),
  );
  api.post(
    '/webapp/locations/:id',
    { schema: { params: idParams, body: savedLocationInputSchema } },
    async (request) => ({
      error: 0,
      location: await accounts.updateLocation(await caller(request), request.params.id, request.body),
    }),
  );
  api.delete('/webapp/locations/:id', { schema: { params: idParams } }, async (request) => {
    await accounts.deleteLocation(await caller(request), request.params.id);
    return { error: 0 };
  });
}
