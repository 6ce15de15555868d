import type { AdminItemResponse } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { type AdminIdParams, adminOf, idOf, requireAdmin } from '../admin/admin-auth.ts';
import type { ModifierSoldOutService } from './modifier-sold-out.ts';

/** Sold out per choice ([product: Back office], ADR 1080): staff may, like items' (ADR 1003). */
export function registerModifierSoldOutRoute(api: FastifyInstance, modifiers: ModifierSoldOutService) {
  api.post<AdminIdParams>(
    '/admin/:ref/modifiers/:id/sold-out',
    { preHandler: requireAdmin('menu.sold_out') },
    async (request) => {
      const item = await modifiers.setSoldOut(adminOf(request), idOf(request.params), request.body);
      return { error: 0, item } satisfies AdminItemResponse;
    },
  );
}
