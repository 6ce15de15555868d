import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businessId } from './business.ts';
import { createdAt, localized } from './columns.ts';
import { orders } from './orders.ts';

/**
 * A business's survey (the /Feedback page, ADR 780). The newest active one is shown; `period`
 * says how often one diner may answer it: once, or once per local day, week or month.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    title: localized('title'),
    description: localized('description'),
    thankYou: localized('thank_you'),
    period: text('period').notNull().default('month'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('surveys_business').on(t.businessId)],
);

/**
 * One question (kind 1 text … 6 phone, [product: Feedback]). `config` holds what its kind needs: text
 * { multiline, max_length }, slider { min, max, step, min_label, max_label }, choices
 * { multiple, options: [{ id, label }] }, rate { stars }; read with defaults (ADR 005).
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: smallint('kind').notNull(),
    title: localized('title'),
    required: boolean('required').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('survey_questions_survey').on(t.surveyId, t.position)],
);

export type StoredAnswer = { question_id: number; kind: number; value: string | number | number[] };

/**
 * A diner's answers. One per survey, period and diner (`diner_key`: `user:<id>` or
 * `visitor:<id>`), and one per survey, period and phone number when a phone was given: a
 * second answer is refused with a message, never stored silently (ADR 780).
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    dinerKey: text('diner_key').notNull(),
    /** E.164, from the phone question. */
    phone: text('phone'),
    locale: text('locale').notNull(),
    /** Free text is stored as typed (plain text, never markup); pages escape it when shown. */
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_responses_one_per_diner').on(t.surveyId, t.periodKey, t.dinerKey),
    uniqueIndex('survey_responses_one_per_phone')
      .on(t.surveyId, t.periodKey, t.phone)
      .where(sql`${t.phone} IS NOT NULL`),
    index('survey_responses_business').on(t.businessId, t.id),
  ],
);

/** `users/rate`: one rating per order (the primary key), by the order's holder (ADR 781). */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: businessId(),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId] }),
    // The storefront's average (show_rating) is an index-only scan of this.
    index('order_ratings_business').on(t.businessId, t.stars),
  ],
);

/** Newsletter opt-ins (the `newsletter` setting, ADR 783): one per business and e-mail address. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email').on(t.businessId, sql`lower(${t.email})`)],
);
