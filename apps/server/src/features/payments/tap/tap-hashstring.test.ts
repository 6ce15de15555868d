import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashstringMatches, tapHashstring } from './tap-hashstring.ts';

const KEY = 'sk_test_XKokBfNWv6FIYuTMg5sLPjhJ';
const hmac = (text: string) => createHmac('sha256', KEY).update(text).digest('hex');

// The charge of Tap's webhook example (developers.tap.company, Webhook): 1.0 SAR, captured.
const charge = {
  id: 'chg_TS05A4120230736x9K22710693',
  amount: 1.0,
  currency: 'SAR',
  status: 'CAPTURED',
  reference: { gateway: 'mada_pg70983e7a-a686-40ba-83e2-c5e9f4074fe5', payment: '4327230736106619650' },
  transaction: { created: '1698392202943' },
};

describe("Tap's hashstring (ADR 720)", () => {
  it('is the HMAC-SHA256 of the documented fields, the amount with the currency decimals', () => {
    expect(tapHashstring(charge, KEY)).toBe(
      hmac(
        'x_idchg_TS05A4120230736x9K22710693x_amount1.00x_currencySARx_gateway_referencemada_pg70983e7a-a686-40ba-83e2-c5e9f4074fe5x_payment_reference4327230736106619650x_statusCAPTUREDx_created1698392202943',
      ),
    );
    const knet = { ...charge, amount: 2.1, currency: 'KWD' };
    expect(tapHashstring(knet, KEY)).toBe(
      hmac(
        'x_idchg_TS05A4120230736x9K22710693x_amount2.100x_currencyKWDx_gateway_referencemada_pg70983e7a-a686-40ba-83e2-c5e9f4074fe5x_payment_reference4327230736106619650x_statusCAPTUREDx_created1698392202943',
      ),
    );
  });

  it('covers every field: a changed status, amount or reference no longer matches', () => {
    const signed = tapHashstring(charge, KEY) ?? '';
    expect(hashstringMatches(charge, signed, KEY)).toBe(true);
    expect(hashstringMatches(charge, signed.toUpperCase(), KEY)).toBe(true);
    expect(hashstringMatches({ ...charge, status: 'DECLINED' }, signed, KEY)).toBe(false);
    expect(hashstringMatches({ ...charge, amount: 10 }, signed, KEY)).toBe(false);
    expect(
      hashstringMatches({ ...charge, reference: { ...charge.reference, payment: 'x' } }, signed, KEY),
    ).toBe(false);
    expect(hashstringMatches(charge, signed, 'sk_test_other')).toBe(false);
    expect(hashstringMatches(charge, undefined, KEY)).toBe(false);
    expect(hashstringMatches(charge, 'not-hex', KEY)).toBe(false);
  });

  it('an amount with more decimals than its currency cannot be signed for', () => {
    expect(tapHashstring({ ...charge, amount: 1.005 }, KEY)).toBeNull();
    expect(hashstringMatches({ ...charge, amount: 1.005 }, 'a'.repeat(64), KEY)).toBe(false);
  });
});
