import { describe, expect, it } from 'vitest';
import { isAuthenticated } from './auth.ts';

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
