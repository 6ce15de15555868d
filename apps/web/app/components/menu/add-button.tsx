import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { ItemCard } from '../../lib/menu-types.ts';
import { useAddToCart, useStorefront } from '../../lib/use-storefront.ts';
import { useOpenItem } from '../item/item-sheet-host.tsx';

/** "+" on a card: adds straight away when the domain allows it, else opens the item (SPEC §5). */
export function AddButton({ card, className }: { card: ItemCard; className?: string }) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const open = useOpenItem();
  const storefront = useStorefront();
  if (!card.available || !storefront?.cartEnabled) return null;
  const onClick = () => {
    const label = card.quickAdd?.price_labels[0];
    if (card.quickAdd && label) add(card.quickAdd, { price_label_id: label.id }, card.name);
    else open(card);
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('item.addNamed', { name: card.name })}
      className={clsx(
        'relative z-10 grid size-9 place-items-center rounded-full bg-card text-brand-ink shadow-md ring-1 ring-black/5 transition active:scale-90 dark:ring-white/10',
        className,
      )}
    >
      <Plus className="size-5" strokeWidth={2.5} aria-hidden />
    </button>
  );
}
