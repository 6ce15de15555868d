import type {
  AdminCouponResponse,
  AdminDiscountResponse,
  AdminItemLabelsResponse,
  AdminOffersResponse,
  AdminTaxResponse,
} from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { type AdminIdParams, type AdminRefParams, adminOf, idOf, requireAdmin } from '../admin/admin-auth.ts';
import type { OffersService } from './offers-service.ts';

/**
 * [product: Discounts, coupons and taxes] the back office's calls for what an order costs (ADR
 * 1100): owners and managers only (`offers.manage`; staff get 403, another business's member 404).
 */
export function registerOffersRoutes(api: FastifyInstance, offers: OffersService) {
  const manage = { preHandler: requireAdmin('offers.manage') };
  const edit = { preHandler: requireAdmin('menu.edit') };

  api.get<AdminRefParams>('/admin/:ref/offers', manage, async (request) => {
    return { error: 0, ...(await offers.offers(adminOf(request))) } satisfies AdminOffersResponse;
  });

  api.post<AdminRefParams>('/admin/:ref/coupons', manage, async (request, reply) => {
    const coupon = await offers.createCoupon(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, coupon } satisfies AdminCouponResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/coupons/:id', manage, async (request) => {
    const coupon = await offers.updateCoupon(adminOf(request), idOf(request.params), request.body);
    return { error: 0, coupon } satisfies AdminCouponResponse;
  });

  api.post<AdminRefParams>('/admin/:ref/discounts', manage, async (request, reply) => {
    const discount = await offers.createDiscount(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, discount } satisfies AdminDiscountResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/discounts/:id', manage, async (request) => {
    const discount = await offers.updateDiscount(adminOf(request), idOf(request.params), request.body);
    return { error: 0, discount } satisfies AdminDiscountResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/discounts/:id/delete', manage, async (request) => {
    await offers.deleteDiscount(adminOf(request), idOf(request.params), request.body);
    return { error: 0 };
  });

  api.post<AdminRefParams>('/admin/:ref/taxes', manage, async (request, reply) => {
    const tax = await offers.createTax(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, tax } satisfies AdminTaxResponse);
  });
  api.post<AdminIdParams>('/admin/:ref/taxes/:id', manage, async (request) => {
    const tax = await offers.updateTax(adminOf(request), idOf(request.params), request.body);
    return { error: 0, tax } satisfies AdminTaxResponse;
  });
  api.post<AdminIdParams>('/admin/:ref/taxes/:id/delete', manage, async (request) => {
    await offers.deleteTax(adminOf(request), idOf(request.params), request.body);
    return { error: 0 };
  });

  // An item's labels are the menu's (taxes chosen among the business's, tags, stickers).
  api.post<AdminIdParams>('/admin/:ref/items/:id/labels', edit, async (request) => {
    const item = await offers.setItemLabels(adminOf(request), idOf(request.params), request.body);
    return { error: 0, item } satisfies AdminItemLabelsResponse;
  });
}
