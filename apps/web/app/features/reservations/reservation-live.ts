import type { ReservationStatusEvent, ReservationStatusValue } from '@sufra/contract';
import { reservationEventsUrl } from '@sufra/contract/client';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../platform/browser-api.ts';

/**
 * A booking's status as staff change it: the server's Server-Sent Events, the order page's
 * mechanism (ADR 404, 802), and a reload of the page's data when the stream is not open. Each new
 * status also revalidates the page (the reason, whether it can still be cancelled).
 */
export function useReservationLive(id: number, token: string | null, initial: ReservationStatusValue) {
  const [status, setStatus] = useState(initial);
  const [connected, setConnected] = useState(false);
  const last = useRef(0);
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;

  useEffect(() => setStatus(initial), [initial]);

  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(reservationEventsUrl(browserApi(), id, token));
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('error', () => setConnected(false));
    source.addEventListener('status', (e) => {
      const event = JSON.parse((e as MessageEvent<string>).data) as ReservationStatusEvent;
      if (event.event_id <= last.current) return;
      const first = last.current === 0;
      last.current = event.event_id;
      setStatus(event.status);
      if (!first) void revalidateRef.current();
    });
    const poll = setInterval(() => {
      if (source.readyState !== EventSource.OPEN) void revalidateRef.current();
    }, 15_000);
    return () => {
      source.close();
      clearInterval(poll);
    };
  }, [id, token]);

  return { status, connected };
}
