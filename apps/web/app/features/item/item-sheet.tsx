import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Drawer } from 'vaul';
import { useTranslation } from '../../i18n/lite.tsx';
import { Img } from '../../ui/img.tsx';
import type { ItemCard } from '../menu/menu-types.ts';
import { Price } from '../menu/price.tsx';
import { useLinks } from '../storefront/use-storefront.ts';
import { ItemDetail } from './item-detail.tsx';
import type { ItemView } from './item-view.server.ts';
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
    // Focus goes into the sheet on open and stays there (ADR 900: it stayed on the menu behind,
    // 181 Tabs away); on close it returns to the card that opened it (item-sheet-host.tsx).
    <Drawer.Root open autoFocus onOpenChange={(open) => !open && onClose()} repositionInputs={false}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Drawer.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            restoreFocus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[94dvh] max-w-2xl flex-col overflow-hidden rounded-t-3xl bg-surface outline-none"
        >
          <div
            aria-hidden
            className="absolute inset-x-0 top-2 z-10 mx-auto h-1.5 w-12 rounded-full bg-white/80 shadow"
          />
          {view ? null : <Drawer.Title className="sr-only">{card?.name ?? t('common.loading')}</Drawer.Title>}
          <button
            type="button"
            onClick={onClose}
            className="menu-button absolute end-3 top-3 z-10 grid size-10 place-items-center rounded-full"
            aria-label={t('common.close')}
          >
            <X className="size-5" aria-hidden />
          </button>
          {/* Scroll padding: a control reached by Tab stops above the sticky Add bar, not under it. */}
          <div className="scroll-pb-32 overflow-y-auto overscroll-contain">
            {view ? (
              <ItemDetail
                view={view}
                formAction={href}
                titleAs="h2"
                wrapTitle={(title) => <Drawer.Title asChild>{title}</Drawer.Title>}
                onAdded={onClose}
                after={<SuggestedItems items={view.suggested} />}
              />
            ) : (
              <SheetSkeleton card={card} />
            )}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
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
