import { useEffect, useState } from 'react';

type ApplePayWindow = Window & { ApplePaySession?: { canMakePayments?: () => boolean } };

/** Whether this browser can pay with Apple Pay (Safari's ApplePaySession), read in the browser only. */
export function applePayAvailable(win: ApplePayWindow | undefined = globalThis.window): boolean {
  try {
    return Boolean(win?.ApplePaySession?.canMakePayments?.());
  } catch {
    // Safari throws on an insecure (http) page: no Apple Pay there either.
    return false;
  }
}

/**
 * Apple Pay methods (6, 9) are offered only where the browser has ApplePaySession (ADR 720). The
 * server render cannot know: null until the browser has said, so nothing is replaced meanwhile.
 */
export function useApplePay(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => setAvailable(applePayAvailable()), []);
  return available;
}
