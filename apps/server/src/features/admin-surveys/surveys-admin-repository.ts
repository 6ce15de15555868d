import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

/**
 * The back office's surveys and questions (ADR 1141). A survey's version is its row's `xmin`; every
 * question write touches the survey row too, so one version covers the survey and its questions.
 */
const surveyColumns = {
  id: s.surveys.id,
  title: s.surveys.title,
  description: s.surveys.description,
  thankYou: s.surveys.thankYou,
  period: s.surveys.period,
  active: s.surveys.active,
  responses:
    sql<number>`(SELECT count(*)::int FROM survey_responses r WHERE r.survey_id = surveys.id)`.mapWith(
      Number,
    ),
  version: sql<string>`surveys.xmin::text`,
};

export async function readSurveys(db: Db, businessId: number, id?: number) {
  const surveys = await db
    .select(surveyColumns)
    .from(s.surveys)
    .where(and(eq(s.surveys.businessId, businessId), id === undefined ? undefined : eq(s.surveys.id, id)))
    .orderBy(desc(s.surveys.active), desc(s.surveys.id));
  const questions = surveys.length
    ? await db
        .select()
        .from(s.surveyQuestions)
        .where(
          inArray(
            s.surveyQuestions.surveyId,
            surveys.map((x) => x.id),
          ),
        )
        .orderBy(asc(s.surveyQuestions.position), asc(s.surveyQuestions.id))
    : [];
  return surveys.map((survey) => ({ survey, questions: questions.filter((q) => q.surveyId === survey.id) }));
}
export type SurveyWithQuestions = Awaited<ReturnType<typeof readSurveys>>[number];

export async function lockSurvey(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select(surveyColumns)
    .from(s.surveys)
    .where(and(eq(s.surveys.businessId, businessId), eq(s.surveys.id, id)))
    .for('update');
  return row ?? null;
}

/** Moves the survey's version after a question write (the screen checks one version). */
export async function touchSurvey(db: Db, id: number) {
  await db
    .update(s.surveys)
    .set({ active: sql`${s.surveys.active}` })
    .where(eq(s.surveys.id, id));
}

export type SurveyValues = Pick<
  typeof s.surveys.$inferInsert,
  'title' | 'description' | 'thankYou' | 'period' | 'active'
>;

export async function insertSurvey(db: Db, businessId: number, values: SurveyValues) {
  const [row] = await db
    .insert(s.surveys)
    .values({ ...values, businessId })
    .returning({ id: s.surveys.id });
  return row?.id ?? 0;
}

export async function updateSurvey(db: Db, id: number, values: SurveyValues) {
  await db.update(s.surveys).set(values).where(eq(s.surveys.id, id));
}

export async function retireSurvey(db: Db, id: number) {
  await db.update(s.surveys).set({ active: false }).where(eq(s.surveys.id, id));
}

export async function deleteSurvey(db: Db, id: number) {
  await db.delete(s.surveys).where(eq(s.surveys.id, id));
}

export type QuestionValues = Pick<
  typeof s.surveyQuestions.$inferInsert,
  'kind' | 'title' | 'required' | 'config'
>;

export async function insertQuestion(db: Db, surveyId: number, values: QuestionValues) {
  const [row] = await db
    .insert(s.surveyQuestions)
    .values({
      ...values,
      surveyId,
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM survey_questions WHERE survey_id = ${surveyId})`,
    })
    .returning({ id: s.surveyQuestions.id });
  return row?.id ?? 0;
}

export async function updateQuestion(db: Db, id: number, values: QuestionValues) {
  await db.update(s.surveyQuestions).set(values).where(eq(s.surveyQuestions.id, id));
}

export async function deleteQuestion(db: Db, id: number) {
  await db.delete(s.surveyQuestions).where(eq(s.surveyQuestions.id, id));
}

/** Numbers the survey's questions 1…n in the given order. */
export async function renumberQuestions(db: Db, ids: number[]) {
  for (const [index, id] of ids.entries())
    await db
      .update(s.surveyQuestions)
      .set({ position: index + 1 })
      .where(eq(s.surveyQuestions.id, id));
}
