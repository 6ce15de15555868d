import type { DayIndex } from '@sufra/domain';
import clsx from 'clsx';
import { MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { OpenStatus } from '../features/storefront/open-status.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { branchCookieName, writeCookie } from '../platform/cookies.ts';
import { webConfig } from '../platform/env.server.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMeta } from '../shell/meta.ts';
import { openingState } from '../shell/opening.ts';
import { useBusiness } from '../shell/use-business.ts';
import { formatTimeOfDay, weekdayName } from '../ui/format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import type { Route } from './+types/branches-page';

const BranchMap = lazy(() => import('../features/branches/branch-map.tsx'));

export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { restaurant } = business;
  const now = new Date();
  const config = webConfig();
  return {
    branches: restaurant.branches.map((b) => ({
      id: b.id,
      ref: b.reference_id,
      name: b.name,
      address: b.address,
      phone: b.phone,
      lat: b.lat,
      lng: b.lng,
      current: b.id === restaurant.branch_id,
      opening: openingState(b.availability as never, now, restaurant.time_zone),
      week: ([0, 1, 2, 3, 4, 5, 6] as DayIndex[]).map(
        (d) => b.availability[String(d)] ?? { closed: true, shifts: [] },
      ),
    })),
    map: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, null).filter((m) => !('title' in m));

type Branch = Route.ComponentProps['loaderData']['branches'][number];

function Hours({ week }: { week: Branch['week'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {week.map((day, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the seven days never move.
        <div key={i} className="contents">
          <dt className="text-muted">{weekdayName(i, lang)}</dt>
          <dd className="text-ink tabular-nums">
            {day.closed || !day.shifts.length
              ? t('hours.closedAllDay')
              : day.shifts
                  .map((s) =>
                    s.time_from.startsWith('24')
                      ? t('hours.allDay')
                      : `${formatTimeOfDay(s.time_from, lang)} – ${formatTimeOfDay(s.time_to, lang)}`,
                  )
                  .join(', ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `/{ref}/Branches`: every branch with its hours, on a map ([product: Delivery, areas and shipping] information pages). */
export default function BranchesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const { restaurant, types } = useBusiness();
  const [selected, setSelected] = useState<number | null>(null);
  const client = useHydrated();
  const pinned = loaderData.branches.flatMap((b) =>
    b.lat !== null && b.lng !== null ? [{ id: b.id, name: b.name, lat: b.lat, lng: b.lng }] : [],
  );
  const choose = (b: Branch) => writeCookie(branchCookieName(ref), b.ref, 365 * 24 * 3600);
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-3xl pb-32">
      <title>{`${t('branches.title')} | ${restaurant.business_name}`}</title>
      <PageHeader title={t('branches.title')} back={`/${ref}`} className="px-4" />
      {pinned.length ? (
        <div className="relative isolate mx-4 aspect-[16/10] overflow-hidden rounded-3xl ring-1 ring-line sm:aspect-[2/1]">
          {client ? (
            <Suspense fallback={<div className="skeleton size-full" />}>
              <BranchMap
                branches={pinned}
                tileUrl={loaderData.map.tileUrl}
                attribution={loaderData.map.attribution}
                selected={selected}
                label={t('branches.map')}
              />
            </Suspense>
          ) : (
            <div className="skeleton size-full" />
          )}
        </div>
      ) : null}
      <ul className="mt-4 space-y-3 px-4">
        {loaderData.branches.map((b) => (
          <li
            key={b.id}
            className={clsx('rounded-3xl bg-card p-4 ring-1', b.current ? 'ring-2 ring-brand' : 'ring-line')}
          >
            <div className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-brand-ink" aria-hidden />
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-ink">{b.name}</h2>
                <p className="text-muted text-sm">{b.address}</p>
                <OpenStatus opening={b.opening} className="mt-2" />
              </div>
            </div>
            <Hours week={b.week} />
            <div className="mt-4 flex flex-wrap gap-2">
              {b.lat !== null ? (
                <button
                  type="button"
                  onClick={() => setSelected(b.id)}
                  className="h-10 rounded-full bg-sunken px-4 font-semibold text-ink text-sm"
                >
                  {t('branches.showOnMap')}
                </button>
              ) : null}
              {b.phone ? (
                <a
                  href={`tel:${b.phone}`}
                  className="inline-flex h-10 items-center gap-1.5 rounded-full bg-sunken px-4 font-semibold text-ink text-sm"
                >
                  <Phone className="size-4" aria-hidden />
                  <span dir="ltr">{b.phone}</span>
                </a>
              ) : null}
              {b.current ? (
                <span className="inline-flex h-10 items-center px-2 font-semibold text-brand-ink text-sm">
                  {t('branches.current')}
                </span>
              ) : (
                <Link
                  to={`/${ref}/${types[0] ?? ''}?branch=${encodeURIComponent(b.ref)}`}
                  onClick={() => choose(b)}
                  className="inline-flex h-10 items-center rounded-full bg-brand px-4 font-semibold text-on-brand text-sm"
                >
                  {t('branches.orderHere')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
