import { getAdminZones } from '@sufra/contract/admin-zones';
import { data, Outlet, useParams, useSearchParams } from 'react-router';
import { majorUnits } from '../features/admin/admin-forms.server.ts';
import { adminLoader } from '../features/admin/admin-route.server.ts';
import { Banner } from '../features/admin/admin-ui.tsx';
import { SetupPage } from '../features/admin/setup-ui.tsx';
import { ZoneList } from '../features/admin-zones/zone-list.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { webConfig } from '../platform/env.server.ts';
import type { Route } from './+types/admin-zones';

/**
 * `/{ref}/admin/zones` (ADR 1201): the compact list of a business's delivery zones, and — as its
 * child route — one zone open for editing with its map (`zones/:zoneId`, or `zones/new`). On a
 * phone the list and the open zone take turns; on a desktop they sit side by side. This module
 * imports no map: the outline editor and Leaflet come with the zone's route.
 */
export async function loader(args: Route.LoaderArgs) {
  // The open zone's loader is this one (every matched loader gets the child's params): an unknown id is a 404.
  const open = (args.params as { zoneId?: string }).zoneId;
  return adminLoader(args, async ({ me, api, ref }) => {
    const { zones } = await getAdminZones(api, ref);
    if (open && open !== 'new' && !zones.some((z) => String(z.id) === open))
      throw data('Page not found', { status: 404 });
    const config = webConfig();
    return {
      zones: zones.map((z) => ({
        ...z,
        feesText: majorUnits(z.fees, me.business.currency),
        minText: majorUnits(z.min_order, me.business.currency),
      })),
      map: {
        tileUrl: config.MAP_TILE_URL,
        attribution: config.MAP_TILE_ATTRIBUTION,
        // Where the business delivers from, pinned on the outline editor (ADR 1480).
        branches: me.business.branches.flatMap((b) =>
          b.lat !== null && b.lng !== null ? [{ id: b.id, name: b.name, lat: b.lat, lng: b.lng }] : [],
        ),
      },
    };
  });
}

export type ZonesData = Awaited<ReturnType<typeof loader>>;

/** What a write that left its zone's page did (added or deleted), said on the page it lands on. */
const DONE = { added: 'admin.zones.added', deleted: 'admin.zones.deleted' } as const;

export default function AdminZonesLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, zones } = loaderData;
  const { zoneId } = useParams();
  const [search] = useSearchParams();
  const done = DONE[search.get('done') as keyof typeof DONE];
  const title = t('admin.nav.zones');
  return (
    <SetupPage me={me} title={title} back={zoneId ? `/${me.business.reference_id}/admin/zones` : undefined}>
      {done ? (
        <div className="mb-4">
          <Banner tone="ok">{t(done)}</Banner>
        </div>
      ) : null}
      <div className="lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start lg:gap-6">
        {/* On a phone, an open zone has the screen; the list is one tap back. */}
        <div className={zoneId ? 'hidden lg:block' : undefined}>
          <ZoneList me={me} zones={zones} open={zoneId} />
        </div>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </SetupPage>
  );
}
