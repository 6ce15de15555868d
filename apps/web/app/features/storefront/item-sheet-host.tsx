import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ITEM_PARAM, lastOpenedCard, restoreFocus, setItemSheetLoader } from '../../shell/item-opener.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

const loadSheet = () => import('../menu/item-sheet.tsx');
const ItemSheet = lazy(loadSheet);
setItemSheetLoader(loadSheet);

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
  return (
    <Suspense fallback={null}>
      <ItemSheet
        categoryId={categoryId}
        itemId={itemId}
        card={lastOpenedCard(itemId)}
        onClose={close}
        restoreFocus={restoreFocus}
      />
    </Suspense>
  );
}
