import type { Customer } from '@sufra/contract';
import { useEffect, useState } from 'react';
import { fetchMyAccount } from './account-fetch.ts';

let pending: Promise<Customer | null> | null = null;

/**
 * The signed-in diner, for the checkout steps (ADR 706): asked once per page load with the
 * session cookie. Its path contains "profile", so a guest's 401 is just "nobody" ([product: Calls and failures]) and
 * never a trip to the login page. The menu pages never ask.
 */
export function useSignedInAccount(): Customer | null {
  const [user, setUser] = useState<Customer | null>(null);
  useEffect(() => {
    pending ??= fetchMyAccount();
    let live = true;
    void pending.then((u) => {
      if (live) setUser(u);
    });
    return () => {
      live = false;
    };
  }, []);
  return user;
}

/** After a change of the account (a saved address), the next page asks again. */
export const forgetAccount = () => {
  pending = null;
};

/** [product: Accounts]: the order's phone comes from the form, else the signed-in user — here as the contact's fields. */
export function contactFromAccount(user: Customer) {
  const national = user.phone.startsWith(`+${user.dial_code}`)
    ? user.phone.slice(1 + user.dial_code.length)
    : user.phone;
  return { name: user.name, phone: national, dial_code: user.dial_code };
}
