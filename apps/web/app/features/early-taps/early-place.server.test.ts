import { describe, expect, it } from 'vitest';
import type { LoadedBusiness } from '../../shell/business.server.ts';
import { decodeEarly, earlyPlaceCookie, isEarlyPlace } from '../../shell/early-cookie.ts';
import { earlyPlaceAction, earlyPlaceOf } from './early-place.server.ts';

const business = { restaurant: { reference_id: 'demo', branch_id: 1 } } as LoadedBusiness;
const url = 'http://shop.test/demo/pickup/checkout';

/** Posts the checkout form before the scripts ran and reads back the place it kept. */
function postEarly(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const response = earlyPlaceAction(business, new Request(url, { method: 'POST' }), form);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie.startsWith(`${earlyPlaceCookie('demo', 1)}=`)).toBe(true);
  return earlyPlaceOf(business, new Request(url, { headers: { cookie } }))?.place;
}

describe('an early "Place order" keeps what the form said (ADR 900, ADR 611)', () => {
  it('keeps "use my wallet balance" when its checkbox was ticked', () => {
    const place = postEarly({ name: 'Noura', phone: '50123456', payment_type: '1', use_wallet: 'true' });
    expect(place).toMatchObject({ name: 'Noura', phone: '50123456', pay: 1, wallet: true });
  });

  it('pays without the wallet when the box was left empty (an unticked checkbox sends nothing)', () => {
    expect(postEarly({ name: 'Noura', phone: '50123456', payment_type: '1' })?.wallet).toBe(false);
  });

  it('reads a cookie set before the wallet choice existed as "no wallet"', () => {
    const old = { n: 'x', name: 'A', phone: '1', dial: null, pay: 1, car: null, table: null };
    expect(decodeEarly(JSON.stringify(old), isEarlyPlace)?.wallet).toBeUndefined();
  });
});
