import { orderArrived } from '@sufra/contract/client';
import type { OrderKey } from '@sufra/contract/order-ref';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';

type Props = {
  orderId: OrderKey;
  token: string;
  /** The diner said so already (an 'arrived' event on the order). */
  arrived: boolean;
  car: { brand: string; color: string; plate: string } | null;
};

/**
 * "I'm here" on a pickup order's page [product: Orders and their status]: one tap tells the staff board the diner is
 * outside, with the car they gave. A failure says so and leaves the button to try again.
 */
export function ArrivedButton({ orderId, token, arrived: known, car }: Props) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>(known ? 'done' : 'idle');
  const tell = async () => {
    setState('sending');
    try {
      await orderArrived(browserApi({ locale: i18n.language }), orderId, token);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  const carText = car ? [car.color, car.brand, car.plate].filter(Boolean).join(' · ') : '';
  if (state === 'done')
    return (
      <p
        role="status"
        data-testid="arrived"
        className="flex items-start gap-2 rounded-2xl bg-brand/10 p-3 text-ink text-sm"
      >
        <CheckCircle2 className="mt-0.5 size-4.5 shrink-0 text-brand-ink" aria-hidden />
        <span>{t('order.arrived')}</span>
      </p>
    );
  return (
    <div className="space-y-2">
      <Button type="button" onClick={tell} pending={state === 'sending'} size="lg" block>
        <BellRing className="size-4.5" aria-hidden /> {t('order.imHere')}
      </Button>
      <p className="text-muted text-xs">
        {carText ? t('order.imHereCar', { car: carText }) : t('order.imHereHint')}
      </p>
      {state === 'failed' ? <ErrorText>{t('order.arrivedFailed')}</ErrorText> : null}
    </div>
  );
}
