import { layoutPart } from '../../ui/layout-part.tsx';

// The selling-type layout's parts that only the pages listing dishes show (ADR 1510): the cart
// bar, the item sheet, the delivery-area prompt and the shared table's link. The cart, the
// checkout and its steps never draw them, so their code is no part of those pages' first view;
// the menu pages bring it along (`provide-menu-layout-parts.ts`).
export const CartBarPart = layoutPart(() => import('../cart/cart-bar.tsx').then((m) => m.CartBar));
export const ItemSheetHostPart = layoutPart(() =>
  import('./item-sheet-host.tsx').then((m) => m.ItemSheetHost),
);
export const DeliveryAreaPart = layoutPart(() =>
  import('./delivery-area.tsx').then((m) => m.DeliveryAreaModal),
);
export const SharedTableLinkPart = layoutPart(() =>
  import('../table-together/shared-table-link.tsx').then((m) => m.SharedTableLink),
);
