import { ADMIN_PROBLEMS, ApiError } from '@sufra/contract/client';
import { describe, expect, it } from 'vitest';
import { operatorProblemOf } from './operator-form.server.ts';

// ADR 1161: the API names a new business's bad fields by their paths; the form marks its own.
describe('operator form problems', () => {
  it('maps every refused path to its form field and catalog words', () => {
    const error = new ApiError(422, 'Some fields need attention', ADMIN_PROBLEMS.invalid, {
      fields: {
        reference_id: 'x',
        'name.en': 'x',
        'locales.1': 'x',
        currency: 'x',
        country_code: 'x',
        time_zone: 'x',
        'owner.phone': 'x',
        reason: 'x',
      },
    });
    expect(operatorProblemOf(error)).toEqual({
      problem: 'admin.problem.fields',
      fields: {
        reference_id: 'admin.fieldError.reference',
        name: 'admin.fieldError.text',
        locales: 'admin.fieldError.locales',
        currency: 'admin.fieldError.currencyCode',
        country_code: 'admin.fieldError.countryCode',
        time_zone: 'admin.fieldError.timeZone',
        owner_phone: 'admin.fieldError.phone',
        reason: 'admin.fieldError.suspendReason',
      },
    });
  });
});
