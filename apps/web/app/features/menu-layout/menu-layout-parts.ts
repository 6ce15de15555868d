import type { ComponentProps } from 'react';
import { layoutPart } from '../../ui/layout-part.tsx';
import type { SharedTableLink } from '../table-together/shared-table-link.tsx';

// The selling-type layout's parts that only the pages listing dishes show (ADR 1510): the cart
// bar, the item sheet, the delivery-area prompt and the shared table's link. The cart, the
// checkout and its steps never draw them, so their code is no part of those pages' first view;
// the menu pages bring it along (`provide-menu-layout-parts.ts`).
const provider = () => import('./provide-menu-layout-parts.ts');
export const CartBarPart = layoutPart<Record<string, never>>(provider);
export const ItemSheetHostPart = layoutPart<Record<string, never>>(provider);
export const DeliveryAreaPart = layoutPart<Record<string, never>>(provider);
export const SharedTableLinkPart = layoutPart<ComponentProps<typeof SharedTableLink>>(provider);
