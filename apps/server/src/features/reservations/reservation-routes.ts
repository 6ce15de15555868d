import {
  apiHeaders,
  idParam,
  referenceIdSchema,
  reservationKeyParam,
  staffReservationStatusRequestSchema,
} from '@sufra/contract';
import type { ReservationState } from '@sufra/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identifyCustomer, requireStaff, staffOf } from '../../platform/auth/auth-plugin.ts';
import { Forbidden, Refused } from '../../platform/failures.ts';
import { refuseNonJsonBodies } from '../orders/order-routes.ts';
import type { ReservationBooking } from './reservation-booking.ts';
import type { ReservationReading } from './reservation-reading.ts';
import type { ReservationStaff } from './reservation-staff.ts';

const tokenParam = z.string().min(8).max(100);

/** A booking's token: the `x-reservation-token` header (kept out of URLs and logs) or `?token=`. */
const accessOf = (request: FastifyRequest, queryToken: string | undefined) => {
  const header = request.headers['x-reservation-token'];
  return {
    token: typeof header === 'string' && header ? header : queryToken,
    customer: request.customer,
  };
};

const callerOf = (request: FastifyRequest) => ({
  customer: request.customer,
  locale: request.sufra?.locale,
});

/** [product: Calls and failures] reservation calls and the staff board's (ADR 802). */
export function registerReservationRoutes(
  app: FastifyInstance,
  deps: {
    booking: ReservationBooking;
    reading: ReservationReading;
    board: ReservationStaff;
    /** A new booking (not a replay): conversions record its Schedule (ADR 840). Never throws. */
    onBooked?: (request: FastifyRequest, booking: { id: number; publicRef: string }) => Promise<void>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { booking, reading } = deps;

  // Bodies are parsed by the services: a malformed one is a 422 with a code, JSON or not.
  void api.register(async (scope) => {
    refuseNonJsonBodies(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post('/webapp/reserve-table', { preHandler: identifyCustomer }, async (request, reply) => {
      const key = request.headers[apiHeaders.idempotencyKey];
      const result = await booking.reserve(
        request.body,
        typeof key === 'string' ? key : undefined,
        callerOf(request),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      else await deps.onBooked?.(request, result.booking);
      return reply.status(201).send(result.response);
    });

    r.post(
      '/webapp/reservations/:referenceId',
      { schema: { params: z.object({ referenceId: referenceIdSchema }) }, preHandler: identifyCustomer },
      async (request) =>
        reading.history(request.params.referenceId, request.customer, request.body, request.sufra?.locale),
    );

    r.post(
      '/webapp/reservation/:reservationId/cancel',
      {
        schema: {
          params: z.object({ reservationId: reservationKeyParam }),
          querystring: z.object({ token: tokenParam.optional() }),
        },
        preHandler: identifyCustomer,
      },
      async (request) => ({
        error: 0,
        reservation: await reading.cancel(
          request.params.reservationId,
          accessOf(request, request.query.token),
          request.sufra?.locale,
        ),
      }),
    );

    r.post(
      '/staff/reservations/:reservationId/status',
      { schema: { params: z.object({ reservationId: idParam }) }, preHandler: requireStaff },
      async (request) => {
        const who = staffOf(request);
        const parsed = staffReservationStatusRequestSchema.safeParse(request.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new Refused('INVALID_REQUEST', `Invalid status change: ${issue?.message ?? 'bad value'}`);
        }
        const reservation = await deps.board.setStatus(
          who,
          request.params.reservationId,
          parsed.data.status as ReservationState,
          parsed.data.reason ?? null,
          request.sufra?.locale,
        );
        return { error: 0, reservation };
      },
    );
  });

  api.get(
    '/webapp/reservation-slots/:branchId',
    { schema: { params: z.object({ branchId: idParam }) } },
    async (request) => booking.slots(request.params.branchId, request.query, request.sufra?.locale),
  );

  api.get(
    '/webapp/reservation/:reservationId',
    {
      schema: {
        params: z.object({ reservationId: reservationKeyParam }),
        querystring: z.object({ token: tokenParam.optional() }),
      },
      preHandler: identifyCustomer,
    },
    async (request) => ({
      error: 0,
      reservation: await reading.read(
        request.params.reservationId,
        accessOf(request, request.query.token),
        request.sufra?.locale,
      ),
    }),
  );

  api.get(
    '/staff/reservations',
    {
      schema: {
        querystring: z.object({
          scope: z.enum(['live', 'recent', 'day', 'week']).default('live'),
          /** With `scope=day`: the business's local date (ADR 1488); `week`: its first day (ADR 1477). */
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
            .optional(),
        }),
      },
      preHandler: requireStaff,
    },
    async (request) => {
      const who = staffOf(request);
      const { scope, date } = request.query;
      if (scope === 'live' || scope === 'recent') return deps.board.board(who, scope, request.sufra?.locale);
      // The day's and the week's lists are the back office's (ADR 1488, 1477): a member's, not a
      // shared tablet's.
      if (who.role === 'device') throw new Forbidden('The day’s bookings are for signed-in members');
      // A day of the calendar: 2026-02-30 is not one (Date would roll it over to March).
      const noon = date ? Date.parse(`${date}T12:00:00Z`) : Number.NaN;
      if (!date || Number.isNaN(noon) || new Date(noon).toISOString().slice(0, 10) !== date)
        throw new Refused('INVALID_REQUEST', 'Give the day as date=YYYY-MM-DD');
      return scope === 'week'
        ? deps.board.week(who, date, request.sufra?.locale)
        : deps.board.day(who, date, request.sufra?.locale);
    },
  );
}
