import { useEffect } from 'react';
import { whenIdle } from '../../ui/when-idle.ts';
import { recordVisitOnce } from './beacons.ts';

/** Records the visit once the page is idle (after first paint and hydration; ADR 787). */
export function VisitBeacon({ businessRef }: { businessRef: string }) {
  useEffect(() => whenIdle(() => recordVisitOnce(businessRef)), [businessRef]);
  return null;
}
