import { loadReorder } from '../features/reorder/reorder.server.ts';
import type { Route } from './+types/order-reorder';

/** `/{ref}/order/{orderId}/reorder?token=…[&branch=…]`: a resource route, the history's "Order again" (ADR 1041). */
export const loader = (args: Route.LoaderArgs) => loadReorder(args);
