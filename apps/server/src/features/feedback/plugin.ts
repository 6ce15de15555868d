import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../api.ts';
import { noCustomerAccounts } from '../../platform/auth/customer-identity.ts';
import { createOrderReading } from '../orders/order-reading.ts';
import type { StaffService } from '../staff/staff-service.ts';
import { registerFeedbackRoutes } from './feedback-routes.ts';
import { createFeedbackService } from './feedback-service.ts';

/** Feedback (issue #17): the survey, order ratings, the rating summary and the staff's list. */
export function registerFeedbackApi(api: FastifyInstance, deps: ApiDeps, staff: StaffService) {
  const resolveCustomer = deps.resolveCustomer ?? noCustomerAccounts;
  const reading = createOrderReading({ db: deps.database.db, resolveCustomer });
  const feedback = createFeedbackService({ db: deps.database.db, now: deps.now, reading, resolveCustomer });
  registerFeedbackRoutes(api, feedback, staff);
}
