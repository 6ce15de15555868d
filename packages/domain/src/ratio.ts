// Exact fractions of minor units (ADR 101). Amounts computed from rates — a percentage of a
// price, a tax share, kilograms times a price per kilogram — are ratios of integers here, kept
// exact with bigint until the one rounding to whole minor units: no binary floating point, no
// tolerance, at any amount a number can hold.
import { DomainError, DomainErrorCode } from './errors.ts';

/** `n / d` with `d > 0`. */
export type Ratio = { readonly n: bigint; readonly d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};

function reduce(n: bigint, d: bigint): Ratio {
  if (d === 0n) throw new DomainError(DomainErrorCode.invalidNumber, 'ratio');
  if (d < 0n) return reduce(-n, -d);
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

/**
 * The exact value of a number as written: 1.1 is 11/10, not the binary double nearest to it. A
 * rate or a weight typed as a decimal means that decimal; JavaScript's shortest round-trip
 * spelling recovers it from the double.
 */
export function ratioOf(value: number): Ratio {
  if (!Number.isFinite(value)) throw new DomainError(DomainErrorCode.invalidNumber, 'amount');
  if (Number.isInteger(value)) return { n: BigInt(value), d: 1n };
  const [mantissa = '0', exponent = '0'] = String(value).toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  let n = BigInt(whole + fraction) * (negative ? -1n : 1n);
  let d = 10n ** BigInt(fraction.length);
  const e = Number(exponent);
  if (e > 0) n *= 10n ** BigInt(e);
  else if (e < 0) d *= 10n ** BigInt(-e);
  return reduce(n, d);
}

const lift = (x: Ratio | number): Ratio => (typeof x === 'number' ? ratioOf(x) : x);

export const ratio = (n: number | bigint, d: number | bigint = 1): Ratio => reduce(BigInt(n), BigInt(d));
export const add = (a: Ratio | number, b: Ratio | number): Ratio => {
  const x = lift(a);
  const y = lift(b);
  return reduce(x.n * y.d + y.n * x.d, x.d * y.d);
};
export const mul = (a: Ratio | number, b: Ratio | number): Ratio => {
  const x = lift(a);
  const y = lift(b);
  return reduce(x.n * y.n, x.d * y.d);
};
export const div = (a: Ratio | number, b: Ratio | number): Ratio => {
  const x = lift(a);
  const y = lift(b);
  return reduce(x.n * y.d, x.d * y.n);
};
export const ZERO: Ratio = { n: 0n, d: 1n };

/** a < b, a = b, a > b as -1, 0, 1. */
export const compare = (a: Ratio, b: Ratio): number => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};

export type RoundingMode = 'halfUp' | 'down' | 'up';

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * `value` rounded to a whole multiple of `step`, exactly: half away from zero, or toward zero
 * (`down`), or away from zero (`up`). A result past the safe integers (no real amount comes near
 * 2^53 minor units) is refused rather than rounded again by floating point.
 */
export function roundRatio(value: Ratio, step = 1, mode: RoundingMode = 'halfUp'): number {
  const s = BigInt(step);
  const negative = value.n < 0n;
  const n = negative ? -value.n : value.n;
  const unit = value.d * s;
  let q = n / unit;
  const r = n % unit;
  if (r !== 0n && (mode === 'up' || (mode === 'halfUp' && 2n * r >= unit))) q += 1n;
  if (q * s > MAX) throw new DomainError(DomainErrorCode.outOfRange, 'amount');
  const rounded = Number(q * s);
  return negative && rounded !== 0 ? -rounded : rounded;
}
