import type { StaffReservation, StaffReservationStatusRequest } from '@sufra/contract';
import {
  ApiError,
  getStaffReservations,
  readStaffReservationEvents,
  setReservationStatus,
} from '@sufra/contract/client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { browserApi } from '../../platform/browser-api.ts';

/**
 * The staff board's reservations (ADR 802): the token's bookings, kept live by the reservation
 * event stream (any event reloads the list: a day's bookings are few), with a slow poll behind.
 * The staff token rides in the board's HttpOnly cookie (ADR 748), which the browser sends with
 * every staff call; the board never holds the token itself.
 */
export function useStaffReservations(scope: 'live' | 'recent') {
  const api = useMemo(() => browserApi(), []);
  const [items, setItems] = useState<StaffReservation[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setItems((await getStaffReservations(api, scope)).reservations);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [api, scope]);

  useEffect(() => {
    void load();
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readStaffReservationEvents(
        api,
        (e) => {
          if (e.event === 'reservation' || e.event === 'resync') void load();
        },
        controller.signal,
      )
        .catch(() => {})
        .finally(() => {
          if (!controller.signal.aborted) retry = setTimeout(connect, 3_000);
        });
    };
    connect();
    const poll = setInterval(() => void load(), 30_000);
    return () => {
      controller.abort();
      clearTimeout(retry);
      clearInterval(poll);
    };
  }, [api, load]);

  const act = useCallback(
    async (id: number, body: StaffReservationStatusRequest): Promise<string | null> => {
      try {
        const { reservation } = await setReservationStatus(api, id, body);
        setItems((cur) => (cur ?? []).map((r) => (r.id === id ? reservation : r)));
        return null;
      } catch (e) {
        void load();
        return e instanceof ApiError ? (e.code ?? e.message) : String(e);
      }
    },
    [api, load],
  );

  return { items, error, act };
}
