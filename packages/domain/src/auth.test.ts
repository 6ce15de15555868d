import { describe, expect, it } from 'vitest';
import { isAuthenticated, redirectsToLogin } from './auth.ts';

const business = { user_id: 7 };

describe('§4 auth: authenticated only with a token, a user id, and user business_id equal to the business user_id', () => {
  it('§4 auth: all three present and matching → authenticated', () => {
    expect(isAuthenticated({ token: 't', user: { id: 1, business_id: 7 } }, business)).toBe(true);
  });

  it('§4 auth: no token → guest', () => {
    expect(isAuthenticated({ token: null, user: { id: 1, business_id: 7 } }, business)).toBe(false);
    expect(isAuthenticated({ token: '', user: { id: 1, business_id: 7 } }, business)).toBe(false);
  });

  it('§4 auth: no user id → guest', () => {
    expect(isAuthenticated({ token: 't', user: { id: null, business_id: 7 } }, business)).toBe(false);
    expect(isAuthenticated({ token: 't', user: null }, business)).toBe(false);
  });

  it('§4 auth: a user of another business → guest', () => {
    expect(isAuthenticated({ token: 't', user: { id: 1, business_id: 8 } }, business)).toBe(false);
    expect(isAuthenticated({ token: 't', user: { id: 1, business_id: null } }, business)).toBe(false);
    expect(isAuthenticated(null, business)).toBe(false);
  });
});

describe('§6 401/403 send the user to login, except profile calls', () => {
  it('§6 a 401 or 403 on any call except those whose path contains profile sends the user to login', () => {
    expect(redirectsToLogin(401, '/api/webapp/orders/1')).toBe(true);
    expect(redirectsToLogin(403, '/api/webapp/wallet')).toBe(true);
    expect(redirectsToLogin(401, '/api/webapp/profile/7')).toBe(false);
    expect(redirectsToLogin(500, '/api/webapp/orders/1')).toBe(false);
  });
});
