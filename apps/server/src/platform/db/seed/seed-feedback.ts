import type { Db } from '../client.ts';
import * as s from '../schema/index.ts';
import type { SeedSurvey } from './seed-types.ts';

/** The business's survey (ADR 780); choice options get ids 1, 2, … in their question. */
export async function insertSurvey(tx: Db, businessId: number, survey: SeedSurvey): Promise<number> {
  const [row] = await tx
    .insert(s.surveys)
    .values({
      businessId,
      title: survey.title,
      description: survey.description ?? {},
      thankYou: survey.thankYou,
      period: survey.period,
    })
    .returning({ id: s.surveys.id });
  if (!row) throw new Error('Survey insert returned nothing');
  if (survey.questions.length)
    await tx.insert(s.surveyQuestions).values(
      survey.questions.map((q, position) => {
        const { options, ...config } = q.config ?? {};
        return {
          surveyId: row.id,
          position,
          kind: q.kind,
          title: q.title,
          required: q.required ?? false,
          config: options
            ? { ...config, options: options.map((label, i) => ({ id: i + 1, label })) }
            : config,
        };
      }),
    );
  return row.id;
}
