import type { FleetResponse, StaffOrder } from '@sufra/contract';
import { ApiError, assignDrops, getFleet } from '@sufra/contract/client';
import { OrderStatus, OrderType } from '@sufra/domain';
import clsx from 'clsx';
import { Bike } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';

const STATE_TONE: Record<string, string> = {
  free: 'bg-emerald-100 text-emerald-900',
  back: 'bg-emerald-100 text-emerald-900',
  assigned: 'bg-amber-100 text-amber-900',
  on_run: 'bg-violet-100 text-violet-900',
};

const dispatchable = (o: StaffOrder) =>
  o.order_type === OrderType.delivery &&
  !o.shipping_country &&
  (o.status === OrderStatus.accepted || o.status === OrderStatus.ready) &&
  o.payment_state !== 'unpaid';

/**
 * The board's dispatch (ADR 1411): the drivers and their state, the delivery orders waiting for
 * one; tick one or several and give them to a driver as one run (the branch's nearest free driver
 * chosen first); an order not picked up yet can go to another driver the same way.
 */
export function FleetPanel({ orders }: { orders: StaffOrder[] }) {
  const { t } = useTranslation();
  const api = useMemo(() => browserApi(), []);
  const [fleet, setFleet] = useState<FleetResponse | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [driver, setDriver] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const waiting = orders.filter(dispatchable);
  // Refetched when the orders change (a pick-up or a delivery moves an order) and every 30 s.
  const key = orders.map((o) => `${o.id}:${o.status}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the orders' key is the trigger.
  useEffect(() => {
    let stop = false;
    const load = () =>
      getFleet(api).then(
        (f) => !stop && setFleet(f),
        () => {},
      );
    void load();
    const timer = setInterval(load, 30_000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [api, key]);
  if (!fleet || fleet.drivers.length === 0) return null;
  const assignedTo = new Map(fleet.drops.map((d) => [d.order_id, d]));
  const branch = waiting.find((o) => picked.includes(o.id))?.branch_id ?? waiting[0]?.branch_id;
  const suggested = branch === undefined ? undefined : fleet.suggested[String(branch)];
  const chosen = driver ?? suggested ?? fleet.drivers[0]?.id ?? null;

  const assign = async () => {
    if (!chosen || !picked.length) return;
    setBusy(true);
    setProblem(null);
    try {
      setFleet(await assignDrops(api, { driver_id: chosen, order_ids: picked }));
      setPicked([]);
      setDriver(null);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('staff.fleet.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mb-4 space-y-3 rounded-3xl bg-card p-4 ring-1 ring-line" data-testid="fleet">
      <h2 className="flex items-center gap-2 font-semibold text-ink">
        <Bike className="size-5" aria-hidden /> {t('staff.fleet.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {fleet.drivers.map((d) => (
          <li
            key={d.id}
            className={clsx('rounded-full px-3 py-1 text-sm', STATE_TONE[d.state])}
            data-testid={`driver-${d.id}`}
            data-state={d.state}
          >
            {d.name} · {t(`staff.fleet.state.${d.state}`)}
            {d.drops ? ` (${d.drops})` : ''}
          </li>
        ))}
      </ul>
      {waiting.length ? (
        <>
          <ul className="divide-y divide-line">
            {waiting.map((o) => {
              const drop = assignedTo.get(o.id);
              return (
                <li key={o.id} className="flex items-center gap-3 py-2 text-sm">
                  <input
                    id={`dispatch-${o.id}`}
                    type="checkbox"
                    className="size-5"
                    checked={picked.includes(o.id)}
                    disabled={Boolean(drop && drop.step !== 'assigned')}
                    onChange={(e) =>
                      setPicked((p) => (e.target.checked ? [...p, o.id] : p.filter((id) => id !== o.id)))
                    }
                  />
                  <label htmlFor={`dispatch-${o.id}`} className="flex-1 text-ink">
                    #{o.id} · {o.name}
                  </label>
                  {drop ? (
                    <span className="text-muted" data-testid={`dispatch-${o.id}-driver`}>
                      {t('staff.fleet.with', { name: drop.driver_name })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <label className="text-muted text-sm" htmlFor="dispatch-driver">
              {t('staff.fleet.driver')}
            </label>
            <select
              id="dispatch-driver"
              value={chosen ?? ''}
              onChange={(e) => setDriver(Number(e.target.value))}
              className="min-h-10 rounded-xl bg-card px-2 text-ink ring-1 ring-line"
            >
              {fleet.drivers.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name} — {t(`staff.fleet.state.${d.state}`)}
                  {d.id === suggested ? ` ★ ${t('staff.fleet.nearest')}` : ''}
                </option>
              ))}
            </select>
            <Button
              size="sm"
              onClick={assign}
              disabled={!picked.length || busy}
              data-testid="dispatch-assign"
            >
              {t('staff.fleet.assign', { n: picked.length })}
            </Button>
          </div>
          {problem ? <ErrorText>{problem}</ErrorText> : null}
        </>
      ) : (
        <p className="text-muted text-sm">{t('staff.fleet.nothing')}</p>
      )}
    </section>
  );
}
