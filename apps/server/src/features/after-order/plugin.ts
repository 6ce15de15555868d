import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import { registerOrderAction } from '../orders/order-token-access.ts';
import { cancelByDiner } from './diner-cancel.ts';

/**
 * After ordering: POST webapp/order/{id}/cancel, the order page's "Cancel order" within the grace
 * window (ADR 903). The order token comes as `x-order-token` or, from a plain form, in the body.
 */
export function afterOrderPlugin(api: FastifyInstance, deps: FeatureDeps & { reading: OrderReading }) {
  registerOrderAction(api, deps.reading, 'cancel', (order) =>
    cancelByDiner(deps.database.db, order, deps.now()),
  );
}
