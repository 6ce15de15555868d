import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromMajorUnits, toMajorUnits } from '@sufra/domain';

/** The fields of a charge (or refund) that Tap's `hashstring` header covers. */
export type HashedCharge = {
  id: string;
  amount: number | string;
  currency: string;
  status: string;
  reference?: { gateway?: string | null; payment?: string | null } | null;
  transaction?: { created?: string | number | null } | null;
};

/**
 * Tap's webhook `hashstring` (developers.tap.company, Webhook → "Validate the webhook"): HMAC-SHA256,
 * keyed with the merchant's secret API key, of
 * `x_id{id}x_amount{amount}x_currency{currency}x_gateway_reference{reference.gateway}x_payment_reference{reference.payment}x_status{status}x_created{transaction.created}`,
 * the amount written with the currency's standard decimals (KWD 3.000, SAR 2.00), as hex. Null
 * when the amount cannot be written so (more decimals than the currency has).
 */
export function tapHashstring(charge: HashedCharge, secretKey: string): string | null {
  const minor = fromMajorUnits(charge.amount, charge.currency);
  if (minor === null) return null;
  const text =
    `x_id${charge.id}` +
    `x_amount${toMajorUnits(minor, charge.currency)}` +
    `x_currency${charge.currency}` +
    `x_gateway_reference${charge.reference?.gateway ?? ''}` +
    `x_payment_reference${charge.reference?.payment ?? ''}` +
    `x_status${charge.status}` +
    `x_created${charge.transaction?.created ?? ''}`;
  return createHmac('sha256', secretKey).update(text).digest('hex');
}

/** Compares a received `hashstring` with ours in constant time. */
export function hashstringMatches(
  charge: HashedCharge,
  received: string | undefined,
  secretKey: string,
): boolean {
  if (!received || !/^[0-9a-fA-F]{64}$/.test(received)) return false;
  const ours = tapHashstring(charge, secretKey);
  if (!ours) return false;
  return timingSafeEqual(Buffer.from(ours, 'hex'), Buffer.from(received.toLowerCase(), 'hex'));
}
