import { getAdminZones, saveAdminAreaShape, saveAdminZone } from '@sufra/contract/admin-setup';
import { data, Form } from 'react-router';
import {
  formText,
  localizedFrom,
  majorUnits,
  minorUnits,
  wholeNumber,
} from '../features/admin/admin-forms.server.ts';
import { adminApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import { buttonClass, LocalizedFields, TextField } from '../features/admin/admin-ui.tsx';
import { AreaOutline } from '../features/admin-setup/area-outline.tsx';
import { checked } from '../features/admin-setup/setup-form.server.ts';
import { setupProblemOf } from '../features/admin-setup/setup-problems.server.ts';
import {
  Card,
  Check,
  SaveResult,
  SetupPage,
  type SetupResult,
  setupResultOf,
  useBusinessText,
} from '../features/admin-setup/setup-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { webConfig } from '../platform/env.server.ts';
import type { Route } from './+types/admin-zones';

export async function loader(args: Route.LoaderArgs) {
  const me = await requireAdminMe(args);
  const { zones } = await getAdminZones(adminApi(args.context, args.request), args.params.ref);
  const config = webConfig();
  return {
    me,
    zones: zones.map((z) => ({
      ...z,
      feesText: majorUnits(z.fees, me.business.currency),
      minText: majorUnits(z.min_order, me.business.currency),
    })),
    map: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
  };
}

type ActionResult = SetupResult;

/** The zones page's writes ([product: Back office], ADR 1123): a zone's terms, an area's outline. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const me = await requireAdminMe(args);
  const { currency, locales } = me.business;
  const api = adminApi(context, request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  const key = `${intent}:${id}`;
  try {
    if (intent === 'zone')
      await saveAdminZone(api, params.ref, id, {
        name: localizedFrom(form, 'name', locales),
        fees: minorUnits(formText(form, 'fees'), currency),
        min_order: minorUnits(formText(form, 'min_order'), currency),
        delivery_time: wholeNumber(formText(form, 'delivery_time')),
        visible: checked(form, 'visible'),
        version: formText(form, 'version'),
      });
    else if (intent === 'shape') {
      let ring: [number, number][] = [];
      try {
        ring = JSON.parse(formText(form, 'ring'));
      } catch {
        ring = [];
      }
      await saveAdminAreaShape(api, params.ref, id, { ring, version: formText(form, 'version') });
    }
    return { ok: true, form: key } satisfies ActionResult;
  } catch (error) {
    return data({ ok: false, form: key, ...setupProblemOf(error) } satisfies ActionResult, { status: 422 });
  }
}

export default function AdminZonesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, zones, map } = loaderData;
  const { business } = me;
  const nameOf = useBusinessText(business.locales);
  const { problemOf, savedFor } = setupResultOf(actionData);
  const title = t('admin.nav.zones');
  return (
    <SetupPage me={me} title={title}>
      {zones.length === 0 ? <p className="text-muted">{t('admin.zones.none')}</p> : null}
      <div className="space-y-4">
        {zones.map((zone) => {
          const problem = problemOf(`zone:${zone.id}`);
          const fields = problem?.fields ?? {};
          const branch = business.branches.find((b) => b.id === zone.branch_id);
          return (
            <Card
              key={zone.id}
              id={`zone-${zone.id}`}
              title={`${nameOf(zone.name)} · ${nameOf(branch?.name ?? {})}`}
            >
              <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
                <Form key={zone.version} method="post" className="space-y-3">
                  <input type="hidden" name="intent" value="zone" />
                  <input type="hidden" name="id" value={zone.id} />
                  <input type="hidden" name="version" value={zone.version} />
                  <SaveResult problem={problem} saved={savedFor(`zone:${zone.id}`)} />
                  <LocalizedFields
                    id={`zone-${zone.id}-name`}
                    name="name"
                    label={t('admin.field.name')}
                    locales={business.locales}
                    values={zone.name}
                    errors={fields}
                    required
                  />
                  <div className="grid grid-cols-2 gap-3">
                    <TextField
                      id={`zone-${zone.id}-fees`}
                      name="fees"
                      label={t('admin.zones.fee', { currency: business.currency })}
                      inputMode="decimal"
                      defaultValue={zone.feesText}
                      error={fields.fees}
                      dir="ltr"
                    />
                    <TextField
                      id={`zone-${zone.id}-min`}
                      name="min_order"
                      label={t('admin.zones.minOrder', { currency: business.currency })}
                      inputMode="decimal"
                      defaultValue={zone.minText}
                      error={fields.min_order}
                      dir="ltr"
                    />
                  </div>
                  <TextField
                    id={`zone-${zone.id}-time`}
                    name="delivery_time"
                    label={t('admin.zones.time')}
                    inputMode="numeric"
                    defaultValue={String(zone.delivery_time)}
                    error={fields.delivery_time}
                    dir="ltr"
                  />
                  <Check name="visible" label={t('admin.zones.visible')} checked={zone.visible} />
                  <button type="submit" className={buttonClass.primary}>
                    {t('admin.save')}
                  </button>
                </Form>
                <div className="space-y-4">
                  {zone.areas.map((area) => (
                    <AreaOutline
                      key={`${area.id}-${area.version}`}
                      area={area}
                      name={nameOf(area.name)}
                      others={zone.areas
                        .filter((a) => a.id !== area.id && a.ring)
                        .map((a) => a.ring as [number, number][])}
                      color={zone.color ?? '#0F5257'}
                      map={map}
                      problem={problemOf(`shape:${area.id}`)}
                      saved={savedFor(`shape:${area.id}`)}
                    />
                  ))}
                </div>
              </div>
            </Card>
          );
        })}
      </div>
    </SetupPage>
  );
}
