import { ChevronDown, MapPin } from 'lucide-react';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import {
  AREA_DISMISSED as DISMISSED,
  openAreaPicker,
  areaPickerOpeners as openers,
} from '../../shell/area-prompt.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useCart } from '../../shell/use-cart.ts';
import { useMoney } from '../../shell/use-money.ts';
import { useStorefront } from '../../shell/use-storefront.ts';
import { focusMainContent } from '../../ui/focus-moves.tsx';
import { whenIdle } from '../../ui/when-idle.ts';
import { ShipToChip, useShippingCountry } from './ship-to-chip.tsx';

// The dialog's own chunk (ADR 1301): it opens after hydration, when the browser is idle or the
// diner taps "Deliver to", so its list and search are no part of any page's first view.
const loadDialog = () => import('./delivery-area-dialog.tsx');
const DeliveryAreaDialog = lazy(loadDialog);

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
  const { store, zones } = useChosenArea();
  const [open, setOpen] = useState(false);
  // A shared dish link opens the dish, not the area question over it: the area is asked when it
  // matters, on adding to the cart (ADR 900, useAddToCart).
  const { itemId } = useParams();
  const [params] = useSearchParams();
  const onDish = useRef(!!itemId || params.has('item'));
  // Asked by the page, not opened by the diner: once answered, focus goes on to the menu rather
  // than back to whatever the last page left focused (ADR 1363).
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
            void loadDialog().then(() => startTransition(() => setOpen(true)));
          })
        : () => {};
    return () => {
      openers.delete(show);
      cancel();
    };
  }, [store, zones]);
  if (!open || !store) return null;
  return (
    <Suspense fallback={null}>
      <DeliveryAreaDialog
        store={store}
        zones={zones}
        onClosed={() => {
          setOpen(false);
          if (!askedByPage.current) return;
          askedByPage.current = false;
          requestAnimationFrame(focusMainContent);
        }}
      />
    </Suspense>
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
