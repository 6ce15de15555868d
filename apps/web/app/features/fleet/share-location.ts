import { postDriverPosition } from '@sufra/contract/client';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../platform/browser-api.ts';

/** How often the driver's page sends its latest fix while on a run (ADR 1413). */
export const SHARE_EVERY_MS = 3_000;

export type Sharing = 'off' | 'on' | 'denied' | 'unavailable';

/**
 * While `orderId` is set (a drop picked up, not delivered), watches the phone's position and posts
 * the latest fix every few seconds; stops when the run's drop is delivered or the page closes.
 * Nothing is sent without a new fix.
 */
export function useShareLocation(ref: string, orderId: number | null): Sharing {
  const [state, setState] = useState<Sharing>('off');
  const latest = useRef<GeolocationPosition | null>(null);
  const sent = useRef<number>(0);
  useEffect(() => {
    if (orderId === null) {
      setState('off');
      return;
    }
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unavailable');
      return;
    }
    // A refusal is the page's to show, not a reason to leave it.
    const api = browserApi({ loginOnUnauthorized: false });
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        latest.current = p;
        setState('on');
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 2_000 },
    );
    const send = () => {
      const p = latest.current;
      if (!p || p.timestamp === sent.current) return;
      sent.current = p.timestamp;
      void postDriverPosition(api, ref, {
        order_id: orderId,
        lat: p.coords.latitude,
        lng: p.coords.longitude,
        ...(Number.isFinite(p.coords.accuracy) ? { accuracy: Math.min(p.coords.accuracy, 100_000) } : {}),
      }).catch(() => {});
    };
    const timer = setInterval(send, SHARE_EVERY_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [ref, orderId]);
  return state;
}
