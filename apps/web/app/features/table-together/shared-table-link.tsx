import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useBusiness } from '../../shell/use-business.ts';

/**
 * "Order together" under the table chip of a seated diner's menu, when the business shares
 * tables (ADR 1400): the table's page is its own route, so none of it weighs on the menu's first view.
 */
export function SharedTableLink({ tableRef }: { tableRef: string }) {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  if (!restaurant.shared_tables) return null;
  // The branch by its reference, as the table's QR link names it (ADR 750).
  const branch = restaurant.branches.find((b) => b.id === restaurant.branch_id)?.reference_id;
  const query = new URLSearchParams({ ...(branch ? { branch } : {}), table: tableRef });
  return (
    <p className="mx-auto max-w-xl px-4 pt-2 lg:max-w-none">
      <Link
        to={`/${restaurant.reference_id}/table?${query}`}
        data-testid="order-together"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand/10 px-4 font-semibold text-brand-ink text-sm dark:bg-brand/25 dark:text-ink"
      >
        <Users className="size-4" aria-hidden />
        {t('tableTogether.orderTogether')}
      </Link>
    </p>
  );
}
