import type { OrderStatusEvent } from '@sufra/contract';
import { describe, expect, it } from 'vitest';
import { liveFromPoll, liveFromStream, newerLive } from './order-live.ts';

const event = (event_id: number, status: OrderStatusEvent['status']): OrderStatusEvent => ({
  event_id,
  kind: 'status',
  status,
  payment_state: 'unpaid',
  at: '2026-11-23T10:00:00Z',
});

describe('newerLive', () => {
  it('takes a newer event', () => {
    const cur = liveFromStream(event(3, 1));
    expect(newerLive(cur, liveFromStream(event(4, 3)))).toMatchObject({ status: 3, eventId: 4 });
  });

  it('keeps the newer status when an older event (a late snapshot) arrives after it', () => {
    const cur = liveFromStream(event(5, 4));
    expect(newerLive(cur, liveFromStream(event(4, 1)))).toBe(cur);
  });

  it('keeps the same object when nothing changed (no re-render)', () => {
    const cur = liveFromStream(event(5, 4));
    expect(newerLive(cur, liveFromStream(event(5, 4)))).toBe(cur);
  });

  it('reads a poll answer as its newest event', () => {
    const live = liveFromPoll({
      error: 0,
      public_ref: 'K7M2QX9P',
      status: 3,
      payment_state: 'paid',
      events: [2, 9, 5].map((id) => ({
        id,
        kind: 'status' as const,
        status: 3 as const,
        payment_state: 'paid' as const,
        actor: 'staff',
        created_at: '2026-11-23T10:00:00Z',
      })),
    });
    expect(live).toEqual({ status: 3, payment_state: 'paid', eventId: 9 });
    expect(newerLive(liveFromStream(event(10, 4)), live)).toMatchObject({ status: 4, eventId: 10 });
  });
});
