import {
  addAdminArea,
  addAdminZone,
  deleteAdminArea,
  deleteAdminZone,
  renameAdminArea,
  saveAdminAreaShape,
  saveAdminZone,
} from '@sufra/contract/admin-zones';
import { Form, redirect, useParams, useRouteLoaderData } from 'react-router';
import { formText, localizedFrom, minorUnits, wholeNumber } from '../features/admin/admin-forms.server.ts';
import { type AdminWrite, adminAction } from '../features/admin/admin-route.server.ts';
import { Banner, LocalizedFields, TextField } from '../features/admin/admin-ui.tsx';
import { checked } from '../features/admin/setup-form.server.ts';
import { setupProblemOf } from '../features/admin/setup-problems.server.ts';
import { Card, Check, SaveResult, setupResultOf, useBusinessText } from '../features/admin/setup-ui.tsx';
import { AddZone, DeleteZone, ZoneAreas } from '../features/admin-zones/zone-places.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/admin-zone';
import type { ZonesData } from './admin-zones.tsx';

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
  const zones = `/${args.params.ref}/admin/zones`;
  /** A zone's terms as its form posts them (the edit form and the new zone's). */
  const terms = ({ form, me }: AdminWrite) => ({
    name: localizedFrom(form, 'name', me.business.locales),
    fees: minorUnits(formText(form, 'fees'), me.business.currency),
    min_order: minorUnits(formText(form, 'min_order'), me.business.currency),
    delivery_time: wholeNumber(formText(form, 'delivery_time')),
    visible: checked(form, 'visible'),
  });
  const version = ({ form }: AdminWrite) => formText(form, 'version');
  return adminAction(
    args,
    {
      zone: (w) => saveAdminZone(w.api, w.ref, w.id, { ...terms(w), version: version(w) }),
      shape: (w) => saveAdminAreaShape(w.api, w.ref, w.id, { ring: ringFrom(w.form), version: version(w) }),
      'zone-add': async (w) => {
        const branch_id = Number(formText(w.form, 'branch_id'));
        const { zone } = await addAdminZone(w.api, w.ref, { branch_id, ...terms(w), ring: ringFrom(w.form) });
        throw redirect(`${zones}/${zone.id}?done=added`);
      },
      'zone-delete': async (w) => {
        await deleteAdminZone(w.api, w.ref, w.id, { version: version(w) });
        throw redirect(`${zones}?done=deleted`);
      },
      'area-add': (w) =>
        addAdminArea(w.api, w.ref, w.id, {
          name: localizedFrom(w.form, 'name', w.me.business.locales),
          ring: ringFrom(w.form),
        }),
      'area-rename': (w) =>
        renameAdminArea(w.api, w.ref, w.id, {
          name: localizedFrom(w.form, 'name', w.me.business.locales),
          version: version(w),
        }),
      'area-delete': (w) => deleteAdminArea(w.api, w.ref, w.id, { version: version(w) }),
    },
    // Keys as the page asks for them: `zone-add:0` for the new zone's form.
    { problemOf: setupProblemOf, key: ({ intent, id }) => `${intent}:${id}` },
  );
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
          <Button type="submit" variant="primary" pill>
            {t('admin.save')}
          </Button>
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
