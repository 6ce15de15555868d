import { ApiError, subscribeOrderPush } from '@sufra/contract/client';
import type { OrderKey } from '@sufra/contract/order-ref';
import { Bell, BellOff, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { pushSupported, subscribeThisDevice } from './device-subscription.ts';

type State = 'unsupported' | 'idle' | 'asking' | 'on' | 'blocked' | 'failed';

const askedKey = (orderId: OrderKey) => `sufra-push:${orderId}`;

/**
 * "Tell me when it's ready" on an open order's page (ADR 909): the browser's permission prompt
 * only after this tap, never on arriving at the page; then this device's subscription goes to the
 * server with the notification texts in the page's language. Remembered per order on this device.
 */
export function OrderUpdates({ orderId, token, name }: { orderId: OrderKey; token: string; name: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>('unsupported');
  useEffect(() => {
    if (!pushSupported()) return;
    if (Notification.permission === 'denied') setState('blocked');
    else setState(localStorage.getItem(askedKey(orderId)) ? 'on' : 'idle');
  }, [orderId]);
  if (state === 'unsupported') return null;

  const turnOn = async () => {
    setState('asking');
    try {
      const api = browserApi({ locale: i18n.language, loginOnUnauthorized: false });
      const device = await subscribeThisDevice(api);
      if (typeof device === 'string') {
        setState(device === 'denied' ? 'blocked' : 'idle');
        return;
      }
      await subscribeOrderPush(api, orderId, token, {
        subscription: device,
        texts: {
          title: name,
          '1': t('push.status.1'),
          '3': t('push.status.3'),
          '4': t('push.status.4'),
          '5': t('push.status.5'),
        },
      });
      localStorage.setItem(askedKey(orderId), '1');
      setState('on');
    } catch (error) {
      // Push is off on this server: nothing to offer.
      setState(error instanceof ApiError && error.status === 404 ? 'unsupported' : 'failed');
    }
  };

  if (state === 'on' || state === 'blocked')
    return (
      <p
        role="status"
        data-testid="order-updates"
        className="flex items-start gap-2 rounded-2xl bg-card p-3 text-sm ring-1 ring-line"
      >
        {state === 'on' ? (
          <CheckCircle2 className="mt-0.5 size-4.5 shrink-0 text-brand-ink" aria-hidden />
        ) : (
          <BellOff className="mt-0.5 size-4.5 shrink-0 text-muted" aria-hidden />
        )}
        <span className={state === 'on' ? 'text-ink' : 'text-muted'}>
          {t(state === 'on' ? 'push.on' : 'push.blocked')}
        </span>
      </p>
    );
  return (
    <div className="space-y-1" data-testid="order-updates">
      <button
        type="button"
        onClick={turnOn}
        disabled={state === 'asking'}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-2xl bg-card px-4 font-semibold text-brand-ink ring-1 ring-line disabled:opacity-60"
      >
        <Bell className="size-5" aria-hidden />
        {t('push.ask')}
      </button>
      <p
        className={
          state === 'failed' ? 'px-1 text-rose-700 text-sm dark:text-rose-300' : 'px-1 text-muted text-xs'
        }
      >
        {t(state === 'failed' ? 'push.failed' : 'push.askHint')}
      </p>
    </div>
  );
}
