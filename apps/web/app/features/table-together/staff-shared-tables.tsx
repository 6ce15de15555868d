import type { StaffSharedTable, StaffSharedTablesResponse } from '@sufra/contract';
import {
  ApiError,
  closeSharedTable,
  confirmSharedCash,
  getStaffSharedTables,
  moveSharedTable,
} from '@sufra/contract/client';
import { formatMoney } from '@sufra/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { useEventStream } from '../../platform/use-event-stream.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { INPUT_CLASS } from '../../ui/field.tsx';

/**
 * The board's shared tables (ADR 1405): each open table with its diners, rounds, what is paid and
 * by how, and what is left; cash received is confirmed here, a table moved (ADR 1406) or closed. Live from the
 * tables' own stream; hidden when no table is open.
 */
export function StaffSharedTables() {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => browserApi(), []);
  const [tables, setTables] = useState<StaffSharedTable[]>([]);
  const [currency, setCurrency] = useState('');
  const [free, setFree] = useState<StaffSharedTablesResponse['free_tables']>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const res = await getStaffSharedTables(api);
      setTables(res.tables);
      setCurrency(res.currency);
      setFree(res.free_tables);
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) setError(e instanceof Error ? e.message : String(e));
    }
  }, [api]);
  useEffect(() => void load(), [load]);
  useEventStream(
    '/api/staff/shared-tables/events',
    'changed',
    () => void load(),
    () => void load(),
    20_000,
  );
  const act = async (call: () => Promise<unknown>) => {
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    await load();
  };
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  if (!tables.length) return error ? <ErrorText>{error}</ErrorText> : null;
  return (
    <section aria-labelledby="staff-shared-tables" className="mb-6" data-testid="staff-shared-tables">
      <h2 id="staff-shared-tables" className="mb-3 font-semibold text-ink text-lg">
        {t('staff.sharedTables.title', { count: tables.length })}
      </h2>
      {error ? <ErrorText className="mb-2">{error}</ErrorText> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {tables.map((table) => (
          <article
            key={table.session_id}
            className="space-y-2 rounded-2xl bg-card p-4 ring-1 ring-line"
            data-testid="staff-shared-table"
          >
            <h3 className="font-semibold text-ink">{table.table_name}</h3>
            <p className="text-muted text-sm">{table.diners.join(', ')}</p>
            <ul className="text-sm">
              {table.rounds.map((r) => (
                <li key={r.number} className="flex justify-between">
                  <span>
                    {t('tableTogether.round', { n: r.number })} · #{r.order_id}
                  </span>
                  <span>{money(r.total)}</span>
                </li>
              ))}
            </ul>
            <p className="font-medium text-ink text-sm">
              {t('tableTogether.billTotals', {
                total: money(table.total),
                paid: money(table.paid),
                left: money(table.left),
              })}
            </p>
            <ul className="space-y-1 text-sm">
              {table.parts.map((part) => (
                <li key={part.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {part.label} · {money(part.amount)}
                    {part.status === 'paid' ? ` · ${t(`tableTogether.paidBy.${part.method ?? 'cash'}`)}` : ''}
                    {part.tip ? ` (+${money(part.tip)})` : ''}
                  </span>
                  {part.status === 'paid' ? null : (
                    <Button
                      size="sm"
                      variant={part.status === 'cash_pending' ? 'primary' : 'outline'}
                      onClick={() => act(() => confirmSharedCash(api, part.id))}
                    >
                      {t('staff.sharedTables.cashReceived')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex items-center gap-2 whitespace-nowrap text-muted text-sm">
                {t('staff.sharedTables.moveTo')}
                <select
                  className={INPUT_CLASS}
                  value=""
                  data-testid="staff-shared-move"
                  onChange={(e) => {
                    const to = Number(e.target.value);
                    if (to) void act(() => moveSharedTable(api, table.session_id, to));
                  }}
                >
                  <option value="">—</option>
                  {free
                    .filter((f) => f.branch_id === table.branch_id)
                    .map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.name}
                      </option>
                    ))}
                </select>
              </label>
              <Button
                size="sm"
                variant="quiet"
                onClick={() => act(() => closeSharedTable(api, table.session_id))}
              >
                {t('staff.sharedTables.close')}
              </Button>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
