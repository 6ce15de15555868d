import { adminDataFileUrl } from '@sufra/contract/admin-data';
import type { TodayReport } from '@sufra/contract/admin-reports';
import { formatMoney } from '@sufra/domain';
import { useTranslation } from '../../i18n/lite.tsx';
import { dateFormat, dateLocale } from '../../ui/format.ts';
import { staffCookieApi } from '../admin-data/staff-cookie-api.ts';
import { change } from './report-period.ts';

/** The selling types' names the storefront already has; any other shows its own name. */
const TYPE_KEYS: Record<string, string> = {
  delivery: 'type.delivery',
  dine_in: 'type.dinein',
  car_pickup: 'type.pickup',
};

/**
 * The day at a glance (ADR 1022): figures first, then bars drawn with CSS (no chart library), each
 * bar with its number written beside it, so it reads without colour or a pointer.
 */
export function TodayView({ report, reference }: { report: TodayReport; reference: string }) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const money = (minor: number) => formatMoney(minor, report.currency, i18n.language);
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const hour = (h: number) =>
    dateFormat(i18n.language, { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, h));
  const active = report.by_hour.filter((h) => h.orders > 0);
  // From the first to the last hour with orders: a quiet morning is not 9 empty rows.
  const first = active[0]?.hour ?? 0;
  const last = active.at(-1)?.hour ?? -1;
  const hours = report.by_hour.slice(first, last + 1);
  const maxHour = Math.max(1, ...hours.map((h) => h.revenue));
  const maxType = Math.max(1, ...report.by_selling_type.map((s) => s.revenue));
  const typeName = (type: string) => {
    const key = TYPE_KEYS[type];
    return key ? t(key) : type;
  };
  const before = report.previous;
  /** "+12% vs the period before", or nothing when there was nothing before. */
  const versus = (now: number, then: number) => {
    const pct = change(now, then);
    return pct === null
      ? undefined
      : t('admin.report.versus', { change: `${pct > 0 ? '+' : ''}${number(pct)}` });
  };
  const oneDay = report.from === report.to;
  const maxOf = (rows: { revenue: number }[]) => Math.max(1, ...rows.map((r) => r.revenue));
  const branchName = (name: Record<string, string>) =>
    name[i18n.language] || name[report.locales[0] ?? 'en'] || Object.values(name)[0] || '';
  const day = (iso: string) =>
    dateFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(iso));

  return (
    <div className="space-y-6">
      <p className="text-muted text-sm" data-testid="report-period">
        {oneDay
          ? t('admin.report.comparedDay', { from: day(before.from) })
          : t('admin.report.comparedPeriod', {
              from: day(report.from),
              to: day(report.to),
              before: `${day(before.from)} – ${day(before.to)}`,
            })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="report-figures">
        <Figure
          label={t('admin.today.orders')}
          value={number(report.orders)}
          note={versus(report.orders, before.orders)}
        />
        <Figure
          label={t('admin.today.revenue')}
          value={money(report.revenue)}
          note={versus(report.revenue, before.revenue)}
        />
        <Figure
          label={t('admin.today.average')}
          value={money(report.average_ticket)}
          note={versus(report.average_ticket, before.average_ticket)}
        />
        <Figure label={t('admin.today.cancelled')} value={number(report.cancelled)} />
        <Figure label={t('admin.report.taxes')} value={money(report.taxes)} />
        <Figure label={t('admin.report.tips')} value={money(report.tips)} />
        <Figure label={t('admin.report.discounts')} value={money(report.discounts)} />
        <Figure label={t('admin.report.deliveryFees')} value={money(report.delivery_fees)} />
        <Figure
          label={t('admin.report.refunds', { count: report.refund_count, n: number(report.refund_count) })}
          value={money(report.refunds)}
        />
        <Figure
          label={t('admin.report.net')}
          value={money(report.net)}
          note={versus(report.net, before.net)}
        />
        <Figure
          label={t('admin.today.rating')}
          value={
            report.ratings.average === null
              ? t('admin.today.noRatings')
              : `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(report.ratings.average)} ★ (${number(report.ratings.count)})`
          }
        />
      </dl>

      {report.orders === 0 ? (
        <p className="rounded-3xl bg-card p-6 text-center text-muted ring-1 ring-line">
          {t('admin.today.empty')}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title={t('admin.today.byHour')}>
            <ul className="space-y-1.5" data-testid="by-hour">
              {hours.map((h) => (
                <Bar
                  key={h.hour}
                  label={hour(h.hour)}
                  share={h.revenue / maxHour}
                  value={`${money(h.revenue)} · ${number(h.orders)}`}
                />
              ))}
            </ul>
          </Panel>
          <Panel title={t('admin.today.bySellingType')}>
            <ul className="space-y-1.5">
              {report.by_selling_type.map((s) => (
                <Bar
                  key={s.selling_type}
                  label={typeName(s.selling_type)}
                  share={s.revenue / maxType}
                  value={`${money(s.revenue)} · ${number(s.orders)}`}
                />
              ))}
            </ul>
          </Panel>
          <Panel title={t('admin.report.byPaymentMethod')}>
            <ul className="space-y-1.5" data-testid="by-payment-method">
              {report.by_payment_method.map((m) => (
                <Bar
                  key={m.payment_type}
                  label={t(`payment.method.${m.payment_type}`)}
                  share={m.revenue / maxOf(report.by_payment_method)}
                  value={`${money(m.revenue)} · ${number(m.orders)}`}
                />
              ))}
            </ul>
          </Panel>
          <Panel title={t('admin.report.byOrderType')}>
            <ul className="space-y-1.5">
              {report.by_order_type.map((o) => (
                <Bar
                  key={o.order_type}
                  label={t(`order.type.${o.order_type}`)}
                  share={o.revenue / maxOf(report.by_order_type)}
                  value={`${money(o.revenue)} · ${number(o.orders)}`}
                />
              ))}
            </ul>
          </Panel>
          <Panel title={t('admin.report.byBranch')}>
            <ul className="space-y-1.5">
              {report.by_branch.map((b) => (
                <Bar
                  key={b.branch_id}
                  label={branchName(b.name)}
                  share={b.revenue / maxOf(report.by_branch)}
                  value={`${money(b.revenue)} · ${number(b.orders)}`}
                />
              ))}
            </ul>
          </Panel>
          {oneDay ? null : (
            <Panel title={t('admin.report.byDay')}>
              <ul className="space-y-1.5" data-testid="by-day">
                {report.by_day.map((d) => (
                  <Bar
                    key={d.day}
                    label={day(d.day)}
                    share={d.revenue / maxOf(report.by_day)}
                    value={`${money(d.revenue)} · ${number(d.orders)}`}
                  />
                ))}
              </ul>
            </Panel>
          )}
          {report.shared_tables.opened || report.shared_tables.by_method.length ? (
            <Panel title={t('admin.today.sharedTables')}>
              <p className="mb-2 text-muted text-sm" data-testid="today-shared-tables">
                {t('admin.today.sharedTablesCount', {
                  opened: number(report.shared_tables.opened),
                  closed: number(report.shared_tables.closed),
                })}
              </p>
              <ul className="space-y-1 text-sm">
                {report.shared_tables.by_method.map((m) => (
                  <li key={m.method} className="flex justify-between gap-2">
                    <span className="text-ink">
                      {t(`tableTogether.paidBy.${m.method}`)} · {number(m.parts)}
                    </span>
                    <span className="text-ink tabular-nums">
                      {money(m.amount)}
                      {m.tips ? ` + ${t('tableTogether.tip')} ${money(m.tips)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
          <Panel title={t('admin.today.topItems')}>
            <ol className="space-y-2">
              {report.top_items.map((item, i) => (
                <li key={item.item_id} className="flex items-baseline gap-3">
                  <span className="w-5 text-muted tabular-nums">{number(i + 1)}</span>
                  <span className="min-w-0 flex-1 truncate text-ink">
                    {item.name[i18n.language] || item.name[report.locales[0] ?? 'en'] || ''}
                  </span>
                  <span className="text-muted tabular-nums">× {number(item.quantity)}</span>
                  <span className="font-medium text-ink tabular-nums">{money(item.revenue)}</span>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      )}
      <a
        href={adminDataFileUrl(
          staffCookieApi(),
          reference,
          'today.csv',
          oneDay ? report.day : { from: report.from, to: report.to },
        )}
        download
        className="inline-flex min-h-11 items-center rounded-2xl bg-sunken px-5 font-semibold text-ink ring-1 ring-line"
      >
        {t('admin.today.csv')}
      </a>
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="rounded-3xl bg-card p-4 ring-1 ring-line">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-ink text-xl tabular-nums">{value}</dd>
      {note ? <dd className="mt-0.5 text-muted text-xs">{note}</dd> : null}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-3xl bg-card p-4 ring-1 ring-line">
      <h2 className="mb-3 font-bold text-ink text-lg">{title}</h2>
      {children}
    </section>
  );
}

function Bar({ label, share, value }: { label: string; share: number; value: string }) {
  return (
    <li className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-2 text-sm">
      <span className="truncate text-muted">{label}</span>
      <span aria-hidden className="block h-5 min-w-0">
        <span
          className="block h-5 rounded-e-md bg-brand"
          style={{ width: `${Math.max(2, Math.round(share * 100))}%` }}
        />
      </span>
      <span className="whitespace-nowrap text-ink tabular-nums">{value}</span>
    </li>
  );
}
