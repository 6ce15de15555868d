import type { OrderProblem } from '@sufra/contract';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { problemText } from '../../lib/order-problems.ts';

/** Problems the server found, as human sentences, right where they matter. */
export function ProblemList({ problems, id }: { problems: readonly OrderProblem[]; id?: string }) {
  const { t } = useTranslation();
  if (!problems.length) return null;
  const unique = [...new Map(problems.map((p) => [`${p.code}:${problemText(t, p)}`, p])).values()];
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
          <span>{problemText(t, p)}</span>
        </li>
      ))}
    </ul>
  );
}
