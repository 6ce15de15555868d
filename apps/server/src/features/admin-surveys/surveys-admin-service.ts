import {
  type AdminSurvey,
  questionMoveSchema,
  SURVEY_PERIODS,
  surveyQuestionWriteSchema,
  surveyWriteSchema,
} from '@sufra/contract';
import type { Db } from '../../platform/db/client.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import { readBusinessSetup } from '../admin-settings/setup-repository.ts';
import { adminQuestion, questionConfig } from './survey-questions.ts';
import {
  deleteQuestion,
  deleteSurvey,
  insertQuestion,
  insertSurvey,
  lockSurvey,
  readSurveys,
  renumberQuestions,
  retireSurvey,
  type SurveyWithQuestions,
  touchSurvey,
  updateQuestion,
  updateSurvey,
} from './surveys-admin-repository.ts';

const periodOf = (p: string): AdminSurvey['period'] =>
  (SURVEY_PERIODS as readonly string[]).includes(p) ? (p as AdminSurvey['period']) : 'month';

const surveyView = ({ survey, questions }: SurveyWithQuestions, first: string): AdminSurvey => ({
  id: survey.id,
  title: survey.title,
  description: survey.description,
  thank_you: survey.thankYou,
  period: periodOf(survey.period),
  active: survey.active,
  responses: survey.responses,
  questions: questions.map((q) => adminQuestion(q, first)),
  version: survey.version,
});

const versionIn = (body: unknown) => {
  const v = (body as { version?: unknown } | null)?.version;
  return typeof v === 'string' ? v : undefined;
};

/**
 * Surveys in the back office ([product: Feedback], ADR 1141): the survey, its questions of the six
 * kinds the feedback page asks, their order, on/off. The storefront's feedback page reads the
 * newest active survey at every request, so a save shows there at once. A survey someone answered
 * is retired, never deleted, and its questions keep their kind and cannot be removed (the stored
 * answers name them).
 */
