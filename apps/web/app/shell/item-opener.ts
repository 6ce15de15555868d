import { useLocation, useNavigate } from 'react-router';
import type { ItemCard } from './menu-types.ts';

// Opening a dish's sheet over the page (ADR 608): the menu's cards call `useOpenItem`; the host
// the selling-type layout mounts (features/storefront/item-sheet-host.tsx) shows the sheet while
// the URL names the dish. The two meet here, so the cards need not import the host nor the host
// the cards (ADR 1300).

/** `?item=<categoryId>-<itemId>` on a menu page: the key of the open item sheet. */
export const ITEM_PARAM = 'item';

// The card tapped last, so the sheet shows its picture, name and price at once.
let lastCard: ItemCard | null = null;
// What had focus when the sheet opened (the card's Add or link): focus returns there on close.
let opener: HTMLElement | null = null;

/** The card last opened, when it is the one the URL names. */
export const lastOpenedCard = (itemId: number): ItemCard | null =>
  lastCard?.id === itemId ? lastCard : null;

/** Gives focus back to what opened the sheet, after the sheet's unmount and the URL change settle. */
export const restoreFocus = () => {
  const target = opener;
  opener = null;
  if (target?.isConnected) requestAnimationFrame(() => target.focus({ preventScroll: true }));
};

let loadSheet: () => Promise<unknown> = () => Promise.resolve();
/** The host says how to load the sheet's code (a lazy import of its own). */
export const setItemSheetLoader = (load: () => Promise<unknown>) => {
  loadSheet = load;
};
/** Loads the sheet's code early (on hover or touch of a card) so it opens without a wait. */
export const preloadItemSheet = () => void loadSheet();

/** Opens an item's sheet over the current page, as a history entry so "back" closes it. */
export function useOpenItem() {
  const navigate = useNavigate();
  const location = useLocation();
  return (card: ItemCard) => {
    lastCard = card;
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const params = new URLSearchParams(location.search);
    params.set(ITEM_PARAM, `${card.categoryId}-${card.id}`);
    navigate({ search: `?${params}` }, { preventScrollReset: true, state: { sheet: true } });
  };
}
