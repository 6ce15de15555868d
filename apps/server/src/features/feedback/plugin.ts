import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { createOrderReading } from '../orders/order-reading.ts';
import { registerFeedbackRoutes } from './feedback-routes.ts';
import { createFeedbackService } from './feedback-service.ts';

/** Feedback [product: Feedback]: the survey, order ratings, the rating summary, newsletter and the staff's list. */
export function feedbackPlugin(api: FastifyInstance, deps: FeatureDeps): void {
  const { db } = deps.database;
  // Who may rate an order is who may read it (ADR 400): the orders feature's rule, reused.
  const reading = createOrderReading({ db });
  registerFeedbackRoutes(api, createFeedbackService({ db, now: deps.now, reading }));
}
