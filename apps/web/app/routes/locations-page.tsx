import { getZones } from '@sufra/contract/client';
import { MapPin } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { data, Form, useNavigation, useParams } from 'react-router';
import { problemText } from '../features/accounts/account-errors.ts';
import { AddressForm } from '../features/accounts/address-form.tsx';
import { locationsAction } from '../features/accounts/locations-action.server.ts';
import { requireAccount } from '../features/accounts/session.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { apiFor } from '../platform/api-context.ts';
import { webConfig } from '../platform/env.server.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { activeBranch } from '../shell/selling-type.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/locations-page';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'locations.title'),
  { name: 'robots', content: 'noindex' },
];

/** `/{ref}/locations` ([product: Accounts], signed-in diners): saved delivery addresses, one default. */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { user, headers } = await requireAccount(args, business.language);
  return data({ locations: user.locations, map: await pinMapOf(args, business) }, { headers });
}

/** The checkout's map for the pin (ADR 1451): the branch's delivery areas, its tiles, its point. */
async function pinMapOf(args: Route.LoaderArgs, business: Awaited<ReturnType<typeof loadBusiness>>) {
  const branchId = business.restaurant.branch_id;
  const zones = await getZones(apiFor(args.context, business.contentLanguage), branchId).then(
    (r) => r.zones,
    () => [],
  );
  const areas = zones
    .filter((z) => z.visible && z.branch === branchId)
    .flatMap((z) => z.areas.map((a) => ({ id: a.id, name: a.name, shape: a.shape, color: z.color })));
  const config = webConfig();
  const branch = activeBranch(business.restaurant);
  return {
    areas,
    tileUrl: config.MAP_TILE_URL,
    attribution: config.MAP_TILE_ATTRIBUTION,
    start: { lat: branch?.lat ?? 29.3375, lng: branch?.lng ?? 47.9774 },
  };
}

/** A `<details>` whose form draws its map only while open (Leaflet needs a visible box). */
function Opens({
  initially,
  className,
  summary,
  children,
}: {
  initially: boolean;
  className?: string;
  summary: ReactNode;
  children: (open: boolean) => ReactNode;
}) {
  const [open, setOpen] = useState(initially);
  return (
    <details
      className={className}
      open={initially || undefined}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      {summary}
      {children(open)}
    </details>
  );
}

export async function action(args: Route.ActionArgs) {
  const business = await loadBusiness(args);
  return locationsAction(args, business.language);
}

export default function LocationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { ref = '' } = useParams();
  const comma = /^(ar|fa|ur)/.test(i18n.language) ? '، ' : ', ';
  const busy = useNavigation().state === 'submitting';
  const problemFor = (id: number | null) =>
    actionData?.problem && actionData.id === id ? problemText(t, actionData.problem) : null;
  const lines = (l: (typeof loaderData.locations)[number]) =>
    [
      l.block && `${t('address.field.block')} ${l.block}`,
      l.street,
      l.building,
      l.house_number,
      l.apartment,
      l.office_number,
    ]
      .filter(Boolean)
      .join(comma);
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md space-y-4 px-4 pb-32">
      <PageHeader title={t('locations.title')} back={`/${ref}/profile`} />
      {loaderData.locations.length === 0 ? (
        <p className="py-6 text-center text-muted">{t('locations.none')}</p>
      ) : null}
      <ul className="space-y-3">
        {loaderData.locations.map((l) => (
          <li key={l.id} className="space-y-3 rounded-3xl bg-card p-4 ring-1 ring-line">
            <div className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-5 text-brand-ink" aria-hidden />
              <div className="min-w-0 flex-1">
                {/* A flex row: the badge is its own box and never covers the end of the name (Arabic
                    final letters reach past their advance). */}
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
                  <span>{l.title || t(`address.type.${l.form_type}`)}</span>
                  {l.is_default ? (
                    <span className="rounded-full bg-sunken px-2 py-0.5 font-medium text-brand-ink text-xs">
                      {t('locations.default')}
                    </span>
                  ) : null}
                </p>
                <p className="text-muted text-sm">{lines(l)}</p>
              </div>
            </div>
            <Opens
              initially={false}
              summary={
                <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-ink text-sm">
                  {t('locations.edit')}
                </summary>
              }
            >
              {(open) => (
                <AddressForm
                  location={l}
                  error={problemFor(l.id)}
                  busy={busy}
                  map={loaderData.map}
                  open={open}
                />
              )}
            </Opens>
            <div className="flex flex-wrap justify-end gap-2 border-line border-t pt-3">
              {!l.is_default ? (
                <Form method="post">
                  <input type="hidden" name="id" value={l.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="default"
                    className="min-h-11 rounded-full px-4 font-semibold text-brand-ink text-sm ring-1 ring-line"
                  >
                    {t('locations.makeDefault')}
                  </button>
                </Form>
              ) : null}
              <Form method="post">
                <input type="hidden" name="id" value={l.id} />
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className="min-h-11 rounded-full px-4 font-semibold text-rose-700 text-sm ring-1 ring-line dark:text-rose-300"
                >
                  {t('locations.delete')}
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <Opens
        className="rounded-3xl bg-card p-4 ring-1 ring-line"
        initially={loaderData.locations.length === 0 || Boolean(problemFor(null))}
        summary={
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">
            {t('locations.add')}
          </summary>
        }
      >
        {(open) => <AddressForm error={problemFor(null)} busy={busy} map={loaderData.map} open={open} />}
      </Opens>
    </main>
  );
}
