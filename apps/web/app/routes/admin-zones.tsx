import {
  addAdminArea,
  addAdminZone,
  deleteAdminArea,
  deleteAdminZone,
  getAdminZones,
  renameAdminArea,
  saveAdminAreaShape,
  saveAdminZone,
} from '@sufra/contract/admin-setup';
import { data, Form } from 'react-router';
import {
  formText,
  localizedFrom,
  majorUnits,
  minorUnits,
  wholeNumber,
} from '../features/admin/admin-forms.server.ts';
import { adminApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import { Banner, buttonClass, LocalizedFields, TextField } from '../features/admin/admin-ui.tsx';
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
import { AddArea, AddZone, AreaPlace, DeleteZone } from '../features/admin-setup/zone-places.tsx';
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

/** The outline the map field posted (a closed ring), or none: the server names `ring` then. */
function ringFrom(form: FormData): [number, number][] {
  try {
    const ring = JSON.parse(formText(form, 'ring'));
    return Array.isArray(ring) ? ring : [];
  } catch {
    return [];
  }
}

/**
 * The zones page's writes ([product: Back office], ADR 1123, 1160): a zone's terms, an area's
 * outline; a new zone drawn on the map, a new area, an area's name; a zone's or area's deletion.
 */
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
    else if (intent === 'shape')
      await saveAdminAreaShape(api, params.ref, id, {
        ring: ringFrom(form),
        version: formText(form, 'version'),
      });
    else if (intent === 'zone-add')
      await addAdminZone(api, params.ref, {
        branch_id: Number(formText(form, 'branch_id')),
        name: localizedFrom(form, 'name', locales),
        fees: minorUnits(formText(form, 'fees'), currency),
        min_order: minorUnits(formText(form, 'min_order'), currency),
        delivery_time: wholeNumber(formText(form, 'delivery_time')),
        visible: checked(form, 'visible'),
        ring: ringFrom(form),
      });
    else if (intent === 'zone-delete')
      await deleteAdminZone(api, params.ref, id, { version: formText(form, 'version') });
    else if (intent === 'area-add')
      await addAdminArea(api, params.ref, id, {
        name: localizedFrom(form, 'name', locales),
        ring: ringFrom(form),
      });
    else if (intent === 'area-rename')
      await renameAdminArea(api, params.ref, id, {
        name: localizedFrom(form, 'name', locales),
        version: formText(form, 'version'),
      });
    else if (intent === 'area-delete')
      await deleteAdminArea(api, params.ref, id, { version: formText(form, 'version') });
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
  const { result, problemOf, savedFor } = setupResultOf(actionData);
  const title = t('admin.nav.zones');
  const done = result?.ok ? doneMessage(result.form) : null;
  return (
    <SetupPage me={me} title={title}>
      {done ? (
        <div className="mb-4">
          <Banner tone="ok">{t(done)}</Banner>
        </div>
      ) : null}
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <a href="#zones-add-form" className={buttonClass.secondary}>
          {t('admin.zones.add')}
        </a>
      </div>
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
                    <AreaPlace
                      key={area.id}
                      zone={zone}
                      area={area}
                      locales={business.locales}
                      nameOf={nameOf}
                      map={map}
                      problemOf={problemOf}
                      savedFor={savedFor}
                    />
                  ))}
                  <AddArea
                    key={zone.areas.map((a) => a.id).join()}
                    zone={zone}
                    zoneName={nameOf(zone.name)}
                    locales={business.locales}
                    map={map}
                    problem={problemOf(`area-add:${zone.id}`)}
                  />
                </div>
              </div>
              <SaveResult problem={problemOf(`zone-delete:${zone.id}`)} saved={false} />
              <DeleteZone zone={zone} name={nameOf(zone.name)} />
            </Card>
          );
        })}
        <AddZone
          key={zones.map((z) => z.id).join()}
          business={business}
          zones={zones}
          nameOf={nameOf}
          map={map}
          problem={problemOf('zone-add:0')}
        />
      </div>
    </SetupPage>
  );
}

/** What a page-wide write did (a form that is gone, or new, has no place of its own to say it). */
function doneMessage(form: string): string | null {
  return /^(zone-add|zone-delete|area-add|area-delete):/.test(form) ? 'admin.saved' : null;
}
