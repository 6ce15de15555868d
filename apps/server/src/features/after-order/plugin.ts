import { idParam } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer } from '../../platform/auth/auth-plugin.ts';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import { orderOfRequest, orderTokenBody } from '../orders/order-token-access.ts';
import { cancelByDiner } from './diner-cancel.ts';

/**
 * After ordering: POST webapp/order/{id}/cancel, the order page's "Cancel order" within the grace
 * window (ADR 903). The order token comes as `x-order-token` or, from a plain form, in the body.
 */
export function afterOrderPlugin(api: FastifyInstance, deps: FeatureDeps & { reading: OrderReading }) {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/webapp/order/:orderId/cancel',
    {
      schema: {
        params: z.object({ orderId: idParam }),
        body: orderTokenBody,
      },
      preHandler: identifyCustomer,
    },
    async (request) => {
      const order = await orderOfRequest(deps.reading, request);
      return { error: 0 as const, ...(await cancelByDiner(deps.database.db, order, deps.now())) };
    },
  );
}
