import type { OrderProblem } from '@sufra/contract';
import { type CartItem, type Localized, minimumCount } from '@sufra/domain';
import { AlertCircle, Trash2 } from 'lucide-react';
import { useContentLang } from '../../features/i18n/content-lang.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';
import { useMoney } from '../../shell/use-money.ts';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { problemsFor, problemText } from '../orders/order-problems.ts';

export const localize = (l: Localized | null | undefined, language: string) =>
  (l && (l[language] ?? Object.values(l)[0])) ?? '';

type Props = {
  items: CartItem[];
  store: CartStore;
  /** The server's problems; those naming `order_lines.N` show under line N (the request's order). */
  problems?: readonly OrderProblem[];
};

/** The cart's lines: name, price label, options, note, a quantity stepper and remove. */
export function CartLines({ items, store, problems = [] }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const content = useContentLang();
  const lang = i18n.language;
  return (
    <ul className="divide-y divide-line rounded-3xl bg-card px-4 ring-1 ring-line">
      {items.map((line, i) => {
        const lineProblems = [
          ...new Set(problemsFor(problems, `order_lines.${i}`).map((p) => problemText(t, p))),
        ];
        const label = localize(line.price_label.label, lang);
        const name = localize(line.name, lang);
        return (
          <li key={line.key} className="py-3" data-testid="cart-line">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p {...content} className="font-semibold text-ink">
                  {name}
                </p>
                {label ? <p className="text-muted text-sm">{label}</p> : null}
                {line.modifiers.length ? (
                  <p className="text-muted text-sm">
                    {line.modifiers
                      .map((m) => `${m.quantity > 1 ? `${m.quantity}× ` : ''}${localize(m.locales, lang)}`)
                      .join(', ')}
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
