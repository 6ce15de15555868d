import { ChevronDown, MapPin, X } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import {
  AREA_DISMISSED as DISMISSED,
  openAreaPicker,
  areaPickerOpeners as openers,
} from '../../shell/area-prompt.ts';
import type { ZoneChoice } from '../../shell/page-data.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useMoney } from '../../shell/use-money.ts';
import { useStorefront } from '../../shell/use-storefront.ts';
import { focusMainContent } from '../../ui/focus-moves.tsx';
import { useLightModal } from '../../ui/light-modal.ts';
import { toast } from '../../ui/toast.tsx';
import { whenIdle } from '../../ui/when-idle.ts';
import { AreaSearchField, useFoundAreas } from './area-search.tsx';
import { ShipToChip, useShippingCountry } from './ship-to-chip.tsx';

/** The chosen area of the cart, when it is still one of this branch's visible zones. */
export function useChosenArea() {
  const { restaurant } = useBusiness();
  const storefront = useStorefront();
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  const zones = storefront?.areas ?? [];
  for (const zone of zones) {
    const area = zone.areas.find((a) => a.id === cart.queriedAreaId);
    if (area) return { zone, area, store, zones };
  }
  return { zone: null, area: null, store, zones };
}

/**
 * [product: Delivery, areas and shipping]: the delivery-area selection modal, shown when delivering with no area chosen (and
 * shipping not active). It can be put off for the visit; the "Deliver to" chip brings it back.
 */
export function DeliveryAreaModal() {
  const { t } = useTranslation();
  const money = useMoney();
  const { store, zones } = useChosenArea();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  // A shared dish link opens the dish, not the area question over it: the area is asked when it
  // matters, on adding to the cart (ADR 900, useAddToCart).
  const { itemId } = useParams();
  const [params] = useSearchParams();
  const onDish = useRef(!!itemId || params.has('item'));
  // Asked by the page, not opened by the diner: once answered, focus goes on to the menu rather
  // than back to whatever the last page left focused (issue #34, ADR 1363).
  const askedByPage = useRef(false);
  useEffect(() => {
    const show = () => setOpen(true);
    openers.add(show);
    // Read the stored cart itself: right after hydration the hook still shows the server's empty cart.
    const chosen = store?.get().queriedAreaId;
    const known = zones.some((z) => z.areas.some((a) => a.id === chosen));
    // [product: Delivery, areas and shipping]: not while shipping abroad is active.
    const shipping = !!store?.get().shipping;
    // In a transition: the list of areas renders in slices between frames, not in one long task.
    const cancel =
      !known && !shipping && zones.length && !onDish.current && !sessionStorage.getItem(DISMISSED)
        ? whenIdle(() => {
            askedByPage.current = true;
            startTransition(() => setOpen(true));
          })
        : () => {};
    return () => {
      openers.delete(show);
      cancel();
    };
  }, [store, zones]);
  // Opened by the page itself right after hydration: a light modal, not showModal() (ADR 626).
  useLightModal(dialog, open);
  const found = useFoundAreas(zones, query);
  if (!open || !store) return null;
  const close = () => {
    sessionStorage.setItem(DISMISSED, '1');
    dialog.current?.close();
  };
  const choose = (id: number, name: string) => {
    store.setArea(id);
    dialog.current?.close();
    toast(t('area.chosen', { name }));
  };
  return (
    <>
      <div className="fixed inset-0 z-[56] bg-black/45" aria-hidden />
      <dialog
        ref={dialog}
        onClose={() => {
          setOpen(false);
          if (!askedByPage.current) return;
          askedByPage.current = false;
          requestAnimationFrame(focusMainContent);
        }}
        aria-labelledby="area-title"
        aria-modal="true"
        className="fixed inset-x-0 top-auto bottom-0 z-[57] m-0 max-h-[88dvh] w-full max-w-none overflow-hidden rounded-t-3xl bg-card p-0 text-ink shadow-2xl sm:inset-0 sm:m-auto sm:h-fit sm:max-w-lg sm:rounded-3xl"
      >
        <div className="flex max-h-[88dvh] flex-col">
          <div className="flex items-start gap-3 p-5 pb-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand/12 text-brand-ink">
              <MapPin className="size-5.5" aria-hidden />
            </span>
            <div className="flex-1">
              <h2 id="area-title" className="font-bold text-lg">
                {t('area.title')}
              </h2>
              <p className="text-muted text-sm">{t('area.subtitle')}</p>
            </div>
            <button
              type="button"
              onClick={close}
              className="grid size-10 place-items-center rounded-full bg-sunken"
              aria-label={t('area.later')}
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <AreaSearchField
            query={query}
            onQuery={setQuery}
            className="mx-5 flex h-11 items-center gap-2 rounded-full bg-sunken px-4 focus-within:ring-2 focus-within:ring-brand"
            inputClassName="min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted"
          />
          <div className="mt-2 overflow-y-auto px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            {found.map((zone: ZoneChoice) => (
              <section key={zone.id} aria-labelledby={`zone-${zone.id}`} className="pt-3">
                <h3
                  id={`zone-${zone.id}`}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs"
                >
                  <span className="font-semibold text-muted uppercase tracking-wider">{zone.name}</span>
                  <span className="text-muted">
                    {t('area.fee', { fee: money(zone.fee) })} ·{' '}
                    {t('area.minOrder', { amount: money(zone.minOrder) })} ·{' '}
                    {t(`area.time.${zone.unit}`, { count: zone.time })}
                  </span>
                </h3>
                <ul className="mt-1 divide-y divide-line">
                  {zone.areas.map((a) => (
                    <li key={a.id}>
                      <button
                        type="button"
                        onClick={() => choose(a.id, a.name)}
                        className="flex min-h-12 w-full items-center gap-3 py-2 text-start"
                      >
                        <span className="flex-1">
                          <span className="block font-medium">{a.name}</span>
                          <span className="block text-muted text-xs">{a.parent}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {!found.length ? <p className="py-8 text-center text-muted">{t('area.none')}</p> : null}
          </div>
        </div>
      </dialog>
    </>
  );
}

/** "Deliver to: Salmiya ▾" in the menu header; opens the picker. */
export function DeliverToChip() {
  const { t } = useTranslation();
  const money = useMoney();
  const { area, zone, zones } = useChosenArea();
  const shipping = useShippingCountry();
  if (shipping) return <ShipToChip country={shipping} />;
  if (!zones.length) return null;
  return (
    <button
      type="button"
      onClick={openAreaPicker}
      className="mt-3 flex w-full items-center gap-2 rounded-2xl border border-line px-3 py-2.5 text-start text-sm"
    >
      <MapPin className="size-4 shrink-0 text-brand-ink" aria-hidden />
      <span className="min-w-0 flex-1 truncate">
        <span className="text-muted">{t('area.deliverTo')} </span>
        <span className="font-semibold">{area ? area.name : t('area.choose')}</span>
        {/* The promise for the chosen area, as the best apps put it in the header (ADR 904). */}
        {zone ? (
          <span className="block text-muted text-xs" data-testid="area-promise">
            {t(`area.time.${zone.unit}`, { count: zone.time })} · {t('area.fee', { fee: money(zone.fee) })}
          </span>
        ) : null}
      </span>
      <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
    </button>
  );
}
