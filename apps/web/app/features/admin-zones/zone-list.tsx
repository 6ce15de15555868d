import type { AdminZone } from '@sufra/contract/admin-zones';
import { formatMoney } from '@sufra/domain';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { useBusinessText } from '../admin/setup-ui.tsx';

// The zones at a glance ([product: Back office], ADR 1201): one row per zone — its name and
// branch, fee, minimum, time and whether it delivers — each a link to the zone's own page, where
// its form and its map are. No map here: the list is quick on a phone behind a counter.

type Me = {
  business: {
    reference_id: string;
    currency: string;
    locales: string[];
    branches: { id: number; name: Record<string, string> }[];
  };
};

export function ZoneList({ me, zones, open }: { me: Me; zones: AdminZone[]; open: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { business } = me;
  const nameOf = useBusinessText(business.locales);
  const money = (minor: number) => formatMoney(minor, business.currency, i18n.language);
  const base = `/${business.reference_id}/admin/zones`;
  return (
    <nav aria-label={t('admin.zones.list')} className="space-y-3">
      <Link
        to={`${base}/new`}
        aria-current={open === 'new' ? 'page' : undefined}
        className={buttonClass({ variant: 'card', pill: true, block: true })}
      >
        {t('admin.zones.add')}
      </Link>
      {zones.length === 0 ? <p className="text-muted">{t('admin.zones.none')}</p> : null}
      <ul className="divide-y divide-line overflow-hidden rounded-2xl bg-card shadow-sm ring-1 ring-line">
        {zones.map((zone) => {
          const current = open === String(zone.id);
          const branch = business.branches.find((b) => b.id === zone.branch_id);
          return (
            <li key={zone.id}>
              <Link
                to={`${base}/${zone.id}`}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'block px-4 py-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset',
                  current ? 'bg-brand/10' : 'hover:bg-sunken',
                )}
              >
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full ring-1 ring-line"
                    style={{ background: zone.color ?? '#0F5257' }}
                  />
                  <span className="min-w-0 flex-1 truncate font-semibold text-ink">{nameOf(zone.name)}</span>
                  <span
                    className={clsx(
                      'shrink-0 rounded-full px-2 py-0.5 font-medium text-xs',
                      zone.visible
                        ? 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50'
                        : 'bg-sunken text-muted',
                    )}
                  >
                    {zone.visible ? t('admin.zones.on') : t('admin.zones.off')}
                  </span>
                </span>
                {business.branches.length > 1 && branch ? (
                  <span className="mt-0.5 block truncate text-muted text-xs">{nameOf(branch.name)}</span>
                ) : null}
                {/* The terms wrap rather than cut: they are what the list is read for. */}
                <span className="mt-1 block text-ink text-sm">
                  {t('admin.zones.summary', {
                    fee: money(zone.fees),
                    min: money(zone.min_order),
                    minutes: zone.delivery_time,
                  })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
