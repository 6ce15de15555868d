// One error model for the whole package (see README): malformed input throws a DomainError that
// names the offending field; expected business outcomes (minimum order not met, a coupon that does
// not apply, a bad phone number) are returned as `Problem` values, never thrown.

export const DomainErrorCode = {
  invalidNumber: 'INVALID_NUMBER',
  negativeAmount: 'NEGATIVE_AMOUNT',
  notInteger: 'NOT_INTEGER',
  outOfRange: 'OUT_OF_RANGE',
  invalidValue: 'INVALID_VALUE',
  invalidTime: 'INVALID_TIME',
  invalidTimeZone: 'INVALID_TIME_ZONE',
  invalidDate: 'INVALID_DATE',
  invalidCoordinates: 'INVALID_COORDINATES',
} as const;
export type DomainErrorCode = (typeof DomainErrorCode)[keyof typeof DomainErrorCode];

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly field: string;

  constructor(code: DomainErrorCode, field: string, message?: string) {
    super(message ?? `${field}: ${code}`);
    this.name = 'DomainError';
    this.code = code;
    this.field = field;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** A business-rule outcome with a stable code; `field` points at the input it concerns. */
export interface Problem {
  code: string;
  field: string;
  /** Extra figures for the message, e.g. `{ min_order: 5000 }`. */
  meta?: Record<string, number | string>;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

// Cheap predicates for hot paths: check first, and build the field name only when reporting.
export const isMinor = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
export const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;
export const isNonNegative = (v: unknown): v is number => isFiniteNumber(v) && v >= 0;

/** A finite number, else DomainError INVALID_NUMBER (covers NaN, Infinity, strings, undefined). */
export function requireNumber(value: unknown, field: string): number {
  if (!isFiniteNumber(value)) throw new DomainError(DomainErrorCode.invalidNumber, field);
  return value;
}

/** A finite number ≥ 0. */
export function requireNonNegative(value: unknown, field: string): number {
  const n = requireNumber(value, field);
  if (n < 0) throw new DomainError(DomainErrorCode.negativeAmount, field);
  return n;
}

/** An integer ≥ 0 — the shape of every money amount. */
export function requireMinor(value: unknown, field: string): number {
  const n = requireNonNegative(value, field);
  if (!Number.isInteger(n)) throw new DomainError(DomainErrorCode.notInteger, field);
  return n;
}

/** An integer ≥ 1 — counts and quantities. */
export function requirePositiveInteger(value: unknown, field: string): number {
  const n = requireNumber(value, field);
  if (!Number.isInteger(n)) throw new DomainError(DomainErrorCode.notInteger, field);
  if (n < 1) throw new DomainError(DomainErrorCode.outOfRange, field);
  return n;
}

/** A string, else DomainError INVALID_VALUE (an object could not even be turned into a cache key). */
export function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new DomainError(DomainErrorCode.invalidValue, field);
  return value;
}

/** A percentage in [0, 100]. */
export function requirePercent(value: unknown, field: string): number {
  const n = requireNonNegative(value, field);
  if (n > 100) throw new DomainError(DomainErrorCode.outOfRange, field);
  return n;
}
