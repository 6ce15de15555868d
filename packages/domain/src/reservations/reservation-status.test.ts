import { describe, expect, it } from 'vitest';
import {
  nextReservationStates,
  ReservationFlowProblem as P,
  reservationTransitionProblem,
  ReservationState as S,
} from './reservation-status.ts';

const start = new Date('2026-11-24T16:00:00Z');
const before = (minutes: number) => new Date(start.getTime() - minutes * 60_000);
const staff = (now: Date) => ({ actor: 'staff' as const, now, cancelCutoffMinutes: 120 });
const customer = (now: Date) => ({ actor: 'customer' as const, now, cancelCutoffMinutes: 120 });

describe('reservation transitions', () => {
  it('staff accept or reject (with a reason) a pending booking', () => {
    expect(
      reservationTransitionProblem({ status: S.pending, start }, S.accepted, staff(before(600))),
    ).toBeNull();
    expect(
      reservationTransitionProblem({ status: S.pending, start }, S.rejected, {
        ...staff(before(600)),
        reason: 'Full',
      }),
    ).toBeNull();
    expect(
      reservationTransitionProblem({ status: S.pending, start }, S.rejected, {
        ...staff(before(600)),
        reason: '  ',
      })?.code,
    ).toBe(P.reasonRequired);
  });

  it('a customer cannot accept; staff cannot move a final booking', () => {
    expect(
      reservationTransitionProblem({ status: S.pending, start }, S.accepted, customer(before(600)))?.code,
    ).toBe(P.transitionNotAllowed);
    for (const final of [S.rejected, S.completed, S.noShow, S.cancelled]) {
      expect(
        reservationTransitionProblem({ status: final, start }, S.accepted, staff(before(600)))?.code,
      ).toBe(P.transitionNotAllowed);
    }
  });

  it('no-show and complete only once the booked time has come', () => {
    expect(
      reservationTransitionProblem({ status: S.accepted, start }, S.noShow, staff(before(1)))?.code,
    ).toBe(P.notStartedYet);
    expect(reservationTransitionProblem({ status: S.accepted, start }, S.noShow, staff(start))).toBeNull();
    expect(
      reservationTransitionProblem({ status: S.accepted, start }, S.completed, staff(before(-30))),
    ).toBeNull();
    expect(reservationTransitionProblem({ status: S.pending, start }, S.completed, staff(start))?.code).toBe(
      P.transitionNotAllowed,
    );
  });

  it('the diner cancels an accepted booking until the cut-off, a pending one until it starts', () => {
    expect(
      reservationTransitionProblem({ status: S.accepted, start }, S.cancelled, customer(before(120))),
    ).toBeNull();
    expect(
      reservationTransitionProblem({ status: S.accepted, start }, S.cancelled, customer(before(119)))?.code,
    ).toBe(P.tooLateToCancel);
    expect(
      reservationTransitionProblem({ status: S.pending, start }, S.cancelled, customer(before(1))),
    ).toBeNull();
    expect(
      reservationTransitionProblem({ status: S.pending, start }, S.cancelled, customer(before(-1)))?.code,
    ).toBe(P.tooLateToCancel);
  });

  it('offers only the moves that would work now', () => {
    expect(nextReservationStates({ status: S.pending, start }, staff(before(60)))).toEqual([
      S.accepted,
      S.rejected,
    ]);
    expect(nextReservationStates({ status: S.accepted, start }, staff(before(60)))).toEqual([S.cancelled]);
    expect(nextReservationStates({ status: S.accepted, start }, staff(start))).toEqual([
      S.completed,
      S.noShow,
      S.cancelled,
    ]);
    expect(nextReservationStates({ status: S.accepted, start }, customer(before(60)))).toEqual([]);
    expect(nextReservationStates({ status: S.pending, start }, customer(before(60)))).toEqual([S.cancelled]);
  });
});
