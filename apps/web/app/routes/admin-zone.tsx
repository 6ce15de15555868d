import {
  addAdminArea,
  addAdminZone,
  deleteAdminArea,
  deleteAdminZone,
  renameAdminArea,
  saveAdminAreaShape,
  saveAdminZone,
} from '@sufra/contract/admin-setup';
import { data, Form, redirect, useParams, useRouteLoaderData } from 'react-router';
import { formText, localizedFrom, minorUnits, wholeNumber } from '../features/admin/admin-forms.server.ts';
import { adminApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import { Banner, buttonClass, LocalizedFields, TextField } from '../features/admin/admin-ui.tsx';
import { checked } from '../features/admin-setup/setup-form.server.ts';
import { setupProblemOf } from '../features/admin-setup/setup-problems.server.ts';
import {
  Card,
  Check,
  SaveResult,
  type SetupResult,
  setupResultOf,
  useBusinessText,
} from '../features/admin-setup/setup-ui.tsx';
import { AddZone, DeleteZone, ZoneAreas } from '../features/admin-setup/zone-places.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-zone';
import type { ZonesData } from './admin-zones.tsx';

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
 * One zone's page's writes ([product: Back office], ADR 1123, 1160, 1201): a zone's terms, an
 * area's outline; a new zone drawn on the map (then its own page), a new area, an area's name; a
 * zone's deletion (then the list) or an area's.
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
  const zones = `/${params.ref}/admin/zones`;
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
    else if (intent === 'zone-add') {
      const { zone } = await addAdminZone(api, params.ref, {
        branch_id: Number(formText(form, 'branch_id')),
        name: localizedFrom(form, 'name', locales),
        fees: minorUnits(formText(form, 'fees'), currency),
        min_order: minorUnits(formText(form, 'min_order'), currency),
        delivery_time: wholeNumber(formText(form, 'delivery_time')),
        visible: checked(form, 'visible'),
        ring: ringFrom(form),
      });
      return redirect(`${zones}/${zone.id}?done=added`);
    } else if (intent === 'zone-delete') {
      await deleteAdminZone(api, params.ref, id, { version: formText(form, 'version') });
      return redirect(`${zones}?done=deleted`);
    } else if (intent === 'area-add')
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

/** The zone this page opened (`zones/:zoneId`), or the new zone's form (`zones/new`). */
export default function AdminZonePage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { zoneId } = useParams();
  // The zones and the map's tiles are the list's (its loader also answers 404 for an unknown zone).
  const { me, zones, map } = useRouteLoaderData('admin-zones') as ZonesData;
  const { business } = me;
  const nameOf = useBusinessText(business.locales);
  const { result, problemOf, savedFor } = setupResultOf(actionData);
  const done = result?.ok && /^area-(add|delete):/.test(result.form) ? 'admin.saved' : null;
  const zone = zones.find((z) => String(z.id) === zoneId);
  if (!zone)
    return (
      <AddZone
        key={zones.map((z) => z.id).join()}
        business={business}
        zones={zones}
        nameOf={nameOf}
        map={map}
        problem={problemOf('zone-add:0')}
      />
    );
  const problem = problemOf(`zone:${zone.id}`);
  const fields = problem?.fields ?? {};
  const branch = business.branches.find((b) => b.id === zone.branch_id);
  return (
    <div className="space-y-4">
      {done ? <Banner tone="ok">{t(done)}</Banner> : null}
      <Card id={`zone-${zone.id}`} title={`${nameOf(zone.name)} · ${nameOf(branch?.name ?? {})}`}>
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
      </Card>
      <ZoneAreas
        key={zone.id}
        zone={zone}
        locales={business.locales}
        nameOf={nameOf}
        map={map}
        problemOf={problemOf}
        savedFor={savedFor}
      />
      <SaveResult problem={problemOf(`zone-delete:${zone.id}`)} saved={false} />
      <DeleteZone zone={zone} name={nameOf(zone.name)} />
    </div>
  );
}
