import type { AdminArea } from '@sufra/contract/admin-zones';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { FieldError } from '../admin/admin-ui.tsx';
import { SaveResult } from '../admin/setup-ui.tsx';

const OutlineMap = lazy(() => import('./outline-map.tsx'));

type Ring = [number, number][];
export type MapTiles = {
  tileUrl: string;
  attribution: string;
  /** The business's branches with a pin, drawn for reference (ADR 1480). */
  branches?: { id: number; name: Record<string, string>; lat: number; lng: number }[];
};

/** The corners of a stored ring (its closing repeat left out). */
const cornersOf = (ring: Ring | null): Ring => (ring && ring.length > 1 ? ring.slice(0, -1) : []);

/**
 * An outline drawn on the map as a form field (ADR 1123, 1160): the map (after hydration; a
 * placeholder before), undo and clear, and the closed ring in a hidden `ring` input of the
 * surrounding form. Used to redraw an area and to draw a new zone's or area's outline.
 */
export function OutlineField({
  id,
  initial,
  others,
  color,
  map,
  label,
  error,
}: {
  id: string;
  initial: Ring | null;
  others: Ring[];
  color: string;
  map: MapTiles;
  label: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [corners, setCorners] = useState<Ring>(() => cornersOf(initial));
  const closed = corners.length ? [...corners, corners[0] as [number, number]] : [];
  // The map is made once per set of reference outlines: compare them by value, not identity.
  const othersKey = JSON.stringify(others);
  const stableOthers = useMemo(() => JSON.parse(othersKey) as Ring[], [othersKey]);
  const branchesKey = JSON.stringify(map.branches ?? []);
  const branches = useMemo(() => JSON.parse(branchesKey) as NonNullable<MapTiles['branches']>, [branchesKey]);
  return (
    <div className="space-y-2">
      <input type="hidden" name="ring" value={JSON.stringify(closed)} />
      <p id={`${id}-hint`} className="text-muted text-sm">
        {t('admin.zones.outlineHint', { corners: corners.length })}
      </p>
      <div className="h-72 overflow-hidden rounded-2xl ring-1 ring-line">
        {hydrated ? (
          <Suspense fallback={<div className="size-full bg-sunken" />}>
            <OutlineMap
              corners={corners}
              onCorners={setCorners}
              others={stableOthers}
              color={color}
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              branches={branches}
              label={label}
            />
          </Suspense>
        ) : (
          <div className="size-full bg-sunken" />
        )}
      </div>
      <FieldError id={`${id}-error`} text={error} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="card"
          pill
          disabled={!hydrated || corners.length === 0}
          onClick={() => setCorners(corners.slice(0, -1))}
        >
          {t('admin.zones.undoCorner')}
        </Button>
        <Button
          type="button"
          variant="quiet"
          size="icon"
          pill
          disabled={!hydrated || corners.length === 0}
          onClick={() => setCorners([])}
        >
          {t('admin.zones.clearOutline')}
        </Button>
      </div>
    </div>
  );
}

/** One area's outline editor (ADR 1123): the drawn outline posted with the area's version. */
export function AreaOutline({
  area,
  name,
  others,
  color,
  map,
  problem,
  saved,
}: {
  area: AdminArea;
  name: string;
  others: Ring[];
  color: string;
  map: MapTiles;
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="space-y-2" aria-label={t('admin.zones.outlineOf', { name })}>
      <input type="hidden" name="intent" value="shape" />
      <input type="hidden" name="id" value={area.id} />
      <input type="hidden" name="version" value={area.version} />
      <SaveResult problem={problem && !problem.fields.ring ? problem : null} saved={saved} />
      <OutlineField
        id={`area-${area.id}`}
        initial={area.ring}
        others={others}
        color={color}
        map={map}
        label={t('admin.zones.mapLabel', { name })}
        error={problem?.fields.ring}
      />
      <Button type="submit" variant="primary" pill>
        {t('admin.zones.saveOutline')}
      </Button>
    </Form>
  );
}
