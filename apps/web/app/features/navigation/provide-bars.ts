// Imported by the first-view pages that show the storefront's bars (ADR 1510): the landing, the
// menu pages but the dish's, the order page, the sign-in and the reservation form.
import { BottomNavPart, MenuHeaderPart } from './bar-parts.ts';
import { BottomNav } from './bottom-nav.tsx';
import { MenuHeader } from './menu-header.tsx';

MenuHeaderPart.provide(MenuHeader);
BottomNavPart.provide(BottomNav);
