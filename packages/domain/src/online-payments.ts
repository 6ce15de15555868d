// Online payment rules that do not depend on a gateway (ADR 720): which currency each [product: Payments]
// method can take, which methods are Apple Pay, and money in a gateway's major units.
import { currencyDigits } from './currency.ts';
import { PaymentMethod } from './enums.ts';

// Written with the currency's other major-unit rules; the gateways' figure is the same text.
export { toMajorUnits } from './currency.ts';

/** [product: Payments] methods paid online (everything but cash and pay later). */
export const ONLINE_METHODS: readonly number[] = [
  PaymentMethod.onlineCard,
  PaymentMethod.knet,
  PaymentMethod.benefit,
  PaymentMethod.applePay,
  PaymentMethod.mada,
  PaymentMethod.payWithCard,
  PaymentMethod.applePayKnet,
];

export const isOnlineMethod = (method: number): boolean => ONLINE_METHODS.includes(method);

/** Apple Pay (6) and Apple Pay KNET (9): offered only in a browser that has ApplePaySession. */
export const isApplePayMethod = (method: number): boolean =>
  method === PaymentMethod.applePay || method === PaymentMethod.applePayKnet;

/**
 * The currencies each online method can be charged in; a method missing here takes any currency.
 * KNET is Kuwait's debit network (KWD only), Benefit Bahrain's (BHD only), mada Saudi Arabia's
 * (SAR only); Apple Pay KNET is Apple Pay over KNET, so KWD only; Apple Pay runs in the Gulf
 * currencies its gateways list (Tap: AED, SAR, KWD, QAR, BHD, and USD).
 */
const METHOD_CURRENCIES: ReadonlyMap<number, readonly string[]> = new Map([
  [PaymentMethod.knet, ['KWD']],
  [PaymentMethod.benefit, ['BHD']],
  [PaymentMethod.mada, ['SAR']],
  [PaymentMethod.applePayKnet, ['KWD']],
  [PaymentMethod.applePay, ['AED', 'SAR', 'KWD', 'QAR', 'BHD', 'USD']],
]);

/** Whether an online method can be charged in this currency (offline methods always can). */
export function methodTakesCurrency(method: number, currency: string): boolean {
  if (!isOnlineMethod(method)) return true;
  const allowed = METHOD_CURRENCIES.get(method);
  return !allowed || allowed.includes(currency.toUpperCase());
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A gateway's major-unit amount (a JSON number such as 2.1, or a string) as integer minor units,
 * or null when it is not a finite decimal or has more digits than the currency has (a figure we
 * cannot have asked for). Read from its decimal text, never by floating-point multiplication.
 */
export function fromMajorUnits(value: number | string, currency: string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  // Numbers print in exponent form below 1e-6 or past 1e21: no amount a gateway sends.
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const minor = Number(`${match[2]}${fraction.padEnd(digits, '0')}`);
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] === '-' ? -minor : minor;
}
