import { ApiError, cancelOrder } from '@sufra/contract/client';
import type { OrderKey } from '@sufra/contract/order-ref';
import { dinerCancelUntil, type OrderPaymentState, type OrderStatus } from '@sufra/domain';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { useNow } from '../../features/i18n/relative-time.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { Button } from '../../ui/button.tsx';
import { formatCountdown } from '../../ui/format.ts';

type Props = {
  orderId: OrderKey;
  token: string;
  status: OrderStatus;
  paymentState: OrderPaymentState;
  placedAt: string;
  graceMinutes: number;
  /** The server's clock at the load: the window is drawn from it before hydration (ADR 1443). */
  renderedAt: number;
  onCancelled: () => void;
};

/**
 * "Cancel order" for the short grace after placing, while nobody has started on it (ADR 903). The
 * domain's rule decides when it shows and counts down; the server decides again on the tap, and
 * its refusal is told in words (the time ran out, the restaurant accepted meanwhile).
 */
export function CancelOrder({
  orderId,
  token,
  status,
  paymentState,
  placedAt,
  graceMinutes,
  renderedAt,
  onCancelled,
}: Props) {
  const { t, i18n } = useTranslation();
  const clock = useNow(1000);
  // The box is in the server's page already (by the server's clock), so nothing below it moves
  // when the phone's clock takes over; its button waits for the scripts that send the cancel.
  const hydrated = clock !== null;
  const now = clock ?? renderedAt;
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const until = dinerCancelUntil(
    { status, payment_state: paymentState, placed_at: new Date(placedAt) },
    graceMinutes,
  );
  if (problem)
    return (
      <p
        role="alert"
        className="rounded-2xl bg-rose-50 p-3 text-rose-800 text-sm dark:bg-rose-950 dark:text-rose-200"
      >
        {problem}
      </p>
    );
  // After the window: nothing to offer.
  if (!until || now > until.getTime()) return null;
  const left = formatCountdown(until.getTime() - now, i18n.language);
  const send = async () => {
    setStep('sending');
    try {
      await cancelOrder(browserApi({ locale: i18n.language }), orderId, token);
      onCancelled();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setProblem(
        code
          ? t(`problem.${code}`, { defaultValue: t('afterOrder.cancelFailed') })
          : t('afterOrder.cancelFailed'),
      );
    }
  };
  return (
    <section className="rounded-3xl bg-card p-4 ring-1 ring-line" data-testid="cancel-order">
      {step === 'idle' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted text-sm">{t('afterOrder.cancelWhile', { time: left })}</p>
          <button
            type="button"
            onClick={() => setStep('confirm')}
            disabled={!hydrated}
            className="inline-flex min-h-11 items-center gap-2 rounded-2xl bg-sunken px-4 font-semibold text-ink text-sm"
          >
            <XCircle className="size-4" aria-hidden /> {t('afterOrder.cancel')}
          </button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="font-semibold text-ink">{t('afterOrder.cancelConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              onClick={send}
              disabled={step === 'sending'}
              variant="danger"
              className="text-sm"
            >
              {t('afterOrder.cancelYes')}
            </Button>
            <button
              type="button"
              onClick={() => setStep('idle')}
              className="min-h-11 rounded-2xl bg-sunken px-4 font-semibold text-ink text-sm"
            >
              {t('afterOrder.keep')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
