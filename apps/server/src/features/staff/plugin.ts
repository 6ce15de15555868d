import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import type { OrderMoved } from '../orders/order-repository.ts';
import { registerStaffRoutes } from './staff-routes.ts';
import { createStaffService, type StaffService } from './staff-service.ts';

/** The staff board's API (ADR 405); staff are identified by the auth plugin's staff resolver. */
export function staffPlugin(
  api: FastifyInstance,
  deps: FeatureDeps & {
    sendRefund?: ((refundId: number) => Promise<void>) | undefined;
    onMoved?: OrderMoved | undefined;
  },
): { staff: StaffService } {
  const staff = createStaffService({
    db: deps.database.db,
    now: deps.now,
    sendRefund: deps.sendRefund,
    onMoved: deps.onMoved,
  });
  registerStaffRoutes(api, staff);
  return { staff };
}
