import clsx from 'clsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { PriceLine, PriceSummary } from './price-summary.ts';
import { useMoney } from './use-money.ts';

function Amount({ line }: { line: PriceLine }) {
  const money = useMoney();
  return (
    <>
      <span className="font-semibold text-ink">{money(line.price)}</span>
      {/* A real space, not only a margin: the line may break there ("KWD 1.662" / "KWD 1.750" on a
          160 px shelf card), and it is read as two amounts. */}
      {line.original !== null ? (
        <>
          {' '}
          <del className="ms-0.5 text-muted text-xs">{money(line.original)}</del>
        </>
      ) : null}
    </>
  );
}

/** An item's price by its price option kind ([product: Menu and items]); nothing at all with hide_price. */
export function Price({
  summary,
  className,
  compact = false,
}: {
  summary: PriceSummary;
  className?: string;
  /** Narrow cards (grid, shelves) show several options as "from" the cheapest. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const base = clsx('text-sm tabular-nums', className);
  switch (summary.kind) {
    case 'hidden':
    case 'none':
      return null;
    case 'single':
      return (
        <p className={base}>
          <Amount line={summary.price} />
        </p>
      );
    case 'from':
      return (
        <p className={base}>
          <span className="text-muted text-xs">{t('price.from')}</span> <Amount line={summary.price} />
        </p>
      );
    case 'range':
      return (
        <p className={clsx(base, 'font-semibold')}>
          {money(summary.min.price)} – {money(summary.max.price)}
        </p>
      );
    case 'onSelection':
      return <p className={clsx(base, 'font-medium text-muted')}>{t('price.onSelection')}</p>;
    case 'options': {
      const cheapest = [...summary.options].sort((a, b) => a.price - b.price)[0];
      if (compact && cheapest)
        return (
          <p className={base}>
            <span className="text-muted text-xs">{t('price.from')}</span> <Amount line={cheapest} />
          </p>
        );
      return (
        <p className={clsx(base, 'flex flex-wrap gap-x-3 gap-y-0.5')}>
          {summary.options.map((o) => (
            // An option wraps inside itself when it is wider than the card ("Small dallah (4 cups)
            // KWD 1.900 KWD 2.000" at 375 px): each amount stays whole (its space is unbreakable).
            <span key={`${o.label}-${o.price}`} className="min-w-0">
              {o.label ? <span className="text-muted text-xs">{o.label}</span> : null} <Amount line={o} />
            </span>
          ))}
        </p>
      );
    }
  }
}
