import { and, asc, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { StoredAnswer } from '../../platform/db/schema/index.ts';
import * as s from '../../platform/db/schema/index.ts';

/** What feedback needs of a business besides its head: its country and the feedback flags. */
export async function findFeedbackSettings(db: Db, businessId: number) {
  const [row] = await db
    .select({
      referenceId: s.businesses.referenceId,
      countryCode: s.businesses.countryCode,
      feedback: sql<unknown>`${s.businesses.settings}->'feedback'`,
      showRating: sql<unknown>`${s.businesses.settings}->'show_rating'`,
      newsletter: sql<unknown>`${s.businesses.settings}->'newsletter'`,
    })
    .from(s.businesses)
    .where(eq(s.businesses.id, businessId));
  return row
    ? {
        referenceId: row.referenceId,
        countryCode: row.countryCode,
        feedback: row.feedback === true,
        showRating: row.showRating === true,
        newsletter: row.newsletter === true,
      }
    : null;
}

const questionsOf = (db: Db, surveyId: number) =>
  db
    .select()
    .from(s.surveyQuestions)
    .where(eq(s.surveyQuestions.surveyId, surveyId))
    .orderBy(asc(s.surveyQuestions.position), asc(s.surveyQuestions.id));

/** The business's newest active survey with its questions in order. */
export async function findActiveSurvey(db: Db, businessId: number) {
  const [survey] = await db
    .select()
    .from(s.surveys)
    .where(and(eq(s.surveys.businessId, businessId), eq(s.surveys.active, true)))
    .orderBy(desc(s.surveys.id))
    .limit(1);
  if (!survey) return null;
  return { survey, questions: await questionsOf(db, survey.id) };
}
export type SurveyRows = NonNullable<Awaited<ReturnType<typeof findActiveSurvey>>>;

export async function findSurvey(db: Db, surveyId: number) {
  const [survey] = await db.select().from(s.surveys).where(eq(s.surveys.id, surveyId));
  if (!survey) return null;
  return { survey, questions: await questionsOf(db, survey.id) };
}

/**
 * Stores a response unless this diner (or this phone) already answered in the period: the unique
 * indexes decide, so two concurrent submissions cannot both land. Null = already answered.
 */
export async function insertSurveyResponse(
  db: Db,
  row: {
    businessId: number;
    surveyId: number;
    periodKey: string;
    dinerKey: string;
    phone: string | null;
    locale: string;
    answers: StoredAnswer[];
  },
): Promise<number | null> {
  const [inserted] = await db
    .insert(s.surveyResponses)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: s.surveyResponses.id });
  return inserted?.id ?? null;
}

/** Stores a rating unless the order has one (the primary key). Null = already rated. */
export async function insertRating(
  db: Db,
  row: { orderId: number; businessId: number; stars: number; comment: string },
) {
  const [inserted] = await db.insert(s.orderRatings).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findRating(db: Db, orderId: number) {
  const [row] = await db.select().from(s.orderRatings).where(eq(s.orderRatings.orderId, orderId));
  return row ?? null;
}

export async function ratingSummary(db: Db, businessId: number) {
  const [row] = await db
    .select({ count: count(), average: avg(s.orderRatings.stars) })
    .from(s.orderRatings)
    .where(eq(s.orderRatings.businessId, businessId));
  const n = Number(row?.count ?? 0);
  return { count: n, average: n ? Math.round(Number(row?.average ?? 0) * 10) / 10 : 0 };
}

/** The newest ratings and survey answers of a business, for the staff board. */
export async function recentFeedback(db: Db, businessId: number, limit: number) {
  const [ratings, responses] = await Promise.all([
    db
      .select({
        orderId: s.orderRatings.orderId,
        stars: s.orderRatings.stars,
        comment: s.orderRatings.comment,
        createdAt: s.orderRatings.createdAt,
        customerName: s.orders.name,
      })
      .from(s.orderRatings)
      .innerJoin(s.orders, eq(s.orders.id, s.orderRatings.orderId))
      .where(eq(s.orderRatings.businessId, businessId))
      .orderBy(desc(s.orderRatings.createdAt))
      .limit(limit),
    db
      .select()
      .from(s.surveyResponses)
      .where(eq(s.surveyResponses.businessId, businessId))
      .orderBy(desc(s.surveyResponses.id))
      .limit(limit),
  ]);
  const surveyIds = [...new Set(responses.map((r) => r.surveyId))];
  const surveys = await Promise.all(surveyIds.map((id) => findSurvey(db, id)));
  return { ratings, responses, surveys: surveys.filter((x) => x !== null) };
}

/** Adds an opt-in; false when the address was already on the list (case-insensitively). */
export async function insertSubscriber(db: Db, row: { businessId: number; email: string; locale: string }) {
  const inserted = await db
    .insert(s.newsletterSubscribers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: s.newsletterSubscribers.id });
  return inserted.length > 0;
}
