import type { OrderProblem } from '@sufra/contract';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { problemText } from '../orders/order-problems.ts';

type Props = {
  problems: readonly OrderProblem[];
  id?: string;
  /** Names of the request's lines: a problem of `order_lines.N` says which item it is about. */
  lineNames?: readonly string[];
};

/** Problems the server found, as human sentences, right where they matter. */
export function ProblemList({ problems, id, lineNames = [] }: Props) {
  const { t } = useTranslation();
  if (!problems.length) return null;
  const say = (p: OrderProblem) => {
    const line = /^order_lines\.(\d+)/.exec(p.field)?.[1];
    const name = line === undefined ? undefined : lineNames[Number(line)];
    return name ? `${name}: ${problemText(t, p)}` : problemText(t, p);
  };
  const unique = [...new Map(problems.map((p) => [`${p.code}:${say(p)}`, p])).values()];
  return (
    <ul
      id={id}
      role="alert"
      className="space-y-1 text-rose-700 text-sm dark:text-rose-300"
      data-testid="problems"
    >
      {unique.map((p) => (
        <li key={`${p.code}${p.field}`} className="flex items-start gap-1.5">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{say(p)}</span>
        </li>
      ))}
    </ul>
  );
}
