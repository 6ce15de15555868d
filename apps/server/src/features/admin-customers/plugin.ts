import { type AdminCustomersResponse, CUSTOMERS_PAGE } from '@sufra/contract/admin-customers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { FeatureDeps } from '../../platform/deps.ts';
import { Forbidden, NotFound } from '../../platform/failures.ts';
import { adminOf, requireAdmin } from '../admin/admin-auth.ts';
import { download, params } from '../admin-data/admin-data-routes.ts';
import { requireManager } from '../admin-data/manager-guard.ts';
import { customersCsv, newsletterCsv } from './customers-csv.ts';
import { allCustomers, businessOf, listCustomers, newsletterSignups } from './customers-repository.ts';

const listQuery = z.object({
  q: z.string().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/**
 * A diner's phone, orders and wallet are the business's as a whole: its owners and managers
 * (`data.manage`, as exports are) who work at every branch read them; a member bound to one branch
 * does not (ADR 1389).
 */
async function wholeBusiness(pool: pg.Pool, request: FastifyRequest & { params: { ref: string } }) {
  const { member } = adminOf(request);
  if (member.branchId !== null)
    throw new Forbidden('Customers are shown to the team of every branch', 'branch_not_allowed');
  const business = await businessOf(pool, request.params.ref);
  if (!business) throw new NotFound('Business not found');
  return business;
}

/**
 * The business's customers and newsletter sign-ups ([product: Back office], ADR 1389): the list
 * for the page (a back-office session), and both as CSV files for the browser's download links
 * (the board's cookie, `requireManager`, as the day's CSV).
 */
export function adminCustomersPlugin(app: FastifyInstance, deps: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = deps.database;

  api.get(
    '/admin/:ref/customers',
    { schema: { params, querystring: listQuery }, preHandler: requireAdmin('data.manage') },
    async (request) => {
      const business = await wholeBusiness(pool, request);
      const offset = request.query.offset ?? 0;
      const [{ customers, total }, newsletter] = await Promise.all([
        listCustomers(pool, business.id, request.query.q ?? '', { offset, limit: CUSTOMERS_PAGE }),
        newsletterSignups(pool, business.id, 5),
      ]);
      return {
        error: 0,
        currency: business.currency,
        customers,
        total,
        offset,
        newsletter: { total: newsletter.total, latest: newsletter.signups },
      } satisfies AdminCustomersResponse;
    },
  );

  api.get(
    '/staff/admin/:ref/customers.csv',
    { schema: { params }, preHandler: requireManager },
    async (request, reply) => {
      const business = await wholeBusiness(pool, request);
      const csv = customersCsv(await allCustomers(pool, business.id), business.currency);
      download(reply, 'text/csv; charset=utf-8', `${request.params.ref}-customers.csv`);
      return csv;
    },
  );

  api.get(
    '/staff/admin/:ref/newsletter.csv',
    { schema: { params }, preHandler: requireManager },
    async (request, reply) => {
      const business = await wholeBusiness(pool, request);
      const csv = newsletterCsv((await newsletterSignups(pool, business.id, null)).signups);
      download(reply, 'text/csv; charset=utf-8', `${request.params.ref}-newsletter.csv`);
      return csv;
    },
  );
}
