import { ApiError } from '@sufra/contract/client';
import { CircleAlert, CircleCheck, CloudOff, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { rememberOrder } from '../../shell/device-orders.ts';
import { OUTBOX_FLAG } from '../../shell/outbox-flag.ts';
import { problemsOf, problemText } from '../orders/order-problems.ts';
import { forgetOrder, type OutboxEntry, outboxEntries, sendOutbox } from './outbox.ts';
// Loaded here so that checkout-place.ts finds it in memory when the connection is gone.
import './queue-order.ts';

type Placed = {
  order: { id: number; public_ref?: string; amounts: { total: number | string } };
  token: string;
  order_url: string;
  payment: { url: string } | null;
};

const placedOf = (entry: OutboxEntry) => (entry.state === 'sent' ? (entry.answer as Placed | null) : null);
const typeOf = (entry: OutboxEntry) => {
  try {
    return String((JSON.parse(entry.body) as { type?: unknown }).type ?? '');
  } catch {
    return '';
  }
};

/**
 * What happened to the orders placed without a connection (ADR 906): sends them when the page
 * opens and when the connection returns (browsers without Background Sync rely on this), and says
 * so — waiting, sent (with the order's page; the checkout that placed it goes there by itself),
 * or refused with the restaurant's reason.
 */
export function OfflineOrders({ businessRef }: { businessRef: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  // Orders seen waiting by this page: only those move the checkout on when sent.
  const waiting = useRef(new Set<string>());

  const refresh = useCallback(async () => {
    const found = await outboxEntries(businessRef).catch(() => []);
    for (const entry of found) {
      if (entry.state === 'queued') waiting.current.add(entry.key);
      const placed = placedOf(entry);
      if (placed)
        rememberOrder(businessRef, {
          public_ref: placed.order.public_ref,
          token: placed.token,
          at: entry.queuedAt,
          total: Number(placed.order.amounts.total),
          type: typeOf(entry),
        });
    }
    setEntries(found);
    // Nothing left anywhere: the next pages need not load this code (ADR 906).
    if (!found.length)
      void outboxEntries()
        .then((all) => (all.length ? undefined : localStorage.removeItem(OUTBOX_FLAG)))
        .catch(() => undefined);
  }, [businessRef]);

  const send = useCallback(async () => {
    if (navigator.onLine) await sendOutbox().catch(() => 0);
    await refresh();
  }, [refresh]);

  useEffect(() => {
    void send();
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'outbox') void refresh();
    };
    const onSend = () => void send();
    addEventListener('online', onSend);
    addEventListener('sufra:outbox', onSend);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      removeEventListener('online', onSend);
      removeEventListener('sufra:outbox', onSend);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [send, refresh]);

  // The checkout that kept the order goes to its page once it is sent (ADR 906).
  const onCheckout = pathname.endsWith('/checkout');
  const justSent = entries.find((e) => placedOf(e) && waiting.current.has(e.key));
  useEffect(() => {
    const placed = justSent && placedOf(justSent);
    if (!onCheckout || !placed) return;
    waiting.current.delete(justSent.key);
    if (placed.payment) window.location.assign(placed.payment.url);
    else navigate(placed.order_url);
  }, [onCheckout, justSent, navigate]);

  /** The restaurant's reasons in the page's language, as the checkout would have shown them. */
  const refusal = (answer: unknown) => {
    const body = (answer ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
    const error = new ApiError(
      422,
      typeof body.message === 'string' ? body.message : '',
      typeof body.code === 'string' ? body.code : 'ERROR',
      body.details,
    );
    return problemsOf(error)
      .map((p) => problemText(t, p))
      .join(' ');
  };
  const dismiss = (key: string) => void forgetOrder(key).then(refresh, refresh);
  // The checkout shows its own panel for the order it just kept.
  const shown = entries.filter((e) => !(onCheckout && e.state === 'queued'));
  if (!shown.length) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-3 bottom-24 z-50 mx-auto flex max-w-md flex-col gap-2"
      data-testid="offline-orders"
    >
      {shown.map((entry) => {
        const placed = placedOf(entry);
        const here = placed && pathname === placed.order_url.split('?')[0];
        const reason = entry.state === 'refused' ? refusal(entry.answer) : '';
        const Icon = entry.state === 'queued' ? CloudOff : entry.state === 'sent' ? CircleCheck : CircleAlert;
        return (
          <section
            key={entry.key}
            role="status"
            className="pointer-events-auto flex items-start gap-3 rounded-2xl bg-ink p-4 text-sm text-surface shadow-lg"
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t(`offline.order.${entry.state}Title`)}</p>
              <p className="opacity-85">
                {entry.state === 'refused'
                  ? t('offline.order.refusedBody', { reason })
                  : t(`offline.order.${entry.state}Body`)}
              </p>
              {placed && !here ? (
                placed.payment ? (
                  <a className="mt-2 inline-block font-semibold underline" href={placed.payment.url}>
                    {t('offline.order.pay')}
                  </a>
                ) : (
                  <Link
                    className="mt-2 inline-block font-semibold underline"
                    to={placed.order_url}
                    onClick={() => dismiss(entry.key)}
                  >
                    {t('offline.order.follow')}
                  </Link>
                )
              ) : null}
            </div>
            {entry.state !== 'queued' ? (
              <button
                type="button"
                className="-m-2 rounded-full p-2"
                aria-label={t('offline.order.dismiss')}
                onClick={() => dismiss(entry.key)}
              >
                <X className="size-4" aria-hidden />
              </button>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
