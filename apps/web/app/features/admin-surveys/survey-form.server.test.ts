import type { AdminSurveyQuestion } from '@sufra/contract/admin-surveys';
import { describe, expect, it } from 'vitest';
import { surveyQuestionOf } from './survey-form.server.ts';

// ADR 1141: the survey question form as the API receives it.

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

const choice: AdminSurveyQuestion = {
  id: 9,
  kind: 4,
  title: { en: 'What did you have?' },
  required: false,
  multiline: true,
  max_length: 1000,
  min: 0,
  max: 10,
  step: 1,
  min_label: {},
  max_label: {},
  multiple: false,
  options: [
    { id: 4, label: { en: 'Fish', ar: 'سمك' } },
    { id: 7, label: { en: 'Rice', ar: 'أرز' } },
  ],
  stars: 5,
};

describe('a survey question as typed', () => {
  it('reads options line by line across languages; line n keeps the id option n had', () => {
    const body = surveyQuestionOf(
      form({
        kind: '4',
        'title.en': 'What did you eat?',
        'options.en': 'Fish\nRice\n\nBread',
        'options.ar': 'سمك\nأرز\n\nخبز',
        multiple: 'on',
        version: '123',
      }),
      ['en', 'ar'],
      choice,
    );
    expect(body).toMatchObject({ kind: 4, multiple: true, version: '123' });
    // The blank line is no option; the third line is new (no id), the first two keep theirs.
    expect(body.options).toEqual([
      { id: 4, label: { en: 'Fish', ar: 'سمك' } },
      { id: 7, label: { en: 'Rice', ar: 'أرز' } },
      { label: { en: 'Bread', ar: 'خبز' } },
    ]);
  });

  it('sends only what its kind needs; a number that is not one goes as NaN for the server to name', () => {
    const slider = surveyQuestionOf(
      form({ kind: '2', 'title.en': 'How busy?', min: '0', max: 'ten', step: '1' }),
      ['en'],
      null,
    );
    expect(slider).toMatchObject({ kind: 2, min: 0, step: 1 });
    expect(slider.max).toBeNaN();
    expect(slider).not.toHaveProperty('options');
    const stars = surveyQuestionOf(form({ kind: '5', 'title.en': 'Stars', stars: '7' }), ['en'], null);
    expect(stars).toEqual({ kind: 5, title: { en: 'Stars' }, required: false, stars: 7, version: undefined });
  });
});
