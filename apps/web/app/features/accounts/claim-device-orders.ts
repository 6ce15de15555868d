import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { claimDeviceOrders } from '../../shell/account-fetch.ts';
import { deviceOrderKey, deviceOrders } from '../../shell/device-orders.ts';

const claimedKey = (ref: string) => `sufra:claimed:${ref}`;

/**
 * Orders this device placed as a guest join the signed-in account (ADR 705): the server takes only
 * those placed with the account's own phone, and only with each order's token. Asked once per
 * set of orders; pages that list orders reload when some joined.
 */
export function useClaimDeviceOrders(ref: string, shown?: readonly string[]) {
  const shownKey = shown?.join(',');
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    // By reference; an order kept before it, by its old id (ADR 1471, 1472).
    const orders = deviceOrders(ref).map((o) => ({ id: deviceOrderKey(o), token: o.token }));
    if (orders.length === 0) return;
    const signature = orders.map((o) => o.id).join(',');
    try {
      // A page that lists the account's orders asks every time: it must show what joined.
      if (shownKey === undefined && sessionStorage.getItem(claimedKey(ref)) === signature) return;
    } catch {
      // Storage blocked: ask every time (the call is idempotent).
    }
    let live = true;
    void claimDeviceOrders(orders).then((result) => {
      if (!result) return;
      try {
        sessionStorage.setItem(claimedKey(ref), signature);
      } catch {}
      if (live && result.claimed.length > 0) void revalidate.current();
    });
    return () => {
      live = false;
    };
  }, [ref, shownKey]);
}
