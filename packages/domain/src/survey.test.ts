import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers, type SurveyQuestionRule, surveyPeriodKey } from './survey.ts';

const questions: SurveyQuestionRule[] = [
  { id: 1, kind: 1, required: false, max_length: 10 },
  { id: 2, kind: 2, required: true, min: 0, max: 10, step: 2 },
  { id: 3, kind: 3, required: true },
  { id: 4, kind: 4, required: false, multiple: false, options: [{ id: 7 }, { id: 8 }] },
  { id: 5, kind: 5, required: true, stars: 5 },
  { id: 6, kind: 6, required: false },
];
const good = [
  { question_id: 2, value: 4 },
  { question_id: 3, value: 5 },
  { question_id: 5, value: 3 },
];

describe('checkSurveyAnswers', () => {
  it('accepts answers of each kind and cleans them', () => {
    const r = checkSurveyAnswers(
      questions,
      [
        ...good,
        { question_id: 1, value: '  <b>hi</b> ' },
        { question_id: 4, value: [8, 8] },
        { question_id: 6, value: '5000 1234' },
      ],
      'KW',
    );
    expect(r).toEqual({
      ok: true,
      answers: [
        { question_id: 1, kind: 1, value: '<b>hi</b>' },
        { question_id: 2, kind: 2, value: 4 },
        { question_id: 3, kind: 3, value: 5 },
        { question_id: 4, kind: 4, value: [8] },
        { question_id: 5, kind: 5, value: 3 },
        { question_id: 6, kind: 6, value: '+96550001234' },
      ],
    });
  });

  it('names every bad answer', () => {
    const r = checkSurveyAnswers(
      questions,
      [
        { question_id: 1, value: 'x'.repeat(11) },
        { question_id: 2, value: 3 },
        { question_id: 3, value: '5' },
        { question_id: 4, value: [7, 8] },
        { question_id: 5, value: 6 },
        { question_id: 6, value: '12' },
        { question_id: 99, value: 1 },
      ],
      'KW',
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.question_id, p.code])).toEqual([
      [99, 'ANSWER_UNKNOWN_QUESTION'],
      [1, 'ANSWER_TOO_LONG'],
      [2, 'ANSWER_OUT_OF_RANGE'],
      [3, 'ANSWER_WRONG_TYPE'],
      [4, 'ANSWER_ONE_OPTION'],
      [5, 'ANSWER_OUT_OF_RANGE'],
      [6, 'ANSWER_PHONE_INVALID'],
    ]);
  });

  it('requires required questions (blank counts as missing) and refuses unknown options and repeats', () => {
    const r = checkSurveyAnswers(
      questions,
      [
        { question_id: 2, value: 2 },
        { question_id: 2, value: 4 },
        { question_id: 4, value: [9] },
        { question_id: 5, value: 1.5 },
      ],
      'KW',
    );
    if (r.ok) throw new Error('expected problems');
    expect(r.problems.map((p) => [p.question_id, p.code])).toEqual([
      [2, 'ANSWER_DUPLICATE'],
      [3, 'ANSWER_REQUIRED'],
      [4, 'ANSWER_UNKNOWN_OPTION'],
      [5, 'ANSWER_WRONG_TYPE'],
    ]);
  });
});

describe('surveyPeriodKey', () => {
  // 23:30 UTC on 31 Dec 2025 is 1 Jan 2026 in Kuwait.
  const now = new Date('2025-12-31T23:30:00Z');
  it('counts in the business time zone', () => {
    expect(surveyPeriodKey('day', now, 'Asia/Kuwait')).toBe('2026-01-01');
    expect(surveyPeriodKey('day', now, 'UTC')).toBe('2025-12-31');
    expect(surveyPeriodKey('month', now, 'Asia/Kuwait')).toBe('2026-01');
    expect(surveyPeriodKey('once', now, 'Asia/Kuwait')).toBe('once');
  });
  it('uses ISO weeks (Monday first; the week of 4 January is week 1)', () => {
    expect(surveyPeriodKey('week', now, 'Asia/Kuwait')).toBe('2026-W01');
    expect(surveyPeriodKey('week', new Date('2026-03-10T12:00:00Z'), 'UTC')).toBe('2026-W11');
    expect(surveyPeriodKey('week', new Date('2027-01-01T12:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(surveyPeriodKey('week', new Date('2024-12-30T12:00:00Z'), 'UTC')).toBe('2025-W01');
  });
});
