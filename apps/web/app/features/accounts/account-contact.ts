import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { CartStore } from '../../shell/cart-store.ts';
import { contactFromAccount, useSignedInAccount } from '../../shell/use-account.ts';
import { PHONE_COUNTRIES } from '../../ui/phone-countries.ts';

/**
 * [product: Accounts] at the checkout: the phone (and the name) come from the signed-in account when the
 * order form has none. Returns a key that changes once they were filled, so the contact fields,
 * which read their values when they mount, show them.
 */
export function useAccountContact(store: CartStore | null, filled: string): string {
  const user = useSignedInAccount();
  const [key, setKey] = useState('guest');
  const navigate = useNavigate();
  const { ref = '' } = useParams();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!user || !store || filled !== 'stored') return;
    // check-profile (ADR 706): an account without a name completes it before the checkout.
    if (!user.name) {
      navigate(`/${ref}/login?next=${encodeURIComponent(pathname)}`);
      return;
    }
    const cart = store.get();
    const contact = contactFromAccount(user);
    const country = PHONE_COUNTRIES.find(([, dial]) => dial === contact.dial_code)?.[0] ?? 'KW';
    store.update({
      ...(cart.name ? {} : { name: contact.name }),
      ...(cart.phone
        ? {}
        : {
            phone: contact.phone,
            phoneObj: { dial_code: contact.dial_code, number: contact.phone, country },
          }),
    });
    setKey(`account-${user.id}`);
  }, [user, store, filled, navigate, ref, pathname]);
  return key;
}
