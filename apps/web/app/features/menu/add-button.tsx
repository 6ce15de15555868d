import clsx from 'clsx';
import { LoaderCircle, Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useOpenItem } from '../../shell/item-opener.ts';
import type { ItemCard } from '../../shell/menu-types.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useAddToCart, useLinks, useStorefront } from '../../shell/use-storefront.ts';
import { useInsideForm } from '../../ui/inside-form.ts';
import type { ItemView } from '../item/item-view.server.ts';
import { stepperLine } from './card-stepper.ts';

/**
 * "+" on a card: adds straight away when the domain allows it ([product: Opening hours and scheduling]), else opens the item.
 * The cart line is built from the item's own data, fetched on the tap, so menu pages do not carry
 * every item's cart details.
 */
export function AddButton({ card, className }: { card: ItemCard; className?: string }) {
  const { t, i18n } = useTranslation();
  const add = useAddToCart();
  const open = useOpenItem();
  const links = useLinks();
  const storefront = useStorefront();
  const fetcher = useFetcher<{ view: ItemView }>();
  const insideForm = useInsideForm();
  const { restaurant } = useBusiness();
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  // Taps made while the item's data is on its way all count (a quick double tap adds two).
  const pending = useRef(0);
  const known = useRef<ItemView | null>(null);
  const addTimes = (view: ItemView, times: number) => {
    const label = view.labels[0];
    if (label) add(view.domainItem, { price_label_id: label.id, count: label.minimum * times }, card.name);
  };
  useEffect(() => {
    const view = fetcher.data?.view;
    if (fetcher.state !== 'idle' || !view) return;
    known.current = view;
    if (pending.current > 0) addTimes(view, pending.current);
    pending.current = 0;
  });
  if (!card.available || !storefront?.cartEnabled) return null;
  const busy = fetcher.state !== 'idle';
  const onClick = () => {
    if (!card.quick) return open(card);
    if (known.current) return addTimes(known.current, 1);
    pending.current += 1;
    if (fetcher.state === 'idle') fetcher.load(links.item(card.categoryId, card.id));
  };
  // Once in the cart (as one line), the card counts it: − n + instead of "+" (ADR 792).
  const step = card.quick && store ? stepperLine(cart.items, card.id) : null;
  if (step && store)
    return (
      <div
        className={clsx(
          'relative z-10 flex h-9 items-center rounded-full bg-card text-brand-ink shadow-md ring-1 ring-black/5 dark:ring-white/10',
          className,
        )}
        data-testid="card-stepper"
      >
        <button
          type="button"
          onClick={() => (step.removes ? store.remove(step.line.key) : store.decrease(step.line.key))}
          aria-label={
            step.removes
              ? t('cart.removeNamed', { name: card.name })
              : t('item.decreaseNamed', { name: card.name })
          }
          className="grid size-9 place-items-center rounded-full active:scale-90"
        >
          {step.removes ? (
            <Trash2 className="size-4" aria-hidden />
          ) : (
            <Minus className="size-5" strokeWidth={2.5} aria-hidden />
          )}
        </button>
        <span aria-live="polite" className="min-w-5 text-center font-bold text-ink text-sm tabular-nums">
          <span className="sr-only">{t('item.quantity')} </span>
          {i18n.number(step.line.count)}
        </span>
        <button
          type="button"
          onClick={() => store.increase(step.line.key)}
          aria-label={t('item.addNamed', { name: card.name })}
          className="grid size-9 place-items-center rounded-full active:scale-90"
        >
          <Plus className="size-5" strokeWidth={2.5} aria-hidden />
        </button>
      </div>
    );
  const plus = busy ? (
    <LoaderCircle className="size-5 animate-spin" aria-hidden />
  ) : (
    <Plus className="size-5" strokeWidth={2.5} aria-hidden />
  );
  const look = clsx(
    'relative z-10 grid size-9 place-items-center rounded-full bg-card text-brand-ink shadow-md ring-1 ring-black/5 transition active:scale-90 dark:ring-white/10',
    className,
  );
  // Inside another form (the item page's suggestions): a plain button, since forms do not nest.
  if (insideForm)
    return (
      <button
        type="button"
        onClick={onClick}
        aria-label={t('item.addNamed', { name: card.name })}
        aria-busy={busy || undefined}
        className={look}
      >
        {plus}
      </button>
    );
  // A real form (ADR 1346, ADR 900): a tap before the scripts run posts to the item page's
  // action, which keeps the line for the cart and says so; a dish with choices opens its page.
  // Once hydrated, the tap is handled here and nothing is sent.
  return (
    <form
      method={card.quick ? 'post' : 'get'}
      action={links.item(card.categoryId, card.id)}
      onSubmit={(e) => {
        e.preventDefault();
        onClick();
      }}
      className="contents"
    >
      <button
        type="submit"
        aria-label={t('item.addNamed', { name: card.name })}
        aria-busy={busy || undefined}
        className={look}
      >
        {plus}
      </button>
    </form>
  );
}
