import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ItemCard } from '../../shell/menu-types.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

const ItemSheet = lazy(() => import('./item-sheet.tsx'));

/** Loads the sheet's code early (on hover or touch of a card) so it opens without a wait. */
export const preloadItemSheet = () => void import('./item-sheet.tsx');

// The card tapped last, so the sheet shows its picture, name and price at once.
let lastCard: ItemCard | null = null;
// What had focus when the sheet opened (the card's Add or link): focus returns there on close.
let opener: HTMLElement | null = null;
const restoreFocus = () => {
  const target = opener;
  opener = null;
  // After the sheet's unmount and the URL change settle.
  if (target?.isConnected) requestAnimationFrame(() => target.focus({ preventScroll: true }));
};

/** `?item=<categoryId>-<itemId>` on a menu page: the key of the open item sheet. */
export const ITEM_PARAM = 'item';

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

/** Mounted once per selling type: shows the item sheet while the URL names an item. */
export function ItemSheetHost() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = params.get(ITEM_PARAM);
  const [categoryId, itemId] = (key ?? '').split('-').map(Number);
  const mounted = useHydrated();
  if (!mounted || !key || !categoryId || !itemId) return null;
  const close = () => {
    if ((location.state as { sheet?: boolean } | null)?.sheet) navigate(-1);
    else
      setParams(
        (p) => {
          p.delete(ITEM_PARAM);
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
  };
  const card = lastCard?.id === itemId ? lastCard : null;
  return (
    <Suspense fallback={null}>
      <ItemSheet
        categoryId={categoryId}
        itemId={itemId}
        card={card}
        onClose={close}
        restoreFocus={restoreFocus}
      />
    </Suspense>
  );
}
