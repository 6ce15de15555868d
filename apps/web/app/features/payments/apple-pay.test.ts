import { describe, expect, it } from 'vitest';
import { applePayAvailable } from './apple-pay.ts';

describe('Apple Pay only where the browser has it (ADR 720)', () => {
  it('needs ApplePaySession and its yes', () => {
    expect(applePayAvailable(undefined)).toBe(false);
    expect(applePayAvailable({} as Window)).toBe(false);
    const session = (yes: boolean) =>
      ({ ApplePaySession: { canMakePayments: () => yes } }) as unknown as Window;
    expect(applePayAvailable(session(true))).toBe(true);
    expect(applePayAvailable(session(false))).toBe(false);
  });

  it('an insecure page where Safari throws is no Apple Pay', () => {
    const throwing = {
      ApplePaySession: {
        canMakePayments: () => {
          throw new Error('InvalidAccessError');
        },
      },
    } as unknown as Window;
    expect(applePayAvailable(throwing)).toBe(false);
  });
});
