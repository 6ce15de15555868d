import { layoutPart } from '../../ui/layout-part.tsx';

// The storefront's bars, drawn by the business layout (ADR 1510): the menu-style header or the
// bottom tab bar. The pages that hide them (the item page, the cart, the checkout and its steps)
// never download them; the first-view pages that show them bring their code along
// (`provide-bars.ts`), and any other page that shows them loads it with the bars' own boundary.
const provider = () => import('./provide-bars.ts');
export const MenuHeaderPart = layoutPart<Record<string, never>>(provider);
export const BottomNavPart = layoutPart<Record<string, never>>(provider);
