import { type CartItem, cartCount } from '@sufra/domain';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { useMoney } from '../../shell/use-money.ts';
import { localize } from './cart-lines.tsx';

type Props = {
  items: CartItem[];
  cartLink: string;
  /** The desktop summary column shows the lines open (ADR 1042). */
  open?: boolean;
};

/**
 * What is being ordered, on the last step (ADR 900): a collapsed "Your order · 3 items" that
 * opens to the lines, so nobody pays for a cart they cannot see. A native <details>: it opens and
 * closes before the scripts run, and by keyboard.
 */
export function CheckoutOrderList({ items, cartLink, open }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const lang = i18n.language;
  if (!items.length) return null;
  return (
    <details
      className="group rounded-3xl bg-card ring-1 ring-line"
      data-testid={open ? 'checkout-items-summary' : 'checkout-items'}
      open={open}
    >
      <summary className="flex min-h-13 cursor-pointer list-none items-center gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="flex-1 font-semibold text-ink">
          {t('checkout.yourOrder')}{' '}
          <span className="font-normal text-muted">· {t('cart.items', { count: cartCount({ items }) })}</span>
        </span>
        <ChevronDown className="size-5 text-muted transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <ul className="divide-y divide-line border-line border-t px-4">
        {items.map((line) => {
          const label = localize(line.price_label.label, lang);
          const options = line.modifiers.map((m) => localize(m.locales, lang)).join(', ');
          return (
            <li key={line.key} className="flex gap-3 py-2.5 text-sm" data-testid="checkout-item">
              <span className="font-semibold tabular-nums">{line.count}×</span>
              <span className="min-w-0 flex-1">
                <span className="block text-ink">{localize(line.name, lang)}</span>
                {label || options ? (
                  <span className="block text-muted">{[label, options].filter(Boolean).join(' · ')}</span>
                ) : null}
              </span>
              <span className="tabular-nums">{money(line.price * line.count)}</span>
            </li>
          );
        })}
      </ul>
      <a
        href={cartLink}
        className="block border-line border-t px-4 py-3 font-semibold text-brand-ink text-sm"
      >
        {t('checkout.editCart')}
      </a>
    </details>
  );
}
