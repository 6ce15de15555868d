import { type CartItem, cartCount } from '@sufra/domain';
import { ChevronDown } from 'lucide-react';
import { listSeparator } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { useBusiness } from '../../shell/use-business.ts';
import { useMoney } from '../../shell/use-money.ts';
import { useTextLang } from '../i18n/content-lang.ts';
import { type FreshLine, lineText } from './line-text.ts';

type Props = {
  items: CartItem[];
  cartLink: string;
  /** The desktop summary column shows the lines open (ADR 1042). */
  open?: boolean;
  /** The server's reading of the lines (calc-order), in the page's language (ADR 1460). */
  fresh?: readonly FreshLine[];
};

/**
 * What is being ordered, on the last step (ADR 900): a collapsed "Your order · 3 items" that
 * opens to the lines, so nobody pays for a cart they cannot see. A native <details>: it opens and
 * closes before the scripts run, and by keyboard.
 */
export function CheckoutOrderList({ items, cartLink, open, fresh }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const textLang = useTextLang();
  const { contentLanguage } = useBusiness();
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
        {items.map((line, i) => {
          const text = lineText(line, fresh?.[i], contentLanguage);
          const details = [text.label, text.options.join(listSeparator(i18n.language))]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={line.key} className="flex gap-3 py-2.5 text-sm" data-testid="checkout-item">
              <span className="font-semibold tabular-nums">{line.count}×</span>
              <span className="min-w-0 flex-1">
                <span {...textLang(text.name, text.lang)} className="block text-ink">
                  {text.name}
                </span>
                {details ? (
                  <span {...textLang(details, text.lang)} className="block text-muted">
                    {details}
                  </span>
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
