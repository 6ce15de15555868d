import { describe, expect, it } from 'vitest';
import { loginPathFor } from './login-redirect.ts';

describe('[product: Accounts]: a 401/403 sends the customer to the business login page', () => {
  it.each([
    ['/demo', '/demo/login'],
    ['/demo/pickup/cart', '/demo/login'],
    ['/demo/order/12', '/demo/login'],
    ['/demo/payment/fail', '/demo/login'],
  ])('%s → %s', (path, expected) => {
    expect(loginPathFor(path)).toBe(expected);
  });

  it.each(['/', '/404', '/demo/login', '/demo/staff'])(
    'stays put on %s (no business, the login page itself, or the staff board)',
    (path) => {
      expect(loginPathFor(path)).toBeNull();
    },
  );
});
