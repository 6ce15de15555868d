import { minutesLeft, OrderStatus, promiseShown, promiseView } from '@sufra/domain';
import { Clock } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { useNow } from '../i18n/relative-time.ts';

type Props = {
  orderType: number;
  status: number;
  readyAt: string | null;
  /** The business's clock formatter (its time zone, the page's language). */
  clock: { format: (value: number | Date) => string };
};

/**
 * The restaurant's promise on the order page (ADR 1040): "Ready at 19:40" (delivery:
 * "Arrives 19:40–19:50") once it accepted with a time, counting down in minutes after hydration
 * (the server's page keeps the clock time only: its "now" is not the phone's).
 */
export function OrderPromise({ orderType, status, readyAt, clock }: Props) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  if (!readyAt || !promiseShown(status, orderType)) return null;
  const view = promiseView(orderType, Date.parse(readyAt));
  const headline =
    view.kind === 'arrives'
      ? t('checkout.arrives', { from: clock.format(view.from), to: clock.format(view.to) })
      : t('promise.readyAt', { time: clock.format(view.at) });
  // Ready (pickup) and out (delivery) only wait for the diner or the rider: no countdown to the kitchen.
  const counting = status === OrderStatus.accepted || view.kind === 'arrives';
  const left = now === null ? null : minutesLeft(view.kind === 'arrives' ? view.from : view.at, now);
  return (
    <p className="mt-3 flex items-center gap-3 rounded-2xl bg-sunken px-4 py-3" data-testid="order-promise">
      <Clock className="size-5 shrink-0 text-brand-ink" aria-hidden />
      <span className="flex-1 font-semibold text-ink">{headline}</span>
      {counting && left !== null ? (
        <span className="text-muted text-sm tabular-nums" data-testid="order-countdown">
          {left > 0 ? t('promise.inMinutes', { count: left }) : t('promise.anyMinute')}
        </span>
      ) : null}
    </p>
  );
}
