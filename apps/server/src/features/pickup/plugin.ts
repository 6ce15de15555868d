import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { OrderReading } from '../orders/order-reading.ts';
import { registerOrderAction } from '../orders/order-token-access.ts';
import { markArrived } from './arrival.ts';

/**
 * Pickup: POST webapp/order/{id}/arrived, the order page's "I'm here" (ADR 900). The order
 * token comes as `x-order-token` (kept out of URLs and logs) or, from a plain form, in the body.
 */
export function pickupPlugin(api: FastifyInstance, deps: FeatureDeps & { reading: OrderReading }) {
  registerOrderAction(api, deps.reading, 'arrived', (order) => markArrived(deps.database.db, order));
}
