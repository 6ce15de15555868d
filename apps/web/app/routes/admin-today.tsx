import { referenceIdSchema } from '@sufra/contract';
import { getTodayReport, type TodayReport } from '@sufra/contract/admin-reports';
import { useEffect, useMemo, useState } from 'react';
import { data } from 'react-router';
import { isSignedOut, staffCookieApi } from '../features/admin-data/staff-cookie-api.ts';
import '../features/admin-data/admin-data.css';
import { AdminFrame, SignInFirst } from '../features/admin-data/admin-frame.tsx';
import { TodayView } from '../features/admin-reports/today-view.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-today';

/** `/{ref}/admin/today`: the business's day (ADR 1022), read in the browser with the staff cookie. */
export function loader({ params }: Route.LoaderArgs) {
  if (!referenceIdSchema.safeParse(params.ref).success) throw data('Page not found', { status: 404 });
  return { ref: params.ref };
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Today | ${params.ref}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'ready'; report: TodayReport }
  | { kind: 'error'; message: string };

export default function AdminTodayPage({ loaderData }: Route.ComponentProps) {
  const { ref } = loaderData;
  const { t } = useTranslation();
  const api = useMemo(() => staffCookieApi(), []);
  const [day, setDay] = useState<string | undefined>(undefined);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    getTodayReport(api, ref, day)
      .then((r) => live && setState({ kind: 'ready', report: r.report }))
      .catch((error: unknown) => {
        if (!live) return;
        if (isSignedOut(error)) setState({ kind: 'signed-out' });
        else setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [api, ref, day]);

  return (
    <AdminFrame reference={ref} section="today">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-bold text-2xl text-ink">{t('admin.today.title')}</h1>
        {state.kind === 'ready' ? (
          <label className="flex items-center gap-2 text-muted text-sm">
            {t('admin.today.day')}
            <input
              type="date"
              value={day ?? state.report.day}
              onChange={(e) => e.target.value && setDay(e.target.value)}
              className="min-h-10 rounded-xl bg-card px-3 text-ink ring-1 ring-line"
            />
          </label>
        ) : null}
      </div>
      {state.kind === 'loading' ? <p className="text-muted">{t('common.loading')}</p> : null}
      {state.kind === 'signed-out' ? <SignInFirst reference={ref} /> : null}
      {state.kind === 'error' ? (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' ? <TodayView report={state.report} reference={ref} /> : null}
    </AdminFrame>
  );
}
