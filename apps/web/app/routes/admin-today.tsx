import { getTodayReport, type TodayReport } from '@sufra/contract/admin-reports';
import { useEffect, useMemo, useState } from 'react';
import { data } from 'react-router';
import { adminLoader } from '../features/admin/admin-route.server.ts';
import { boardCookieHeaders } from '../features/admin/admin-session.server.ts';
import { SetupPage } from '../features/admin/setup-ui.tsx';
import { isSignedOut, staffCookieApi } from '../features/admin-data/staff-cookie-api.ts';
import '../features/admin-data/admin-data.css';
import { SignInFirst } from '../features/admin-data/admin-frame.tsx';
import { PERIOD_KINDS, type PeriodKind, periodFor } from '../features/admin-reports/report-period.ts';
import { TodayView } from '../features/admin-reports/today-view.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { ErrorText } from '../ui/error-text.tsx';
import type { Route } from './+types/admin-today';

/** `/{ref}/admin/today`: the business's day (ADR 1022), read in the browser with the staff cookie. */
export async function loader(args: Route.LoaderArgs) {
  // The back office's sign-in opens this page (ADR 1370): owners and managers (`data.manage`);
  // the browser's calls carry the session in the board's cookie, set again here.
  const page = await adminLoader(args, async ({ ref }) => ({ ref }), { allow: (role) => role !== 'staff' });
  return data(page, { headers: boardCookieHeaders(args.request) });
}

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'ready'; report: TodayReport }
  | { kind: 'error'; message: string };

export default function AdminTodayPage({ loaderData }: Route.ComponentProps) {
  const { ref, me } = loaderData;
  const { t } = useTranslation();
  const api = useMemo(() => staffCookieApi(), []);
  // The period (ADR 1432): a day (today first), the week ending on it, its month, or one's own.
  const [day, setDay] = useState<string | undefined>(undefined);
  const [kind, setKind] = useState<PeriodKind>('day');
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const anchor = day;
  const period =
    anchor === undefined ? undefined : periodFor(kind, anchor, custom ?? { from: anchor, to: anchor });
  const asked = period === undefined || period.from === period.to ? period?.from : period;
  const key = period ? `${period.from}/${period.to}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the period's key says when to read again.
  useEffect(() => {
    // Already shown (the first answer names today, which becomes the period's day).
    if (
      state.kind === 'ready' &&
      period &&
      state.report.from === period.from &&
      state.report.to === period.to
    )
      return;
    let live = true;
    getTodayReport(api, ref, asked)
      .then((r) => {
        if (!live) return;
        setDay((d) => d ?? r.report.to);
        setState({ kind: 'ready', report: r.report });
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isSignedOut(error)) setState({ kind: 'signed-out' });
        else setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [api, ref, key]);

  return (
    <SetupPage me={me} title={t('admin.today.title')}>
      <div className="mb-4 flex flex-wrap items-end justify-end gap-3">
        {state.kind === 'ready' && anchor ? (
          <>
            <fieldset className="flex flex-wrap gap-1.5">
              <legend className="sr-only">{t('admin.report.period')}</legend>
              {PERIOD_KINDS.map((k) => (
                <button
                  key={k}
                  type="button"
                  aria-pressed={kind === k}
                  onClick={() => {
                    if (k === 'custom' && !custom)
                      setCustom(periodFor('week', anchor, { from: anchor, to: anchor }));
                    setKind(k);
                  }}
                  className={
                    kind === k
                      ? 'min-h-10 rounded-full bg-brand px-4 text-on-brand text-sm'
                      : 'min-h-10 rounded-full bg-sunken px-4 text-ink text-sm'
                  }
                >
                  {t(`admin.report.kind.${k}`)}
                </button>
              ))}
            </fieldset>
            {kind === 'custom' && custom ? (
              <>
                <label className="flex items-center gap-2 text-muted text-sm">
                  {t('admin.report.from')}
                  <input
                    type="date"
                    value={custom.from}
                    onChange={(e) => e.target.value && setCustom({ ...custom, from: e.target.value })}
                    className="min-h-10 rounded-xl bg-card px-3 text-ink ring-1 ring-line"
                  />
                </label>
                <label className="flex items-center gap-2 text-muted text-sm">
                  {t('admin.report.to')}
                  <input
                    type="date"
                    value={custom.to}
                    onChange={(e) => e.target.value && setCustom({ ...custom, to: e.target.value })}
                    className="min-h-10 rounded-xl bg-card px-3 text-ink ring-1 ring-line"
                  />
                </label>
              </>
            ) : (
              <label className="flex items-center gap-2 text-muted text-sm">
                {t('admin.today.day')}
                <input
                  type="date"
                  value={anchor}
                  onChange={(e) => e.target.value && setDay(e.target.value)}
                  className="min-h-10 rounded-xl bg-card px-3 text-ink ring-1 ring-line"
                />
              </label>
            )}
          </>
        ) : null}
      </div>
      {state.kind === 'loading' ? <p className="text-muted">{t('common.loading')}</p> : null}
      {state.kind === 'signed-out' ? <SignInFirst reference={ref} /> : null}
      {state.kind === 'error' ? <ErrorText>{state.message}</ErrorText> : null}
      {state.kind === 'ready' ? <TodayView report={state.report} reference={ref} /> : null}
    </SetupPage>
  );
}
