import { type Api, ApiError, subscribeStaffPush, unsubscribeStaffPush } from '@sufra/contract/client';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { pushSupported, subscribeThisDevice } from '../push/device-subscription.ts';

type State = 'unsupported' | 'off' | 'asking' | 'on' | 'blocked' | 'failed';

/** This device's subscription endpoint while its new-order alerts are on (ADR 1435). */
const PUSH_KEY = 'sufra.board-push';

/**
 * New orders away from the board (ADR 1435): "Alerts on this device" asks the
 * browser's permission only on this tap, subscribes this device with the server's VAPID key, and
 * sends the notification's words in the board's language. A tap on the notification opens the
 * board. Off forgets the device on the server too.
 */
export function StaffPushToggle({ api }: { api: Api }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('unsupported');
  useEffect(() => {
    if (!pushSupported()) return;
    if (Notification.permission === 'denied') setState('blocked');
    else setState(localStorage.getItem(PUSH_KEY) ? 'on' : 'off');
  }, []);
  if (state === 'unsupported') return null;

  const turnOn = async () => {
    setState('asking');
    try {
      const device = await subscribeThisDevice(api);
      if (typeof device === 'string') {
        setState(device === 'denied' ? 'blocked' : 'off');
        return;
      }
      await subscribeStaffPush(api, {
        subscription: device,
        texts: { title: t('staff.push.title'), body: t('staff.push.body') },
      });
      localStorage.setItem(PUSH_KEY, device.endpoint);
      setState('on');
    } catch (error) {
      // Push is off on this server: nothing to offer.
      setState(error instanceof ApiError && error.status === 404 ? 'unsupported' : 'failed');
    }
  };
  const turnOff = async () => {
    const endpoint = localStorage.getItem(PUSH_KEY);
    localStorage.removeItem(PUSH_KEY);
    setState('off');
    if (endpoint) await unsubscribeStaffPush(api, endpoint).catch(() => undefined);
  };

  const on = state === 'on';
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid="staff-push"
      data-state={state}
      disabled={state === 'asking' || state === 'blocked'}
      title={state === 'blocked' ? t('push.blocked') : state === 'failed' ? t('push.failed') : undefined}
      onClick={() => void (on ? turnOff() : turnOn())}
      className={clsx(
        'inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm ring-1 ring-line disabled:opacity-60',
        on ? 'bg-brand text-on-brand' : 'bg-sunken text-ink',
      )}
    >
      {/* Not a lucide icon: every lucide icon ships in the storefront's first view (ADR 1024). */}
      <span aria-hidden>📲</span>
      {t(on ? 'staff.push.on' : state === 'failed' ? 'staff.push.failed' : 'staff.push.enable')}
    </button>
  );
}
