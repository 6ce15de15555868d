import type { ReservationStatusEvent, ReservationStatusValue } from '@sufra/contract';
import { type ReservationKey, reservationEventsUrl } from '@sufra/contract/client';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../platform/browser-api.ts';
import { useEventStream } from '../../platform/use-event-stream.ts';

/**
 * A booking's status as staff change it: the server's Server-Sent Events, the order page's
 * mechanism (ADR 404, 802), and a reload of the page's data when the stream is not open. Each new
 * status also revalidates the page (the reason, whether it can still be cancelled).
 */
export function useReservationLive(
  id: ReservationKey,
  token: string | null,
  initial: ReservationStatusValue,
) {
  const [status, setStatus] = useState(initial);
  const last = useRef(0);
  const { revalidate } = useRevalidator();

  useEffect(() => setStatus(initial), [initial]);

  const connected = useEventStream<ReservationStatusEvent>(
    token ? reservationEventsUrl(browserApi(), id, token) : null,
    'status',
    (event) => {
      if (event.event_id <= last.current) return;
      const first = last.current === 0;
      last.current = event.event_id;
      setStatus(event.status);
      if (!first) void revalidate();
    },
    () => void revalidate(),
  );

  return { status, connected };
}
