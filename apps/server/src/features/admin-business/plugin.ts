import type { AdminBranchResponse, AdminBusinessProfileResponse } from '@sufra/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { FeatureDeps } from '../../platform/deps.ts';
import { NotFound } from '../../platform/failures.ts';
import {
  type AdminIdParams,
  type AdminRefParams,
  adminOf,
  adminScreen,
  idOf,
  requireAdmin,
} from '../admin/admin-auth.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import { createBusinessProfileService } from './business-profile-service.ts';

/**
 * [product: Back office] the business itself (ADR 1373): a new business is a draft its storefront
 * shows as "coming soon"; its owner (`business.edit`) publishes it when ready. Publishing again is
 * harmless (the first date stays); audited in the write's transaction.
 */
export function adminBusinessPlugin(api: FastifyInstance, deps: FeatureDeps) {
  const { db } = deps.database;
  const profile = createBusinessProfileService({ db });
  const edit = adminScreen('business.edit');

  // Its name, description, type, social links, WhatsApp; its branches (ADR 1372).
  api.get<AdminRefParams>('/admin/:ref/business', edit, async (request) => {
    return {
      error: 0,
      business: await profile.read(adminOf(request)),
    } satisfies AdminBusinessProfileResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/business', edit, async (request) => {
    const business = await profile.save(adminOf(request), request.body);
    return { error: 0, business } satisfies AdminBusinessProfileResponse;
  });
  api.post<AdminRefParams>('/admin/:ref/branches', edit, async (request, reply) => {
    const branch = await profile.addBranch(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, branch } satisfies AdminBranchResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/branches/:id', edit, async (request) => {
    const branch = await profile.editBranch(adminOf(request), idOf(request.params), request.body);
    return { error: 0, branch } satisfies AdminBranchResponse;
  });

  api.post<AdminRefParams>(
    '/admin/:ref/publish',
    { preHandler: requireAdmin('business.edit') },
    async (request) => {
      const { member } = adminOf(request);
      const publishedAt = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const { rows } = await tx.execute<{ published_at: string | null }>(
          sql`SELECT published_at FROM businesses WHERE id = ${member.businessId} FOR UPDATE`,
        );
        const before = rows[0];
        if (!before) throw new NotFound('Business not found');
        if (before.published_at) return new Date(before.published_at).toISOString();
        const { rows: after } = await tx.execute<{ published_at: string }>(
          sql`UPDATE businesses SET published_at = now() WHERE id = ${member.businessId} RETURNING published_at`,
        );
        await insertAudit(tx, {
          businessId: member.businessId,
          memberId: member.id,
          memberName: member.name,
          action: 'publish',
          entity: 'business',
          entityId: member.businessId,
          before: { published_at: null },
          after: { published_at: after[0]?.published_at ?? null },
        });
        return new Date(after[0]?.published_at ?? Date.now()).toISOString();
      });
      return { error: 0, published_at: publishedAt };
    },
  );
}
