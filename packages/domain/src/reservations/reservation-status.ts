// Reservation statuses and who may move them when (ADR 802). [product: Reservations] gives 0 pending, 1 accepted,
// 2 rejected, 3 completed; the issue adds no-show and the diner's cancellation.
import type { Problem } from '../errors.ts';

export const ReservationState = {
  pending: 0,
  accepted: 1,
  rejected: 2,
  completed: 3,
  noShow: 4,
  cancelled: 9,
} as const;
export type ReservationState = (typeof ReservationState)[keyof typeof ReservationState];

const S = ReservationState;

export type ReservationActor = 'staff' | 'customer';

/** Where each status may go, and who may take it there. */
const TRANSITIONS: Readonly<Record<ReservationState, readonly [ReservationState, ReservationActor][]>> = {
  [S.pending]: [
    [S.accepted, 'staff'],
    [S.rejected, 'staff'],
    [S.cancelled, 'customer'],
  ],
  [S.accepted]: [
    [S.completed, 'staff'],
    [S.noShow, 'staff'],
    [S.cancelled, 'customer'],
    [S.cancelled, 'staff'],
  ],
  [S.rejected]: [],
  [S.completed]: [],
  [S.noShow]: [],
  [S.cancelled]: [],
};

export const ReservationFlowProblem = {
  transitionNotAllowed: 'RESERVATION_TRANSITION_NOT_ALLOWED',
  tooLateToCancel: 'RESERVATION_TOO_LATE_TO_CANCEL',
  notStartedYet: 'RESERVATION_NOT_STARTED',
  reasonRequired: 'RESERVATION_REASON_REQUIRED',
} as const;

export interface ReservationFlowState {
  status: ReservationState;
  start: Date;
}

export interface TransitionContext {
  actor: ReservationActor;
  now: Date;
  /** Minutes before the start after which the diner can no longer cancel an accepted booking. */
  cancelCutoffMinutes: number;
  reason?: string | null;
}

/**
 * Why the reservation cannot move to `to`, or null when it can. The diner cancels a pending
 * booking until it starts and an accepted one until the business's cut-off; staff mark a no-show
 * or complete only once the booked time has come; a rejection carries a reason.
 */
export function reservationTransitionProblem(
  state: ReservationFlowState,
  to: ReservationState,
  ctx: TransitionContext,
): Problem | null {
  const meta = { from: state.status, to };
  const allowed = TRANSITIONS[state.status].some(([s, who]) => s === to && who === ctx.actor);
  if (!allowed) return { code: ReservationFlowProblem.transitionNotAllowed, field: 'status', meta };
  const now = ctx.now.getTime();
  const start = state.start.getTime();
  if (to === S.cancelled && ctx.actor === 'customer') {
    const deadline =
      state.status === S.accepted ? start - Math.max(0, ctx.cancelCutoffMinutes) * 60_000 : start;
    if (now > deadline) {
      return {
        code: ReservationFlowProblem.tooLateToCancel,
        field: 'status',
        meta: { ...meta, cutoff_minutes: ctx.cancelCutoffMinutes },
      };
    }
  }
  if ((to === S.noShow || to === S.completed) && now < start) {
    return { code: ReservationFlowProblem.notStartedYet, field: 'status', meta };
  }
  if (to === S.rejected && !ctx.reason?.trim()) {
    return { code: ReservationFlowProblem.reasonRequired, field: 'reason', meta };
  }
  return null;
}

/** What the actor can do now (the staff board's buttons, the diner's cancel link). */
export function nextReservationStates(
  state: ReservationFlowState,
  ctx: Omit<TransitionContext, 'reason'>,
): ReservationState[] {
  const targets = [
    ...new Set(TRANSITIONS[state.status].filter(([, who]) => who === ctx.actor).map(([s]) => s)),
  ];
  // A rejection's reason is asked for on the way, so it is offered whenever the table allows it.
  return targets.filter((to) => reservationTransitionProblem(state, to, { ...ctx, reason: 'x' }) === null);
}
