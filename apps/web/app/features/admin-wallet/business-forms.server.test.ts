import type { AdminBranchBooking, AdminSurveyQuestion } from '@sufra/contract/admin-wallet';
import { describe, expect, it } from 'vitest';
import { bookingsOf, surveyQuestionOf, walletPackageOf } from './business-forms.server.ts';

// ADR 1140–1143: the business programmes' forms as the API receives them.

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

describe('a wallet package as typed', () => {
  it('reads amounts in major units and an empty expiry as never', () => {
    const body = walletPackageOf(
      form({ 'name.en': 'Gold', price: '10', credit: '12.500', bonus_expiry_days: '', active: 'on' }),
      'KWD',
      ['en'],
    );
    expect(body).toMatchObject({ price: 10_000, credit: 12_500, bonus_expiry_days: null, active: true });
  });
});

describe('the bookings form', () => {
  it('reads each branch’s capacity (empty: no limit) and windows', () => {
    const branch = { id: 3 } as AdminBranchBooking;
    const body = bookingsOf(
      form({
        enabled: 'on',
        type: '2',
        max_users: '6',
        min_advance: '30',
        cancel_cutoff: '60',
        'b3.covers': '',
        'b3.duration': '90',
        'b3.slot': '15',
        'b3.delivery.on': 'on',
        'b3.delivery.min.interval': '30',
        'b3.delivery.min.scale': 'min',
        'b3.delivery.max.interval': '2',
        'b3.delivery.max.scale': 'day',
        'b3.delivery.apply': 'ending',
      }),
      [branch],
    );
    expect(body.reservation).toEqual({
      enabled: true,
      with_table: false,
      type: 2,
      max_users: 6,
      min_advance: 30,
      cancel_cutoff: 60,
    });
    expect(body.branches[0]).toMatchObject({
      id: 3,
      capacity: { covers_per_slot: null, duration_minutes: 90, slot_minutes: 15 },
      scheduled_orders: {
        delivery: {
          on: true,
          only_schedule: false,
          min_advance: { interval: 30, scale: 'min' },
          max_advance: { interval: 2, scale: 'day' },
          apply_on_starting_or_ending: 'ending',
        },
        pickup: { on: false, apply_on_starting_or_ending: 'starting' },
      },
    });
  });
});
