import { useTranslation } from '../../i18n/lite.tsx';
import type { ItemCard } from '../../shell/menu-types.ts';
import { ShelfView } from './shelf.tsx';

/** [product: Menu and items] suggested_items: "goes well with" under an item. */
export function SuggestedItems({ items }: { items: ItemCard[] }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <div className="border-line border-t pb-2 sm:px-5">
      <ShelfView shelf={{ key: 'suggested', title: t('item.suggested'), icon: null, items }} />
    </div>
  );
}
