import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Img } from '../../shell/img.tsx';
import type { ItemCard } from '../../shell/menu-types.ts';
import { Price } from '../../shell/price.tsx';
import { useLinks } from '../../shell/use-storefront.ts';
import { ItemDetail } from '../item/item-detail.tsx';
import { drawerTitle, ItemDrawer } from '../item/item-drawer.tsx';
import type { ItemView } from '../item/item-view.server.ts';
import { SuggestedItems } from './suggested-items.tsx';

type Props = {
  categoryId: number;
  itemId: number;
  card: ItemCard | null;
  onClose: () => void;
  restoreFocus: () => void;
};

/** The item page's content in a bottom sheet over the menu; its data comes from the item route. */
export default function ItemSheet({ categoryId, itemId, card, onClose, restoreFocus }: Props) {
  const { t } = useTranslation();
  const links = useLinks();
  const fetcher = useFetcher<{ view: ItemView }>();
  const href = links.item(categoryId, itemId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per item.
  useEffect(() => {
    fetcher.load(href);
  }, [href]);
  const view = fetcher.data?.view?.item.id === itemId ? fetcher.data.view : null;
  return (
    <ItemDrawer
      onClose={onClose}
      restoreFocus={restoreFocus}
      loadingTitle={view ? null : (card?.name ?? t('common.loading'))}
    >
      {view ? (
        <ItemDetail
          view={view}
          formAction={href}
          titleAs="h2"
          wrapTitle={drawerTitle}
          onAdded={onClose}
          after={<SuggestedItems items={view.suggested} />}
        />
      ) : (
        <SheetSkeleton card={card} />
      )}
    </ItemDrawer>
  );
}

function SheetSkeleton({ card }: { card: ItemCard | null }) {
  return (
    <div className="pb-10" aria-busy="true">
      <div className="aspect-[4/3] w-full overflow-hidden bg-sunken">
        {card ? (
          <Img src={card.image} alt="" width={720} height={540} className="size-full" priority />
        ) : null}
      </div>
      <div className="space-y-3 px-5 pt-5">
        {card ? (
          <>
            <p className="font-bold text-2xl text-ink">{card.name}</p>
            <p className="text-muted">{card.description}</p>
            <Price summary={card.price} />
          </>
        ) : (
          <div className="skeleton h-7 w-2/3 rounded-lg" />
        )}
        <div className="skeleton h-24 rounded-2xl" />
        <div className="skeleton h-24 rounded-2xl" />
      </div>
    </div>
  );
}
