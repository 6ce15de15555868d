import { ApiError } from '@sufra/contract/client';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/lite.tsx';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { problemsOf, problemText } from './order-problems.ts';

const { t } = createTranslator('en', en);
const { t: tAr } = createTranslator('ar', ar);

describe('problem texts by code, in the page language', () => {
  it('translates by code and falls back to the server message for an unknown code', () => {
    expect(problemText(tAr, { code: 'ORDER_NOT_PAYABLE', message: 'This order cannot be paid' })).toBe(
      ar['problem.ORDER_NOT_PAYABLE'],
    );
    expect(problemText(t, { code: 'SOMETHING_NEW', message: 'Server words' })).toBe('Server words');
  });

  it('a refused phone says what is expected when the server gives it (ADR 1454)', () => {
    const meta = { digits: 8, example: '500\u00A012345' };
    expect(problemText(t, { code: 'PHONE_INVALID', message: 'Check the mobile number.', meta })).toBe(
      'Check the mobile number: 8 digits, like 500\u00A012345.',
    );
    expect(problemText(tAr, { code: 'PHONE_INVALID', message: '', meta })).toContain('500\u00A012345');
    // Without the server's figures, the short message.
    expect(problemText(t, { code: 'PHONE_INVALID', message: 'Check the mobile number.' })).toBe(
      en['problem.PHONE_INVALID'],
    );
  });

  it('ADDRESS_INCOMPLETE names the field as the form labels it', () => {
    const p = { code: 'ADDRESS_INCOMPLETE', message: '', meta: { field: 'house_number', type: 'house' } };
    expect(problemText(t, p)).toBe('Add the House number of the address.');
    expect(problemText(tAr, p)).toContain(ar['address.field.house_number']);
  });

  it('a malformed name is asked for by name; another field as missing or too long', () => {
    expect(problemText(t, { code: 'INVALID_REQUEST', field: 'name', message: '' })).toBe('Enter your name.');
    // Issue 31 #14: an empty phone at the table is named, not "missing or too long".
    expect(problemText(t, { code: 'INVALID_REQUEST', field: 'phone', message: '' })).toBe(
      'Enter your mobile number.',
    );
    expect(problemText(t, { code: 'INVALID_REQUEST', field: 'address.floor', message: '' })).toBe(
      en['problem.INVALID_FIELD'],
    );
    expect(problemText(t, { code: 'INVALID_REQUEST', field: 'order_lines.0.quantity', message: '' })).toBe(
      en['problem.INVALID_REQUEST'],
    );
  });
});

describe('the problems of a failed order call', () => {
  it("are the refusal's own problems, or one made of its code, or NETWORK when nothing answered", () => {
    const problems = [{ code: 'COUPON_NOT_FOUND', field: 'coupon_code', message: 'No such coupon' }];
    expect(problemsOf(new ApiError(422, 'No', 'COUPON_NOT_FOUND', { problems }))).toEqual(problems);
    expect(problemsOf(new ApiError(409, 'Changed', 'STATUS_CHANGED'))).toEqual([
      { code: 'STATUS_CHANGED', field: '', message: 'Changed' },
    ]);
    expect(problemsOf(new ApiError(503, 'Network error: offline', 'network'))[0]?.code).toBe('NETWORK');
    expect(problemsOf(new TypeError('offline'))[0]?.code).toBe('NETWORK');
  });
});
