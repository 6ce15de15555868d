// [product: Cart] "Complete your meal" under the cart's lines (ADR 792): a lazy chunk (the cart's
// first view is near its budget, ADR 304) that asks the cart-suggestions route once the stored
// lines are known, and again when they or the gap to the minimum change.
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useMoney } from '../../shell/use-money.ts';
import { ShelfView } from '../menu/shelf.tsx';
import type { SuggestedCard } from './cart-suggestions.server.ts';

type Props = { menu: string; itemIds: number[]; gap: number };

export default function CompleteYourMeal({ menu, itemIds, gap }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const fetcher = useFetcher<{ cards: SuggestedCard[] }>();
  const query = `items=${[...new Set(itemIds)].join(',')}&gap=${gap}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the query changes.
  useEffect(() => {
    if (itemIds.length) void fetcher.load(`${menu}/cart-suggestions?${query}`);
  }, [menu, query]);
  const cards = fetcher.data?.cards ?? [];
  if (!cards.length) return null;
  const filling = gap > 0 && cards.some((c) => c.reason === 'fills_minimum');
  return (
    <div className="-mx-4 sm:mx-0" data-testid="complete-your-meal">
      <ShelfView
        shelf={{
          key: 'complete-your-meal',
          title: filling ? t('upsell.fillMinimum', { missing: money(gap) }) : t('upsell.title'),
          icon: 'sparkles',
          items: cards,
        }}
      />
    </div>
  );
}
