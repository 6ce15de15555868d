import type { OrderLineView } from '@sufra/contract';
import { formatMoney } from '@sufra/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';

/** The lines of a cart or an order with the server's figures (ADR 1475): never the page's own sums. */
export function OrderLines({
  lines,
  currency,
  action,
}: {
  lines: Pick<OrderLineView, 'position' | 'name' | 'label' | 'modifiers' | 'quantity' | 'net' | 'comment'>[];
  currency: string;
  /** A control per line (the cart's "Remove"). */
  action?: ((position: number) => ReactNode) | undefined;
}) {
  const { i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  return (
    <ul className="divide-y divide-line rounded-2xl bg-sunken px-3" data-testid="phone-lines">
      {lines.map((line) => (
        <li key={line.position} className="flex items-start gap-2 py-2 text-ink text-sm">
          <span className="font-semibold">{line.quantity}×</span>
          <span className="min-w-0 flex-1">
            {line.name}
            {line.label ? <span className="text-muted"> · {line.label}</span> : null}
            {line.modifiers.length ? (
              <span className="block text-muted">{line.modifiers.map((m) => m.name).join(', ')}</span>
            ) : null}
            {line.comment ? <span className="block text-muted">“{line.comment}”</span> : null}
          </span>
          <span dir="ltr">{money(line.net)}</span>
          {action?.(line.position)}
        </li>
      ))}
    </ul>
  );
}
