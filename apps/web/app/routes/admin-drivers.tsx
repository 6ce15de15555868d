import { getFleetReport, settleDriverCash } from '@sufra/contract/client';
import { formatMoney } from '@sufra/domain';
import { Form } from 'react-router';
import { adminAction, adminLoader } from '../features/admin/admin-route.server.ts';
import { inputClass } from '../features/admin/admin-ui.tsx';
import { SetupPage } from '../features/admin/setup-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/admin-drivers';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(
    args,
    async ({ api, ref, url }) => {
      const asked = url.searchParams.get('day') ?? '';
      const day = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : undefined;
      return { day: day ?? '', report: await getFleetReport(api, ref, day) };
    },
    { allow: (role) => role === 'owner' || role === 'manager' },
  );

/** A manager counts a driver's cash in (ADR 1414): the API checks the role and audits it. */
export const action = (args: Route.ActionArgs) =>
  adminAction(args, {
    settle: async ({ api, ref, id }) => settleDriverCash(api, ref, id),
  });

/**
 * `/{ref}/admin/drivers` (ADR 1414): the day's deliveries per driver, their average times (ready →
 * picked up → delivered), the cash collected, and what each driver still owes, with "Cash received"
 * to reconcile it. A GET form picks the day without scripts.
 */
export default function AdminDriversPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, day, report } = loaderData;
  const money = (minor: number) => formatMoney(minor, report.currency, i18n.language);
  const minutes = (m: number | null) => (m === null ? '—' : t('admin.fleet.minutes', { minutes: m }));
  return (
    <SetupPage me={me} title={t('admin.fleet.title')}>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="fleet-day" className="font-medium text-ink text-sm">
            {t('admin.fleet.day')}
          </label>
          <input
            id="fleet-day"
            type="date"
            name="day"
            defaultValue={day}
            className={`${inputClass} w-auto`}
          />
        </div>
        <Button type="submit" variant="card" pill>
          {t('admin.fleet.show')}
        </Button>
      </Form>
      {report.rows.length === 0 ? (
        <p className="rounded-2xl bg-card p-6 text-center text-muted ring-1 ring-line">
          {t('admin.fleet.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-card ring-1 ring-line">
          <table className="w-full text-sm" data-testid="fleet-report">
            <thead className="text-muted">
              <tr>
                <th className="p-3 text-start">{t('admin.fleet.driver')}</th>
                <th className="p-3 text-end">{t('admin.fleet.deliveries')}</th>
                <th className="p-3 text-end">{t('admin.fleet.readyToPickup')}</th>
                <th className="p-3 text-end">{t('admin.fleet.pickupToDelivered')}</th>
                <th className="p-3 text-end">{t('admin.fleet.collected')}</th>
                <th className="p-3 text-end">{t('admin.fleet.owed')}</th>
                <th className="p-3" />
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.rows.map((r) => (
                <tr key={r.driver_id ?? r.driver_name} data-testid={`fleet-row-${r.driver_id}`}>
                  <th scope="row" className="p-3 text-start font-semibold text-ink">
                    {r.driver_name}
                  </th>
                  <td className="p-3 text-end tabular-nums">{r.deliveries}</td>
                  <td className="p-3 text-end tabular-nums">{minutes(r.ready_to_pickup_min)}</td>
                  <td className="p-3 text-end tabular-nums">{minutes(r.pickup_to_delivered_min)}</td>
                  <td className="p-3 text-end tabular-nums">{money(r.cash_collected)}</td>
                  <td className="p-3 text-end font-semibold tabular-nums" data-testid="fleet-owed">
                    {money(r.cash_owed)}
                  </td>
                  <td className="p-3 text-end">
                    {r.cash_owed > 0 && r.driver_id ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="settle" />
                        <input type="hidden" name="id" value={r.driver_id} />
                        <Button type="submit" size="sm" variant="card">
                          {t('admin.fleet.settle')}
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SetupPage>
  );
}
