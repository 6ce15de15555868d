import { isApplePayMethod, PaymentMethod, type PaymentTypeValue } from '@sufra/domain';

type Shop = { payment_methods: number[]; default_cash: boolean };
type DeliverySwitches = { cash: boolean; credit: boolean } | undefined;

const offline = (m: number) => m === PaymentMethod.cash || m === PaymentMethod.payLater;

/**
 * The methods this order can use: the business's offered ones (the server already narrowed them to
 * its gateway and currency, ADR 721), Apple Pay only in a browser that has it (ADR 720), and for
 * delivery only those the branch's cash / credit switches allow (the server refuses the others, ADR 406).
 */
export function offeredMethods(shop: Shop, delivery: DeliverySwitches, applePay = false): PaymentTypeValue[] {
  return shop.payment_methods.filter((m) => {
    if (isApplePayMethod(m) && !applePay) return false;
    if (!delivery) return true;
    if (m === PaymentMethod.cash) return delivery.cash;
    return offline(m) || delivery.credit;
  }) as PaymentTypeValue[];
}

/** The method to start on: the stored one if still offered, else cash when the business prefers it, else the first. */
export function startingMethod(
  stored: PaymentTypeValue,
  offered: readonly PaymentTypeValue[],
  defaultCash: boolean,
): PaymentTypeValue | null {
  if (offered.includes(stored)) return stored;
  if (defaultCash && offered.includes(PaymentMethod.cash as PaymentTypeValue))
    return PaymentMethod.cash as PaymentTypeValue;
  return offered[0] ?? null;
}
