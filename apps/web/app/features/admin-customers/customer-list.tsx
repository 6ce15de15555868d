import type { AdminCustomer } from '@sufra/contract/admin-customers';
import { formatMoney } from '@sufra/domain';
import { useTranslation } from '../../i18n/lite.tsx';
import { dateFormat } from '../../ui/format.ts';

// The business's customers ([product: Back office], ADR 1389): one card per phone on a phone, one
// table row on a desktop; the phone opens the dialler (the owner calls a regular back).

function useDay() {
  const { i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string | null) => (iso ? day.format(new Date(iso)) : '—');
}

export function CustomerList({ customers, currency }: { customers: AdminCustomer[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const day = useDay();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  return (
    <div className="overflow-x-auto rounded-2xl bg-card ring-1 ring-line">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin.customers.title')}</caption>
        <thead className="text-muted text-xs">
          <tr className="border-line border-b">
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('admin.customers.name')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('admin.customers.orders')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('admin.customers.spend')}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-start font-medium sm:table-cell">
              {t('admin.customers.lastOrder')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('admin.customers.wallet')}
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((c) => (
            <tr key={c.phone} className="border-line border-b last:border-0">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <span className="block font-medium text-ink">{c.name || t('admin.customers.noName')}</span>
                <a
                  href={`tel:${c.phone}`}
                  dir="ltr"
                  className="text-muted underline-offset-2 hover:underline"
                >
                  {c.phone}
                </a>
                {c.account ? (
                  <span className="ms-2 rounded-full bg-sunken px-2 py-0.5 text-muted text-xs">
                    {t('admin.customers.account')}
                  </span>
                ) : null}
                <span className="block text-muted text-xs sm:hidden">{day(c.last_order_at)}</span>
              </th>
              <td className="px-3 py-2 text-end text-ink tabular-nums">
                {c.orders.toLocaleString(i18n.language)}
              </td>
              <td className="px-3 py-2 text-end text-ink tabular-nums">{money(c.spend)}</td>
              <td className="hidden px-3 py-2 text-ink sm:table-cell">{day(c.last_order_at)}</td>
              <td className="px-3 py-2 text-end text-ink tabular-nums">
                {c.wallet === null ? '—' : money(c.wallet)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
