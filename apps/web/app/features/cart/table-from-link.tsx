import { TableLinkProblem } from '@sufra/domain';
import { QrCode, Utensils, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { TableLink } from '../../shell/page-data.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { cartStoreFor } from '../../shell/use-cart.ts';
import { toast } from '../../ui/toast.tsx';

/**
 * A table QR link (`/{ref}/dinein?table=<token>`, ADR 751): the token is kept with the cart for
 * checkout, where the server resolves it again. A link the server refused (a plain table number
 * while the business verifies tables, or a token rotated since it was printed) says why, at the
 * top of the page, until dismissed — and names no table for the order.
 */
export function TableFromLink({ link, quiet = false }: { link: TableLink | null; quiet?: boolean }) {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const [dismissed, setDismissed] = useState(false);
  const label = restaurant.table_label;
  const linked = link?.ok ? t('table.linked', { label, table: link.table.name }) : null;
  useEffect(() => {
    if (!link) return;
    const store = cartStoreFor(restaurant.reference_id, restaurant.branch_id);
    const table = link.ok ? link.ref : null;
    if (store.get().table !== table) store.update({ table });
    // Said once, when the QR code is scanned; the menu's chip keeps saying it (ADR 1345).
    if (!linked || quiet) return;
    // After the root's toaster has subscribed: its effect runs after this child's.
    const timer = setTimeout(() => toast(linked), 0);
    return () => clearTimeout(timer);
  }, [link, linked, quiet, restaurant.reference_id, restaurant.branch_id]);
  if (!link || link.ok || dismissed) return null;
  return (
    <div
      role="alert"
      data-testid="table-link-refused"
      className="fixed inset-x-0 top-3 z-[55] mx-auto flex w-[min(28rem,calc(100vw-1.5rem))] items-start gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 shadow-lg ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-700"
    >
      <QrCode className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-sm">
        {link.problem === TableLinkProblem.tokenRequired
          ? t('table.tokenRequired', { label, table: link.label })
          : t('table.linkInvalid', { label })}
      </p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t('table.dismiss')}
        className="-m-2 grid size-11 shrink-0 place-items-center rounded-full"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** "Table T1" at the top of a seated diner's menu pages (ADR 1345). */
export function TableChip({ name }: { name: string }) {
  const { restaurant } = useBusiness();
  return (
    <p
      data-testid="menu-table"
      className="mx-auto flex max-w-xl items-center gap-2 px-4 pt-3 font-semibold text-brand-ink text-sm lg:max-w-none"
    >
      <Utensils className="size-4 shrink-0" aria-hidden />
      <span>
        {restaurant.table_label} <bdi>{name}</bdi>
      </span>
    </p>
  );
}
