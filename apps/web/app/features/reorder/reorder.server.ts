import { fromApiSellingType, isSellingTypeAlias } from '@sufra/domain';
import { loadBusiness } from '../../shell/business.server.ts';
import { isOfferedType } from '../../shell/selling-type.ts';
import { loadOrder } from '../after-order/load-order.server.ts';
import { itemViewOf } from '../item/item-view.server.ts';
import { viewFor } from '../storefront/storefront.server.ts';
import { type ReorderAnswer, reorderLines } from './reorder-lines.ts';

type Args = Parameters<typeof loadOrder>[0];

/**
 * "Order again" (ADR 1041): a past order (read with its token) as lines of the menu the branch
 * serves now — the server's own menu and prices, never the stored order's.
 */
export async function loadReorder(args: Args): Promise<ReorderAnswer> {
  // Orders a phone kept before they had a reference are asked for by id: answered, not moved.
  const { order } = await loadOrder(args, { canonical: false });
  const business = await loadBusiness(args);
  const sold = isSellingTypeAlias(order.selling_type) ? fromApiSellingType(order.selling_type) : null;
  // Dine-in shows under the business's own label (dinein or product_service).
  const type = sold === 'dinein' ? business.restaurant.dine_in_label : sold;
  if (!type || !isOfferedType(business.restaurant, type)) return { ok: false, reason: 'type-unavailable' };
  const menu = viewFor(business, type, new Date());
  if (!menu.cartEnabled) return { ok: false, reason: 'cart-off' };
  const answer = reorderLines(
    order.lines ?? [],
    (id) => {
      const view = itemViewOf(business, menu, id);
      return view?.item.available ? view.domainItem : null;
    },
    business.language,
  );
  return { ok: true, type, branchId: business.restaurant.branch_id, ...answer };
}
