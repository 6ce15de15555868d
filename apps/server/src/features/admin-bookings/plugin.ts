import type { AdminBookingsResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { type AdminRefParams, adminOf, adminScreen } from '../admin/admin-auth.ts';
import { createBookingsAdminService } from './bookings-admin-service.ts';

/**
 * [product: Back office] booking terms, each branch's capacity and scheduled-order windows
 * (ADR 1143): owners and managers (`settings.edit`), `no-store`. Registered after `adminPlugin`.
 */
export function adminBookingsPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const bookings = createBookingsAdminService({ db: deps.database.db });
  const edit = adminScreen('settings.edit');

  api.get<AdminRefParams>('/admin/:ref/bookings', edit, async (request) => {
    return { error: 0, bookings: await bookings.read(adminOf(request)) } satisfies AdminBookingsResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/bookings', edit, async (request) => {
    const saved = await bookings.save(adminOf(request), request.body);
    return { error: 0, bookings: saved } satisfies AdminBookingsResponse;
  });
}
