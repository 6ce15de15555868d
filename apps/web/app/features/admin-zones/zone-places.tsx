import type { AdminArea, AdminZone } from '@sufra/contract/admin-zones';
import { useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { inputClass, LocalizedFields, TextField } from '../admin/admin-ui.tsx';
import { Card, Check, SaveResult } from '../admin/setup-ui.tsx';
import { AreaOutline, type MapTiles, OutlineField } from './area-outline.tsx';

// The zones page's places ([product: Back office], ADR 1160): a zone's areas (named, renamed,
// deleted, redrawn), a new area, a new zone drawn on the map, and a zone's deletion — each a form
// posting to the page's action, deletions behind a second tap (as the menu's, ADR 1101).

type Ring = [number, number][];
type Business = {
  locales: string[];
  currency: string;
  branches: { id: number; name: Record<string, string> }[];
};
type ProblemOf = (form: string) => AdminProblem | null;

/** A deletion behind a second tap: the summary opens the explanation and the confirming button. */
function ConfirmDelete({
  label,
  hint,
  intent,
  id,
  version,
}: {
  label: string;
  hint: string;
  intent: string;
  id: number;
  version: string;
}) {
  return (
    <details className="rounded-xl bg-sunken">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-rose-700 dark:text-rose-300">
        {label}
      </summary>
      <Form method="post" className="space-y-2 p-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="version" value={version} />
        <p className="text-muted text-sm">{hint}</p>
        <Button type="submit" variant="dangerOutline" pill>
          {label}
        </Button>
      </Form>
    </details>
  );
}

export function DeleteZone({ zone, name }: { zone: AdminZone; name: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmDelete
      label={t('admin.zones.delete', { name })}
      hint={t('admin.zones.deleteHint')}
      intent="zone-delete"
      id={zone.id}
      version={zone.version}
    />
  );
}

/** What a zone's page gives its parts: the zone, the business's languages, the map, the answers. */
type ZonePageProps = {
  zone: AdminZone;
  locales: string[];
  nameOf: (n: Record<string, string>) => string;
  map: MapTiles;
  problemOf: ProblemOf;
  savedFor: (form: string) => boolean;
};

/** One area: its name (renamed per language), its outline on the map, its deletion. */
export function AreaPlace({
  zone,
  area,
  locales,
  nameOf,
  map,
  problemOf,
  savedFor,
}: ZonePageProps & { area: AdminArea }) {
  const { t } = useTranslation();
  const name = nameOf(area.name);
  const renameProblem = problemOf(`area-rename:${area.id}`) ?? problemOf(`area-delete:${area.id}`);
  return (
    <section aria-labelledby={`area-${area.id}-name`} className="space-y-2 rounded-2xl p-3 ring-1 ring-line">
      <h3 id={`area-${area.id}-name`} className="font-medium text-ink">
        {name}
      </h3>
      <SaveResult problem={renameProblem} saved={savedFor(`area-rename:${area.id}`)} />
      <ErrorText>{renameProblem?.fields.area ? t(renameProblem.fields.area) : null}</ErrorText>
      <details
        className="rounded-xl bg-sunken"
        open={
          renameProblem?.fields && Object.keys(renameProblem.fields).some((f) => f.startsWith('name'))
            ? true
            : undefined
        }
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-ink">
          {t('admin.zones.renameArea', { name })}
        </summary>
        <Form key={area.version} method="post" className="space-y-3 p-3">
          <input type="hidden" name="intent" value="area-rename" />
          <input type="hidden" name="id" value={area.id} />
          <input type="hidden" name="version" value={area.version} />
          <LocalizedFields
            id={`area-${area.id}-rename`}
            name="name"
            label={t('admin.zones.areaName')}
            locales={locales}
            values={area.name}
            errors={renameProblem?.fields ?? {}}
            required
          />
          <Button type="submit" variant="card" pill>
            {t('admin.save')}
          </Button>
        </Form>
      </details>
      <AreaOutline
        key={`${area.id}-${area.version}`}
        area={area}
        name={name}
        others={zone.areas.filter((a) => a.id !== area.id && a.ring).map((a) => a.ring as Ring)}
        color={zone.color ?? '#0F5257'}
        map={map}
        problem={problemOf(`shape:${area.id}`)}
        saved={savedFor(`shape:${area.id}`)}
      />
      {zone.areas.length > 1 ? (
        <ConfirmDelete
          label={t('admin.zones.deleteArea', { name })}
          hint={t('admin.zones.deleteHint')}
          intent="area-delete"
          id={area.id}
          version={area.version}
        />
      ) : null}
    </section>
  );
}

/**
 * A zone's areas (ADR 1201): one open with its map (`?area=` picks it, the first by default), the
 * others a link each — so a zone of many areas still loads one map — then a new area's disclosure.
 */
export function ZoneAreas({ zone, locales, nameOf, map, problemOf, savedFor }: ZonePageProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = Number(search.get('area'));
  const open = zone.areas.find((a) => a.id === asked) ?? zone.areas[0];
  return (
    <div className="space-y-4">
      {zone.areas.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {zone.areas.map((area) => (
            <li key={area.id}>
              <Link
                to={`?area=${area.id}`}
                replace
                preventScrollReset
                aria-current={area === open ? 'true' : undefined}
                className={buttonClass({ variant: area === open ? 'soft' : 'card', pill: true })}
              >
                {nameOf(area.name)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <AreaPlace
          key={`area-${open.id}`}
          zone={zone}
          area={open}
          locales={locales}
          nameOf={nameOf}
          map={map}
          problemOf={problemOf}
          savedFor={savedFor}
        />
      ) : null}
      <AddArea
        // Not an area's id: a sibling of the open area's place, whose key is its id.
        key={`add-${zone.areas.map((a) => a.id).join()}`}
        zone={zone}
        zoneName={nameOf(zone.name)}
        locales={locales}
        map={map}
        problem={problemOf(`area-add:${zone.id}`)}
      />
      {zone.areas.length === 0 ? <p className="text-muted text-sm">{t('admin.zones.noArea')}</p> : null}
    </div>
  );
}

/** A new area of a zone: its name and its outline drawn on the map beside the zone's others. */
export function AddArea({
  zone,
  zoneName,
  locales,
  map,
  problem,
}: {
  zone: AdminZone;
  zoneName: string;
  locales: string[];
  map: MapTiles;
  problem: AdminProblem | null;
}) {
  const { t } = useTranslation();
  const fields = problem?.fields ?? {};
  // The map is made when the disclosure opens: Leaflet measures its box once, and a closed one has none.
  const [open, setOpen] = useState(Boolean(problem));
  return (
    <details
      className="rounded-2xl bg-sunken"
      open={problem ? true : undefined}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-ink">
        {t('admin.zones.addArea', { name: zoneName })}
      </summary>
      <Form method="post" className="space-y-3 p-3">
        <input type="hidden" name="intent" value="area-add" />
        <input type="hidden" name="id" value={zone.id} />
        <SaveResult problem={problem} saved={false} />
        <LocalizedFields
          id={`zone-${zone.id}-new-area`}
          name="name"
          label={t('admin.zones.areaName')}
          locales={locales}
          values={undefined}
          errors={fields}
          required
        />
        {open ? (
          <OutlineField
            id={`zone-${zone.id}-new-area-outline`}
            initial={null}
            others={zone.areas.filter((a) => a.ring).map((a) => a.ring as Ring)}
            color={zone.color ?? '#0F5257'}
            map={map}
            label={t('admin.zones.mapLabel', { name: zoneName })}
            error={fields.ring}
          />
        ) : null}
        <Button type="submit" variant="primary" pill>
          {t('admin.zones.addAreaButton')}
        </Button>
      </Form>
    </details>
  );
}

/** A new zone: branch, name, terms, and its first area drawn on the map beside the existing zones. */
export function AddZone({
  business,
  zones,
  nameOf,
  map,
  problem,
}: {
  business: Business;
  zones: AdminZone[];
  nameOf: (n: Record<string, string>) => string;
  map: MapTiles;
  problem: AdminProblem | null;
}) {
  const { t } = useTranslation();
  const fields = problem?.fields ?? {};
  return (
    <Card id="zones-add" title={t('admin.zones.add')}>
      <Form id="zones-add-form" method="post" className="scroll-mt-28 space-y-3">
        <input type="hidden" name="intent" value="zone-add" />
        <SaveResult problem={problem} saved={false} />
        <p className="text-muted text-sm">{t('admin.zones.addHint')}</p>
        <div>
          <label htmlFor="zone-new-branch" className="font-medium text-ink text-sm">
            {t('admin.tables.branch')}
          </label>
          <select id="zone-new-branch" name="branch_id" className={inputClass}>
            {business.branches.map((b) => (
              <option key={b.id} value={b.id}>
                {nameOf(b.name)}
              </option>
            ))}
          </select>
        </div>
        <LocalizedFields
          id="zone-new-name"
          name="name"
          label={t('admin.field.name')}
          locales={business.locales}
          values={undefined}
          errors={fields}
          required
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="zone-new-fees"
            name="fees"
            label={t('admin.zones.fee', { currency: business.currency })}
            inputMode="decimal"
            defaultValue="0"
            error={fields.fees}
            dir="ltr"
          />
          <TextField
            id="zone-new-min"
            name="min_order"
            label={t('admin.zones.minOrder', { currency: business.currency })}
            inputMode="decimal"
            defaultValue="0"
            error={fields.min_order}
            dir="ltr"
          />
        </div>
        <TextField
          id="zone-new-time"
          name="delivery_time"
          label={t('admin.zones.time')}
          inputMode="numeric"
          defaultValue="30"
          error={fields.delivery_time}
          dir="ltr"
        />
        <Check name="visible" label={t('admin.zones.visible')} checked />
        <OutlineField
          id="zone-new-outline"
          initial={null}
          others={zones.flatMap((z) => z.areas.filter((a) => a.ring).map((a) => a.ring as Ring))}
          color="#0F5257"
          map={map}
          label={t('admin.zones.mapLabel', { name: t('admin.zones.add') })}
          error={fields.ring}
        />
        <Button type="submit" variant="primary" pill>
          {t('admin.zones.addButton')}
        </Button>
      </Form>
    </Card>
  );
}
