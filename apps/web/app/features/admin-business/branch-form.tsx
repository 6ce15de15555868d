import type { AdminBranch } from '@sufra/contract';
import { lazy, Suspense, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { LocalizedFields, TextField } from '../admin/admin-ui.tsx';
import { SaveResult } from '../admin/setup-ui.tsx';

// The checkout's pin map (Leaflet, loaded only when a branch's form is opened in a browser).
const PinMap = lazy(() => import('../checkout/pin-map.tsx'));
// The diner's address search, on the same map (ADR 1482).
const AddressSearch = lazy(() => import('../geolocate/address-search.tsx'));

export type MapTiles = { tileUrl: string; attribution: string };
type Point = { lat: number; lng: number };

/**
 * A branch's name, address, phone and map pin ([product: Back office], ADR 1372), or a new
 * branch's. A real form: the pin's two numbers are fields that post before the scripts load;
 * once they run, the map beside them moves the pin and fills them in.
 */
export function BranchForm(props: {
  branch: AdminBranch | null;
  locales: string[];
  /** Where the map starts when the branch has no pin yet. */
  centre: Point;
  map: MapTiles;
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const { branch, locales } = props;
  const busy = useNavigation().state === 'submitting';
  const fields = props.problem?.fields ?? {};
  const id = branch ? `branch-${branch.id}` : 'branch-new';
  const pinned = branch?.lat != null && branch.lng != null ? { lat: branch.lat, lng: branch.lng } : null;
  const [pin, setPin] = useState<Point | null>(pinned);
  return (
    <Form
      key={branch?.version ?? 'new'}
      method="post"
      className="space-y-3"
      aria-label={t('admin.business.branchForm')}
    >
      <input type="hidden" name="intent" value={branch ? 'branch' : 'branch-new'} />
      {branch ? <input type="hidden" name="id" value={branch.id} /> : null}
      {branch ? <input type="hidden" name="version" value={branch.version} /> : null}
      <SaveResult problem={props.problem} saved={props.saved} />
      <LocalizedFields
        id={`${id}-name`}
        name="name"
        label={t('admin.business.branchName')}
        locales={locales}
        values={branch?.name}
        errors={fields}
        required
      />
      <LocalizedFields
        id={`${id}-address`}
        name="address"
        label={t('admin.business.address')}
        locales={locales}
        values={branch?.address}
        errors={fields}
      />
      <TextField
        id={`${id}-phone`}
        name="phone"
        type="tel"
        autoComplete="off"
        label={t('admin.business.phone')}
        defaultValue={branch?.phone ?? ''}
        error={fields.phone}
        dir="ltr"
      />
      <fieldset className="space-y-2">
        <legend className="font-medium text-ink text-sm">{t('admin.business.pin')}</legend>
        <p className="text-muted text-xs">{t('admin.business.pinHint')}</p>
        <BranchMap pin={pin} centre={props.centre} map={props.map} onPin={setPin} />
        <div className="grid grid-cols-2 gap-2">
          {(['lat', 'lng'] as const).map((k) => (
            <TextField
              // Remounted when the map moves the pin, so the number shows where it is now.
              key={`${k}${pin?.[k] ?? ''}`}
              id={`${id}-${k}`}
              name={k}
              inputMode="decimal"
              label={t(`admin.business.${k}`)}
              defaultValue={pin ? pin[k].toFixed(6) : ''}
              error={fields[k]}
              dir="ltr"
              onBlur={(e) => {
                const v = Number(e.target.value);
                const other = k === 'lat' ? 'lng' : 'lat';
                if (e.target.value && Number.isFinite(v) && pin) setPin({ ...pin, [k]: v });
                else if (e.target.value && Number.isFinite(v))
                  setPin({ ...props.centre, [k]: v, [other]: props.centre[other] } as Point);
              }}
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="primary" pill disabled={busy}>
        {branch ? t('admin.save') : t('admin.business.addBranch')}
      </Button>
    </Form>
  );
}

/** The map, in a browser only (the server and the hydration render show the placeholder). */
function BranchMap(props: { pin: Point | null; centre: Point; map: MapTiles; onPin: (p: Point) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <div className="min-h-11">
        {hydrated ? (
          <Suspense fallback={null}>
            <AddressSearch onPick={(place) => props.onPin({ lat: place.lat, lng: place.lng })} />
          </Suspense>
        ) : null}
      </div>
      <div className="h-64 overflow-hidden rounded-2xl ring-1 ring-line">
        {hydrated ? (
          <Suspense fallback={<div className="skeleton size-full" />}>
            <PinMap
              pin={props.pin ?? props.centre}
              onPin={props.onPin}
              areas={NO_AREAS}
              tileUrl={props.map.tileUrl}
              attribution={props.map.attribution}
              label={t('admin.business.pin')}
              pinLabel={t('locations.pin')}
            />
          </Suspense>
        ) : (
          <div className="skeleton size-full" />
        )}
      </div>
    </>
  );
}

// One array for every render: the map is remade when its areas change.
const NO_AREAS: [] = [];
