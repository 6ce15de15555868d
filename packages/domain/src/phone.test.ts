import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, PhoneError, parsePhone, phoneExpectation } from './phone.ts';

describe('§5 phone parsing', () => {
  it('§9 default country KW: a national number is read as Kuwaiti', () => {
    expect(DEFAULT_COUNTRY).toBe('KW');
    expect(parsePhone('50123456')).toEqual({
      ok: true,
      e164: '+96550123456',
      nationalNumber: '50123456',
      country: 'KW',
      dialCode: '965',
      valid: true,
    });
  });

  it('an international number wins over the default country', () => {
    expect(parsePhone('+1 212 555 0100')).toMatchObject({
      ok: true,
      country: 'US',
      dialCode: '1',
      nationalNumber: '2125550100',
    });
    expect(parsePhone('0501234567', 'sa')).toMatchObject({ ok: true, country: 'SA', dialCode: '966' });
  });

  it('§5 country-specific formats come from the phone library (valid flag)', () => {
    expect(parsePhone('1234')).toMatchObject({ ok: true, valid: false });
  });

  it('§5 phone failures: NOT_A_NUMBER', () => {
    expect(parsePhone('hello')).toEqual({ ok: false, error: PhoneError.notANumber, field: 'phone' });
    expect(parsePhone(12345678)).toMatchObject({ ok: false, error: 'NOT_A_NUMBER' });
  });

  it('§5 phone failures: TOO_SHORT (national number under 2 digits)', () => {
    expect(parsePhone('5')).toMatchObject({ ok: false, error: 'TOO_SHORT' });
  });

  it('§5 phone failures: TOO_LONG (national number over 17 digits, input over 250 characters)', () => {
    expect(parsePhone('123456789012345678')).toMatchObject({ ok: false, error: 'TOO_LONG' });
    expect(parsePhone(`5${' '.repeat(250)}0`)).toMatchObject({ ok: false, error: 'TOO_LONG' });
  });

  it('§5 phone failures: INVALID_COUNTRY', () => {
    expect(parsePhone('+999123456')).toMatchObject({ ok: false, error: 'INVALID_COUNTRY' });
    expect(parsePhone('50123456', 'XX')).toMatchObject({ ok: false, error: 'INVALID_COUNTRY' });
    expect(parsePhone('50123456', null as never, 'form.phone')).toEqual({
      ok: false,
      error: 'INVALID_COUNTRY',
      field: 'form.phone',
    });
  });

  it('§5 national number length 2 to 17 is accepted at both ends', () => {
    expect(parsePhone('+96512')).toMatchObject({ ok: true, nationalNumber: '12' });
    expect(parsePhone('+96512345678901234567')).toMatchObject({
      ok: true,
      nationalNumber: '12345678901234567',
    });
    expect(parsePhone('+965123456789012345678')).toMatchObject({ ok: false, error: 'TOO_LONG' });
  });
});

describe('what a mobile number looks like (ADR 1454)', () => {
  it('gives the length and a national example of the country’s mobiles', () => {
    const kw = phoneExpectation('kw');
    expect(kw?.digits).toBe(8);
    expect(kw?.example.replace(/\D/g, '')).toHaveLength(8);
    expect(parsePhone(kw?.example ?? '', 'KW')).toMatchObject({ ok: true, valid: true });
    // One number, never broken over two lines.
    expect(kw?.example).not.toMatch(/ /);
    const sa = phoneExpectation('SA');
    expect(sa?.example.replace(/\D/g, '').length).toBe(sa?.digits);
    expect(phoneExpectation('XX')).toBeNull();
  });
});