export function createSurveysAdminService(deps: { db: Db }) {
  const { db } = deps;

  async function one(tx: Db, businessId: number, id: number): Promise<AdminSurvey> {
    const [rows] = await readSurveys(tx, businessId, id);
    if (!rows) throw new NotFound('Survey not found', 'SURVEY_NOT_FOUND');
    const { locales } = await readBusinessSetup(tx, businessId);
    return surveyView(rows, locales[0] ?? 'en');
  }

  async function surveyValues(tx: Db, businessId: number, body: unknown) {
    const input = parseWrite(surveyWriteSchema, body);
    const { locales } = await readBusinessSetup(tx, businessId);
    const problems: FieldProblems = {};
    const values = {
      title: checkLocalized('title', input.title, locales, true, problems),
      description: checkLocalized('description', input.description, locales, false, problems),
      thankYou: checkLocalized('thank_you', input.thank_you, locales, false, problems),
      period: input.period,
      active: input.active,
    };
    if (Object.keys(problems).length) throw invalidFields(problems);
    return { values, version: input.version };
  }

  /** A question write: the survey locked and version-checked, the write, the survey's version moved. */
  async function questionWrite(
    caller: AdminCaller,
    surveyId: number,
    version: string | undefined,
    action: string,
    work: (tx: Db, current: AdminSurvey) => Promise<void>,
  ): Promise<AdminSurvey> {
    const businessId = caller.member.businessId;
    await auditedWrite(db, caller, { action, entity: 'survey' }, async (tx) => {
      const locked = await lockSurvey(tx, businessId, surveyId);
      if (!locked) throw new NotFound('Survey not found', 'SURVEY_NOT_FOUND');
      if (version && version !== locked.version) throw changedElsewhere();
      const before = await one(tx, businessId, surveyId);
      await work(tx, before);
      await touchSurvey(tx, surveyId);
      return { entityId: surveyId, before, after: (t) => one(t, businessId, surveyId) };
    });
    return one(db, businessId, surveyId);
  }

  const questionOf = (survey: AdminSurvey, id: number) => {
    const question = survey.questions.find((q) => q.id === id);
    if (!question) throw new NotFound('Question not found', 'SURVEY_QUESTION_NOT_FOUND');
    return question;
  };

  async function questionValues(
    tx: Db,
    caller: AdminCaller,
    input: ReturnType<typeof parseQuestion>,
    existing: AdminSurvey['questions'][number] | null,
  ) {
    const { locales } = await readBusinessSetup(tx, caller.member.businessId);
    const problems: FieldProblems = {};
    const title = checkLocalized('title', input.title, locales, true, problems);
    const config = questionConfig(input, locales, existing, problems);
    if (Object.keys(problems).length) throw invalidFields(problems);
    return { kind: input.kind, title, required: input.required, config };
  }

  const parseQuestion = (body: unknown) => parseWrite(surveyQuestionWriteSchema, body);

  return {
    async list(caller: AdminCaller): Promise<AdminSurvey[]> {
      const businessId = caller.member.businessId;
      const [rows, { locales }] = await Promise.all([
        readSurveys(db, businessId),
        readBusinessSetup(db, businessId),
      ]);
      return rows.map((r) => surveyView(r, locales[0] ?? 'en'));
    },

    async add(caller: AdminCaller, body: unknown): Promise<AdminSurvey> {
      const businessId = caller.member.businessId;
      let id = 0;
      await auditedWrite(db, caller, { action: 'create', entity: 'survey' }, async (tx) => {
        const { values } = await surveyValues(tx, businessId, body);
        id = await insertSurvey(tx, businessId, values);
        return { entityId: id, before: null, after: (t) => one(t, businessId, id) };
      });
      return one(db, businessId, id);
    },

    async save(caller: AdminCaller, id: number, body: unknown): Promise<AdminSurvey> {
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'survey' }, async (tx) => {
        const locked = await lockSurvey(tx, businessId, id);
        if (!locked) throw new NotFound('Survey not found', 'SURVEY_NOT_FOUND');
        const { values, version } = await surveyValues(tx, businessId, body);
        if (version && version !== locked.version) throw changedElsewhere();
        const before = await one(tx, businessId, id);
        await updateSurvey(tx, id, values);
        return { entityId: id, before, after: (t) => one(t, businessId, id) };
      });
      return one(db, businessId, id);
    },

    /** Deleted when nobody answered it; else retired (off, its answers kept). */
    async remove(caller: AdminCaller, id: number, body: unknown): Promise<'deleted' | 'retired'> {
      const businessId = caller.member.businessId;
      let removed: 'deleted' | 'retired' = 'deleted';
      await auditedWrite(db, caller, { action: 'delete', entity: 'survey' }, async (tx) => {
        const locked = await lockSurvey(tx, businessId, id);
        if (!locked) throw new NotFound('Survey not found', 'SURVEY_NOT_FOUND');
        const version = versionIn(body);
        if (version && version !== locked.version) throw changedElsewhere();
        const before = await one(tx, businessId, id);
        removed = locked.responses > 0 ? 'retired' : 'deleted';
        if (removed === 'retired') await retireSurvey(tx, id);
        else await deleteSurvey(tx, id);
        return {
          entityId: id,
          before,
          after: async (t) => (removed === 'retired' ? one(t, businessId, id) : null),
        };
      });
      return removed;
    },

    async addQuestion(caller: AdminCaller, surveyId: number, body: unknown): Promise<AdminSurvey> {
      const input = parseQuestion(body);
      return questionWrite(caller, surveyId, input.version, 'update', async (tx) => {
        await insertQuestion(tx, surveyId, await questionValues(tx, caller, input, null));
      });
    },

    async saveQuestion(
      caller: AdminCaller,
      surveyId: number,
      id: number,
      body: unknown,
    ): Promise<AdminSurvey> {
      const input = parseQuestion(body);
      return questionWrite(caller, surveyId, input.version, 'update', async (tx, survey) => {
        const existing = questionOf(survey, id);
        if (survey.responses > 0 && existing.kind !== input.kind)
          throw invalidFields({ kind: 'Answers were given to this question: its kind stays' });
        await updateQuestion(tx, id, await questionValues(tx, caller, input, existing));
      });
    },

    async moveQuestion(
      caller: AdminCaller,
      surveyId: number,
      id: number,
      body: unknown,
    ): Promise<AdminSurvey> {
      const input = parseWrite(questionMoveSchema, body);
      return questionWrite(caller, surveyId, input.version, 'update', async (tx, survey) => {
        questionOf(survey, id);
        const ids = survey.questions.map((q) => q.id);
        const at = ids.indexOf(id);
        const to = input.direction === 'up' ? at - 1 : at + 1;
        if (to < 0 || to >= ids.length) return;
        [ids[at], ids[to]] = [ids[to] as number, id];
        await renumberQuestions(tx, ids);
      });
    },

    async removeQuestion(
      caller: AdminCaller,
      surveyId: number,
      id: number,
      body: unknown,
    ): Promise<AdminSurvey> {
      return questionWrite(caller, surveyId, versionIn(body), 'update', async (tx, survey) => {
        questionOf(survey, id);
        if (survey.responses > 0)
          throw invalidFields({ _: 'Answers were given to this survey: retire it and start a new one' });
        await deleteQuestion(tx, id);
        await renumberQuestions(
          tx,
          survey.questions.map((q) => q.id).filter((q) => q !== id),
        );
      });
    },
  };
}
export type SurveysAdminService = ReturnType<typeof createSurveysAdminService>;
