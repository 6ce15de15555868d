// Imported by the pages that list dishes (menu home, category, search, the item page): the
// selling-type layout's parts they show, in their own first view (ADR 1510).
import { CartBar } from '../cart/cart-bar.tsx';
import { DeliveryAreaModal } from '../storefront/delivery-area.tsx';
import { ItemSheetHost } from '../storefront/item-sheet-host.tsx';
import { SharedTableLink } from '../table-together/shared-table-link.tsx';
import {
  CartBarPart,
  DeliveryAreaPart,
  ItemSheetHostPart,
  SharedTableLinkPart,
} from './menu-layout-parts.ts';

CartBarPart.provide(CartBar);
ItemSheetHostPart.provide(ItemSheetHost);
DeliveryAreaPart.provide(DeliveryAreaModal);
SharedTableLinkPart.provide(SharedTableLink);
