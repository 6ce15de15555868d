import type { OrderProblem } from '@sufra/contract';
import { type CartItem, minimumCount } from '@sufra/domain';
import { AlertCircle, Trash2 } from 'lucide-react';
import { useTextLang } from '../../features/i18n/content-lang.ts';
import { listSeparator } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useMoney } from '../../shell/use-money.ts';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { problemsFor, problemText } from '../orders/order-problems.ts';
import { type FreshLine, lineText } from './line-text.ts';

type Props = {
  items: CartItem[];
  store: CartStore;
  /** The server's problems; those naming `order_lines.N` show under line N (the request's order). */
  problems?: readonly OrderProblem[];
  /** The server's reading of the lines (calc-order), in the page's language (ADR 1460). */
  fresh?: readonly FreshLine[];
};

/** The cart's lines: name, price label, options, note, a quantity stepper and remove. */
export function CartLines({ items, store, problems = [], fresh }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const textLang = useTextLang();
  const { contentLanguage } = useBusiness();
  return (
    <ul className="divide-y divide-line rounded-3xl bg-card px-4 ring-1 ring-line">
      {items.map((line, i) => {
        const lineProblems = [
          ...new Set(problemsFor(problems, `order_lines.${i}`).map((p) => problemText(t, p))),
        ];
        const text = lineText(line, fresh?.[i], contentLanguage);
        const { name, label } = text;
        return (
          <li key={line.key} className="py-3" data-testid="cart-line">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p {...textLang(name, text.lang)} className="font-semibold text-ink">
                  {name}
                </p>
                {label ? (
                  <p {...textLang(label, text.lang)} className="text-muted text-sm">
                    {label}
                  </p>
                ) : null}
                {line.modifiers.length ? (
                  <p {...textLang(text.options.join(' '), text.lang)} className="text-muted text-sm">
                    {line.modifiers
                      .map(
                        (m, j) => `${m.quantity > 1 ? `${i18n.number(m.quantity)}× ` : ''}${text.options[j]}`,
                      )
                      .join(listSeparator(i18n.language))}
                  </p>
                ) : null}
                {line.note ? <p className="text-muted text-sm italic">“{line.note}”</p> : null}
              </div>
              <p className="font-semibold text-ink tabular-nums">{money(line.price * line.count)}</p>
            </div>
            <div className="mt-2 flex items-center justify-between">
              <QuantityStepper
                value={line.count}
                min={minimumCount(line.price_label)}
                max={line.price_label.maximum}
                itemName={name}
                onChange={(n) => (n > line.count ? store.increase(line.key) : store.decrease(line.key))}
              />
              <button
                type="button"
                onClick={() => store.remove(line.key)}
                className="flex min-h-10 items-center gap-1 rounded-full px-3 text-rose-700 text-sm dark:text-rose-300"
                aria-label={t('cart.removeNamed', { name })}
              >
                <Trash2 className="size-4" aria-hidden /> {t('cart.remove')}
              </button>
            </div>
            {lineProblems.map((text) => (
              <p
                key={text}
                role="alert"
                className="mt-1 flex items-start gap-1.5 text-rose-700 text-sm dark:text-rose-300"
                data-testid="line-problem"
              >
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden /> {text}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
