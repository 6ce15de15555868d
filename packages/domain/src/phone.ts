// [product: Calls and failures] phone rules, delegated to libphonenumber-js (its error codes are the spec's).

import {
  type CountryCode,
  getCountries,
  getExampleNumber,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
} from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/examples.mobile';

/**
 * The countries a business may be in (ADR 1390): those whose phone numbers the library knows, so
 * its owner's number and its diners' numbers can be read (ISO 3166 codes).
 */
export const businessCountries = (): readonly string[] => getCountries();
export const isBusinessCountry = (code: string): boolean => isSupportedCountry(code);

/** [product: Money] default country. */
export const DEFAULT_COUNTRY = 'KW';
export const PHONE_MAX_INPUT_LENGTH = 250;
export const NATIONAL_NUMBER_MIN_LENGTH = 2;
export const NATIONAL_NUMBER_MAX_LENGTH = 17;

export const PhoneError = {
  notANumber: 'NOT_A_NUMBER',
  tooShort: 'TOO_SHORT',
  tooLong: 'TOO_LONG',
  invalidCountry: 'INVALID_COUNTRY',
} as const;
export type PhoneError = (typeof PhoneError)[keyof typeof PhoneError];

export interface ParsedPhone {
  ok: true;
  /** +96550123456 */
  e164: string;
  /** 50123456 */
  nationalNumber: string;
  /** ISO country, or null when the calling code is shared and the number does not tell. */
  country: string | null;
  /** Calling code without '+', e.g. '965' (order request dial_code). */
  dialCode: string;
  /** The number matches the country's patterns (country-specific formats). */
  valid: boolean;
}

export type PhoneResult = ParsedPhone | { ok: false; error: PhoneError; field: string };

const known: ReadonlySet<string> = new Set(Object.values(PhoneError));

/**
 * Parses a phone number typed with or without its +country prefix. Failures are returned, not
 * thrown: NOT_A_NUMBER, TOO_SHORT, TOO_LONG (national number outside 2–17 digits, or input over
 * 250 characters), INVALID_COUNTRY.
 */
export function parsePhone(
  input: unknown,
  defaultCountry: string = DEFAULT_COUNTRY,
  field = 'phone',
): PhoneResult {
  if (typeof input !== 'string') return { ok: false, error: PhoneError.notANumber, field };
  if (input.length > PHONE_MAX_INPUT_LENGTH) return { ok: false, error: PhoneError.tooLong, field };
  const country = typeof defaultCountry === 'string' ? defaultCountry.toUpperCase() : '';
  if (!isSupportedCountry(country)) return { ok: false, error: PhoneError.invalidCountry, field };
  try {
    const phone = parsePhoneNumberWithError(input, country as CountryCode);
    const national = phone.nationalNumber;
    if (national.length < NATIONAL_NUMBER_MIN_LENGTH) return { ok: false, error: PhoneError.tooShort, field };
    if (national.length > NATIONAL_NUMBER_MAX_LENGTH) return { ok: false, error: PhoneError.tooLong, field };
    return {
      ok: true,
      e164: phone.number,
      nationalNumber: national,
      country: phone.country ?? null,
      dialCode: phone.countryCallingCode,
      valid: phone.isValid(),
    };
  } catch (error) {
    const code =
      error instanceof ParseError && known.has(error.message)
        ? (error.message as PhoneError)
        : PhoneError.notANumber;
    return { ok: false, error: code, field };
  }
}

/**
 * What a mobile number of this country looks like, for the message that asks for one again
 * (ADR 1454): its length in digits and an example, as typed without the country code. Null for a
 * country libphonenumber-js has no example for.
 */
export function phoneExpectation(country: string): { digits: number; example: string } | null {
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) return null;
  const example = getExampleNumber(code as CountryCode, mobileExamples);
  if (!example) return null;
  // No-break spaces: "500 12345" is one number, never split over two lines.
  const national = example.formatNational().replace(/ /g, '\u00A0');
  return { digits: national.replace(/\D/g, '').length, example: national };
}
