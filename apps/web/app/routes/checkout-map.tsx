import { getZones } from '@sufra/contract/client';
import { shapeContains } from '@sufra/domain';
import { CheckCircle2, XCircle } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { deliveryOnly } from '../features/checkout/delivery-only.server.ts';
import { StepHeader } from '../features/checkout/step-header.tsx';
import type { PickedPlace } from '../features/geolocate/address-search.tsx';
import { LocateButton } from '../features/geolocate/locate-button.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { apiFor } from '../platform/api-context.ts';
import { webConfig } from '../platform/env.server.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { activeBranch } from '../shell/selling-type.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useCart } from '../shell/use-cart.ts';
import { useMoney } from '../shell/use-money.ts';
import { useLinks } from '../shell/use-storefront.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import type { Route } from './+types/checkout-map';

const PinMap = lazy(() => import('../features/checkout/pin-map.tsx'));
// The address search (ADR 1482) loads with the map, on this step only: never the checkout's first view.
const AddressSearch = lazy(() => import('../features/geolocate/address-search.tsx'));

export const handle = { checkout: true, hideBars: true };
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'checkout.mapTitle'),
  { name: 'robots', content: 'noindex' },
];

/** The branch's visible areas with their outlines (the layout's area list has no shapes). */
export async function loader(args: Route.LoaderArgs) {
  deliveryOnly(args.params);
  const business = await loadBusiness(args);
  const branchId = business.restaurant.branch_id;
  const { zones } = await getZones(apiFor(args.context, business.contentLanguage), branchId);
  const areas = zones
    .filter((z) => z.visible && z.branch === branchId)
    .flatMap((z) =>
      z.areas.map((a) => ({
        id: a.id,
        name: a.name,
        shape: a.shape,
        color: z.color,
        zone: z.name,
        fee: z.fees,
      })),
    );
  const config = webConfig();
  return { areas, map: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION } };
}

function centre(shape: Route.ComponentProps['loaderData']['areas'][number]['shape']) {
  const ring =
    shape.type === 'Polygon'
      ? shape.coordinates[0]
      : shape.type === 'MultiPolygon'
        ? shape.coordinates[0]?.[0]
        : [shape.coordinates];
  const pts = ring ?? [];
  const n = pts.length || 1;
  return { lng: pts.reduce((s, p) => s + p[0], 0) / n, lat: pts.reduce((s, p) => s + p[1], 0) / n };
}

/** Delivery step 2 (`/{ref}/delivery/map`): drop a pin, see whether it is inside a zone. */
export default function CheckoutMap({ loaderData }: Route.ComponentProps) {
  const { areas, map } = loaderData;
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const money = useMoney();
  const navigate = useNavigate();
  const { restaurant } = useBusiness();
  const links = useLinks();
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  const chosen = areas.find((a) => a.id === cart.queriedAreaId);
  const branch = activeBranch(restaurant);
  const start = useMemo(() => {
    const a = cart.queriedAddress;
    if (a && typeof a.lat === 'number' && typeof a.lng === 'number') return { lat: a.lat, lng: a.lng };
    if (chosen) return centre(chosen.shape);
    return { lat: branch?.lat ?? 29.3375, lng: branch?.lng ?? 47.9774 };
  }, [cart.queriedAddress, chosen, branch]);
  const [pin, setPin] = useState<{ lat: number; lng: number } | null>(null);
  // A place picked in the search: its address fills the form while the pin stays where it put it.
  const [picked, setPicked] = useState<PickedPlace | null>(null);
  const point = pin ?? start;
  const inside = areas.find((a) => shapeContains(a.shape as never, point));
  const [busy, setBusy] = useState(false);

  async function confirmPoint() {
    if (!store || !inside) return;
    setBusy(true);
    // Reverse geocoding only pre-fills the form; without a geocoder the form is typed by hand.
    // Loaded on the tap: the lookup's calls stay out of the cart and checkout's chunk.
    const { addressAt } = await import('../features/geolocate/pin-address.ts');
    const found =
      picked && picked.lat === point.lat && picked.lng === point.lng
        ? picked.address
        : await addressAt(point.lat, point.lng);
    const prev = cart.queriedAddress ?? {};
    store.update({
      queriedAreaId: inside.id,
      queriedAddress: { ...prev, ...(found ?? {}), lat: round(point.lat), lng: round(point.lng) },
    });
    navigate(`${links.menu}/form`);
  }

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col gap-3 px-4 pt-3 pb-6">
      <StepHeader
        title={t('checkout.mapTitle')}
        back={`${links.menu}/address?change=1`}
        step={t('checkout.stepOf', { n: 2, of: 4 })}
      />
      <p className="text-muted text-sm">{t('checkout.mapHint')}</p>
      {/* Reserved height: the box arrives with the map's code without moving the page. */}
      <div className="min-h-11">
        {hydrated ? (
          <Suspense fallback={null}>
            <AddressSearch
              onPick={(place) => {
                setPicked(place);
                setPin({ lat: place.lat, lng: place.lng });
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <div className="h-[45dvh] overflow-hidden rounded-3xl ring-1 ring-line">
        {/* Leaflet needs a browser: the server and the hydration render show the placeholder. */}
        {hydrated ? (
          <Suspense fallback={<div className="skeleton size-full" />}>
            <PinMap
              pin={point}
              onPin={setPin}
              areas={areas}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              label={t('checkout.mapLabel')}
              pinLabel={t('locations.pin')}
            />
          </Suspense>
        ) : (
          <div className="skeleton size-full" />
        )}
      </div>
      {hydrated ? <LocateButton onFound={setPin} /> : null}
      <details className="rounded-2xl bg-card p-3 text-sm ring-1 ring-line">
        <summary className="cursor-pointer text-ink">{t('checkout.coordinates')}</summary>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(['lat', 'lng'] as const).map((k) => (
            <label key={k} className="text-muted">
              {t(`checkout.${k}`)}
              <input
                inputMode="decimal"
                defaultValue={point[k].toFixed(6)}
                key={`${k}${point[k]}`}
                onBlur={(e) => {
                  const v = Number(e.target.value);
                  if (Number.isFinite(v)) setPin({ ...point, [k]: v });
                }}
                className="mt-1 w-full rounded-xl bg-sunken px-3 py-2 text-ink"
              />
            </label>
          ))}
        </div>
      </details>
      <p aria-live="polite" className="text-sm" data-testid="pin-result">
        {inside ? (
          <span className="flex items-center gap-1.5 text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 className="size-4" aria-hidden />
            {t('checkout.insideZone', { area: inside.name, fee: money(inside.fee) })}
          </span>
        ) : (
          <span role="alert" className="flex items-center gap-1.5 text-rose-700 dark:text-rose-300">
            <XCircle className="size-4" aria-hidden /> {t('problem.OUTSIDE_DELIVERY_ZONE')}
          </span>
        )}
      </p>
      <button
        type="button"
        disabled={!inside || busy}
        onClick={() => void confirmPoint()}
        className="mt-auto min-h-13 rounded-2xl bg-brand px-5 font-semibold text-on-brand disabled:opacity-50"
      >
        {t('checkout.usePoint')}
      </button>
    </main>
  );
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
