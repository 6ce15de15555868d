import type { PaymentTypeValue } from '@sufra/domain';
import { PaymentMethod } from '@sufra/domain';
import clsx from 'clsx';
import { Banknote, CreditCard, Smartphone } from 'lucide-react';
import { DRAWN_RADIO } from '../../features/checkout/drawn-radio.ts';
import { useTranslation } from '../../i18n/lite.tsx';

// Logos drawn from icons and short marks (no third-party brand files are shipped).
const MARK: Record<number, string> = {
  [PaymentMethod.knet]: 'KNET',
  [PaymentMethod.benefit]: 'Benefit',
  [PaymentMethod.mada]: 'mada',
};

function Logo({ method }: { method: number }) {
  if (method === 2) return <Banknote className="size-6 text-emerald-700 dark:text-emerald-300" aria-hidden />;
  if (method === 6 || method === 9) return <Smartphone className="size-6" aria-hidden />;
  const mark = MARK[method];
  if (mark)
    return (
      <span
        aria-hidden
        className="rounded-md bg-sky-800 px-1.5 py-0.5 font-black text-[0.65rem] text-white tracking-wide"
      >
        {mark}
      </span>
    );
  return <CreditCard className="size-6 text-sky-800 dark:text-sky-300" aria-hidden />;
}

type Props = {
  methods: number[];
  value: PaymentTypeValue;
  onChange: (m: PaymentTypeValue) => void;
  error?: string;
};

/** The business's enabled payment methods, with names and logos. */
export function PaymentSection({ methods, value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="space-y-2 rounded-3xl bg-card p-4 ring-1 ring-line"
      aria-describedby={error ? 'payment-error' : undefined}
    >
      <legend className="sr-only">{t('checkout.payment')}</legend>
      <h2 className="font-semibold text-ink">{t('checkout.payment')}</h2>
      {methods.map((m) => (
        <label
          key={m}
          className={clsx(
            'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-3 ring-1',
            value === m ? 'bg-brand/10 ring-brand' : 'ring-line',
          )}
        >
          {/* Drawn, not the native look: Chromium's dark scheme draws the native radio inverted
              (selected hollow, unselected filled, ADR 900). Selected: a filled ring with a dot. */}
          <input
            type="radio"
            name="payment_type"
            value={m}
            checked={value === m}
            onChange={() => onChange(m as PaymentTypeValue)}
            className={DRAWN_RADIO}
          />
          <span className="flex-1 text-ink">{t(`payment.method.${m}`)}</span>
          <Logo method={m} />
        </label>
      ))}
      {error ? (
        <p id="payment-error" className="text-rose-700 text-sm dark:text-rose-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
