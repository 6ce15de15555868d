import { idParam } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer } from '../../platform/auth/auth-plugin.ts';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import { orderOfRequest, orderTokenBody } from '../orders/order-token-access.ts';
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
        body: orderTokenBody,
      },
      preHandler: identifyCustomer,
    },
    async (request) => {
      const order = await orderOfRequest(deps.reading, request);
      return { error: 0 as const, ...(await markArrived(deps.database.db, order)) };
    },
  );
}
