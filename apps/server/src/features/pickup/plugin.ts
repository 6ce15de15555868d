import { idParam } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer } from '../../platform/auth/auth-plugin.ts';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import { markArrived } from './arrival.ts';

/**
 * Pickup: POST webapp/order/{id}/arrived, the order page's "I'm here" (ADR 900). The order
 * token comes as `x-order-token` (kept out of URLs and logs) or, from a plain form, in the body.
 */
export function pickupPlugin(api: FastifyInstance, deps: FeatureDeps & { reading: OrderReading }) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/webapp/order/:orderId/arrived',
    {
      schema: {
        params: z.object({ orderId: idParam }),
        body: z.object({ token: z.string().min(8).max(100).optional() }).optional(),
      },
      preHandler: identifyCustomer,
    },
    async (request) => {
      const header = request.headers['x-order-token'];
      const token = (typeof header === 'string' && header) || request.body?.token;
      const order = await deps.reading.authorize(request.params.orderId, {
        token,
        customer: request.customer,
      });
      return { error: 0 as const, ...(await markArrived(deps.database.db, order)) };
    },
  );
}
