import { type Api, getPushKey } from '@sufra/contract/client';

// This device's Web Push subscription (ADR 909, 1435): one way for the diner's order page and the
// staff board to ask for it.

/** The VAPID key, base64url, as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Whether this browser can receive Web Push here (a secure page with a service worker). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * The server's key first (a 404 ApiError when push is off there), then the browser's permission —
 * asked only now, after the person's tap — then this device's subscription (the one it has, or a
 * new one). `denied` / `dismissed` when the permission was not given.
 */
export async function subscribeThisDevice(api: Api): Promise<DeviceSubscription | 'denied' | 'dismissed'> {
  const { public_key } = await getPushKey(api);
  if ((await Notification.requestPermission()) !== 'granted')
    return Notification.permission === 'denied' ? 'denied' : 'dismissed';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    }));
  const json = subscription.toJSON() as DeviceSubscription;
  return { endpoint: json.endpoint, keys: json.keys };
}
