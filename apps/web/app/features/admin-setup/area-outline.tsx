import type { AdminArea } from '@sufra/contract/admin-setup';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { buttonClass, FieldError } from '../admin/admin-ui.tsx';
import { SaveResult } from './setup-ui.tsx';

const OutlineMap = lazy(() => import('./outline-map.tsx'));

type Ring = [number, number][];

/** The corners of a stored ring (its closing repeat left out). */
const cornersOf = (ring: Ring | null): Ring => (ring && ring.length > 1 ? ring.slice(0, -1) : []);

/**
 * One area's outline editor (ADR 1123): the map (after hydration; a placeholder before), undo
 * and clear, and a form that posts the closed ring with the area's version.
 */
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
  map: { tileUrl: string; attribution: string };
  problem: AdminProblem | null;
  saved: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [corners, setCorners] = useState<Ring>(() => cornersOf(area.ring));
  const closed = corners.length ? [...corners, corners[0] as [number, number]] : [];
  // The map is made once per set of reference outlines: compare them by value, not identity.
  const othersKey = JSON.stringify(others);
  const stableOthers = useMemo(() => JSON.parse(othersKey) as Ring[], [othersKey]);
  return (
    <Form method="post" className="space-y-2" aria-label={t('admin.zones.outlineOf', { name })}>
      <input type="hidden" name="intent" value="shape" />
      <input type="hidden" name="id" value={area.id} />
      <input type="hidden" name="version" value={area.version} />
      <input type="hidden" name="ring" value={JSON.stringify(closed)} />
      <SaveResult problem={problem && !problem.fields.ring ? problem : null} saved={saved} />
      <p className="font-medium text-ink">{name}</p>
      <p id={`area-${area.id}-hint`} className="text-muted text-sm">
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
              label={t('admin.zones.mapLabel', { name })}
            />
          </Suspense>
        ) : (
          <div className="size-full bg-sunken" />
        )}
      </div>
      <FieldError id={`area-${area.id}-error`} text={problem?.fields.ring} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass.primary}>
          {t('admin.zones.saveOutline')}
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={!hydrated || corners.length === 0}
          onClick={() => setCorners(corners.slice(0, -1))}
        >
          {t('admin.zones.undoCorner')}
        </button>
        <button
          type="button"
          className={buttonClass.quiet}
          disabled={!hydrated || corners.length === 0}
          onClick={() => setCorners([])}
        >
          {t('admin.zones.clearOutline')}
        </button>
      </div>
    </Form>
  );
}
