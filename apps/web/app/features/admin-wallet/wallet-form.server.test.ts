import { describe, expect, it } from 'vitest';
import { walletPackageOf } from './wallet-form.server.ts';

// ADR 1140: the wallet package form as the API receives it.

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe('a wallet package as typed', () => {
  it('reads amounts in major units and an empty expiry as never', () => {
    const body = walletPackageOf(
      form({ 'name.en': 'Gold', price: '10', credit: '12.500', bonus_expiry_days: '', active: 'on' }),
      'KWD',
      ['en'],
    );
    expect(body).toMatchObject({ price: 10_000, credit: 12_500, bonus_expiry_days: null, active: true });
  });
});
