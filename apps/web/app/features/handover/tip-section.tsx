// [product: Tips and handover] the checkout's tip question, loaded lazily when it nears the screen
// (the checkout's first view is near its budget, ADR 304) but rendered on the server: real form
// fields, so a "Place order" tapped before the scripts run posts them too (ADR 790, 791). It is the
// last question, below the fold, so the server's copy giving way to the loaded one moves nothing
// the diner sees.
import { type Cart, formatMoney, parseTipAmount, toMajorUnits } from '@sufra/domain';
import clsx from 'clsx';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';

type TipProps = {
  cart: Cart;
  store: CartStore;
  presets: readonly number[];
  currency: string;
  locale: string;
  error?: string | undefined;
};

// Four to a phone's row ("No tip" and three presets), "Other" the width of the next; one row wider.
const chip =
  'flex min-h-11 grow basis-16 cursor-pointer items-center justify-center rounded-2xl px-2 text-center font-semibold text-ink text-sm ring-1 ring-line has-[:checked]:bg-brand has-[:checked]:text-on-brand has-[:checked]:ring-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand';

/** The tip's radio value: 'none', 'p<percent>' or 'custom' (the form posts it as is). */
export function tipValue(tip: Cart['tip']): string {
  if (!tip) return 'none';
  return 'percent' in tip ? `p${tip.percent}` : 'custom';
}

/** Optional tip: none, the business's percentages, or an amount of the diner's own. */
export function TipSection({ cart, store, presets, currency, locale, error }: TipProps) {
  const { t, i18n } = useTranslation();
  const value = tipValue(cart.tip);
  const [typed, setTyped] = useState(() =>
    cart.tip && 'amount' in cart.tip ? toMajorUnits(cart.tip.amount, currency) : '',
  );
  const [custom, setCustom] = useState(value === 'custom');
  const chosen = custom ? 'custom' : value;
  const unreadable = chosen === 'custom' && typed.trim() !== '' && parseTipAmount(typed, currency) === null;
  const typeAmount = (text: string) => {
    setTyped(text);
    const amount = parseTipAmount(text, currency);
    store.update({ tip: amount ? { amount } : null });
  };
  return (
    <fieldset
      id="tip-section"
      className="group min-w-0 space-y-3 rounded-3xl bg-card p-4 ring-1 ring-line"
      data-testid="tip-section"
      aria-describedby={error || unreadable ? 'tip-error' : undefined}
    >
      <legend className="sr-only">{t('tip.title')}</legend>
      <div className="flex items-center gap-2">
        <HandCoins className="size-5 text-brand-ink" aria-hidden />
        <h2 className="font-semibold text-ink">{t('tip.title')}</h2>
      </div>
      <p className="text-muted text-sm">{t('tip.hint')}</p>
      <div className="flex flex-wrap gap-2">
        <label className={chip}>
          <input
            type="radio"
            name="tip"
            value="none"
            className="sr-only"
            checked={chosen === 'none'}
            onChange={() => {
              setCustom(false);
              store.update({ tip: null });
            }}
          />
          {t('tip.none')}
        </label>
        {presets.map((p) => (
          <label key={p} className={chip}>
            <input
              type="radio"
              name="tip"
              value={`p${p}`}
              className="sr-only"
              checked={chosen === `p${p}`}
              onChange={() => {
                setCustom(false);
                store.update({ tip: { percent: p } });
              }}
            />
            <bdi>{t('tip.percent', { percent: i18n.number(p) })}</bdi>
          </label>
        ))}
        <label className={chip}>
          <input
            type="radio"
            name="tip"
            value="custom"
            className="sr-only"
            checked={chosen === 'custom'}
            onChange={() => {
              setCustom(true);
              const amount = parseTipAmount(typed, currency);
              store.update({ tip: amount ? { amount } : null });
            }}
          />
          {t('tip.other')}
        </label>
      </div>
      {/* Shown by CSS as well, so the amount can be typed before the scripts run. */}
      <label
        className={clsx(
          'block text-sm',
          chosen === 'custom' ? 'block' : 'hidden group-has-[[value=custom]:checked]:block',
        )}
      >
        <span className="text-muted">{t('tip.amount', { currency })}</span>
        <input
          name="tip_amount"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(e) => typeAmount(e.target.value)}
          placeholder={formatMoney(0, currency, locale)}
          aria-invalid={unreadable || !!error || undefined}
          className="mt-1 min-h-11 w-full rounded-xl bg-sunken px-3 text-ink tabular-nums"
          data-testid="tip-amount"
        />
      </label>
      {error || unreadable ? (
        <p id="tip-error" className="text-rose-700 text-sm dark:text-rose-300">
          {error ?? t('tip.unreadable')}
        </p>
      ) : null}
    </fieldset>
  );
}
