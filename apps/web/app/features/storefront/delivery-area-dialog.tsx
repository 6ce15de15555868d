import { MapPin, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { AREA_DISMISSED as DISMISSED } from '../../shell/area-prompt.ts';
import type { CartStore } from '../../shell/cart-store.ts';
import type { ZoneChoice } from '../../shell/page-data.ts';
import { useMoney } from '../../shell/use-money.ts';
import { useLightModal } from '../../ui/light-modal.ts';
import { toast } from '../../ui/toast.tsx';
import { AreaSearchField, useFoundAreas } from './area-search.tsx';

/**
 * The delivery-area question itself ([product: Delivery, areas and shipping]): the zones and their
 * areas with a search, in its own chunk (ADR 1301); `DeliveryAreaModal` decides when it opens.
 */
export default function DeliveryAreaDialog({
  store,
  zones,
  onClosed,
}: {
  store: CartStore;
  zones: ZoneChoice[];
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  // Opened by the page itself right after hydration: a light modal, not showModal() (ADR 626).
  useLightModal(dialog, true);
  const found = useFoundAreas(zones, query);
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
        onClose={onClosed}
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
