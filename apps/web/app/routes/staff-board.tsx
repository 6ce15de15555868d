import { referenceIdSchema } from '@sufra/contract';
import { ApiError, endStaffSession, startStaffSession } from '@sufra/contract/client';
import clsx from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { data } from 'react-router';
import { boardCookieHeaders } from '../features/admin/admin-session.server.ts';
import { FleetPanel } from '../features/fleet/fleet-panel.tsx';
import { StaffReservationsPanel } from '../features/reservations/staff-reservations-panel.tsx';
import { useAutoPrint } from '../features/staff/auto-print.ts';
import { type BoardFilter, filterCounts, visibleOrders } from '../features/staff/board-filters.ts';
import { BoardToolbar, type BoardView } from '../features/staff/board-toolbar.tsx';
import { BulkAcceptBar } from '../features/staff/bulk-accept-bar.tsx';
import { KitchenTicket, type TicketWidth } from '../features/staff/kitchen-ticket.tsx';
import { NewOrderBanner, SoundToggle, useNewOrderAlert } from '../features/staff/new-order-alert.tsx';
import { OrderRow } from '../features/staff/order-row.tsx';
import { type BoardScope, useStaffBoard } from '../features/staff/staff-board.ts';
import { StaffFeedback } from '../features/staff/staff-feedback.tsx';
import { StaffOrderCard } from '../features/staff/staff-order-card.tsx';
import { StaffPushToggle } from '../features/staff/staff-push-toggle.tsx';
import { useNow } from '../features/staff/use-now.ts';
import { StaffSharedTables } from '../features/table-together/staff-shared-tables.tsx';
import { listSeparator } from '../i18n/languages.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { browserApi } from '../platform/browser-api.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { ErrorText } from '../ui/error-text.tsx';
import type { Route } from './+types/staff-board';

/** `/{ref}/staff`: the staff order board (ADR 405), outside the customer layout and navigation. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!referenceIdSchema.safeParse(params.ref).success) throw data('Page not found', { status: 404 });
  // A back-office session opens this page too (ADR 1370): its token rides in the board's cookie.
  return data({ ref: params.ref }, { headers: boardCookieHeaders(request) });
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Staff board | ${params.ref}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StaffBoardPage({ loaderData }: Route.ComponentProps) {
  const { ref } = loaderData;
  const { t } = useTranslation();
  // The token lives in an HttpOnly cookie (ADR 748): the board never sees it after signing in.
  // Each sign-in or sign-out starts a new session of the board.
  const [session, setSession] = useState(0);
  const api = useMemo(() => browserApi(), []);
  // Boards of earlier versions kept the token in localStorage: it is removed from there.
  useEffect(() => localStorage.removeItem(`sufra.staff.${ref}`), [ref]);

  const signIn = async (token: string): Promise<string | null> => {
    try {
      await startStaffSession(api, token);
      setSession((n) => n + 1);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return t('staff.unauthorized');
      if (error instanceof ApiError && error.status === 429) return t('staff.tooManyAttempts');
      return error instanceof Error ? error.message : String(error);
    }
  };
  const signOut = async () => {
    await endStaffSession(api).catch(() => {});
    // A member's back-office session opened the board too (ADR 1370): it ends with it. The sign-in
    // page's action ends the session and clears both cookies (nothing happens without one).
    await fetch(`/${ref}/admin/login`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'sign-out' }),
      redirect: 'manual',
    }).catch(() => {});
    setSession((n) => n + 1);
  };

  return (
    <main className="mx-auto min-h-dvh max-w-6xl px-4 pb-16">
      <header className="flex flex-wrap items-center gap-3 py-4">
        <h1 className="font-bold text-2xl text-ink">{t('staff.title')}</h1>
        <span className="rounded-full bg-sunken px-3 py-1 text-muted text-sm">{ref}</span>
        {/* A caller's order from the board too (ADR 1475): the back office's page, same sign-in. */}
        <a
          href={`/${ref}/admin/phone-order`}
          data-testid="board-phone-order"
          className={buttonClass({ variant: 'soft', size: 'sm', pill: true }, 'ms-auto')}
        >
          {t('staff.takePhoneOrder')}
        </a>
      </header>
      <Board key={session} boardRef={ref} onSignIn={signIn} onSignOut={signOut} />
    </main>
  );
}

function TokenForm({
  boardRef,
  onSave,
  error: initialError,
}: {
  boardRef: string;
  onSave: (token: string) => Promise<string | null>;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState(initialError);
  return (
    <form
      className="max-w-md space-y-3 rounded-3xl bg-card p-5 ring-1 ring-line"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) void onSave(value.trim()).then((problem) => setError(problem ?? undefined));
      }}
    >
      <label className="block font-medium text-ink" htmlFor="staff-token">
        {t('staff.tokenLabel')}
      </label>
      <input
        id="staff-token"
        type="password"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="w-full rounded-2xl bg-sunken px-4 py-3 text-ink ring-1 ring-line"
      />
      <p className="text-muted text-sm">{t('staff.tokenHint')}</p>
      {error ? <ErrorText>{error}</ErrorText> : null}
      <Button type="submit">{t('staff.signIn')}</Button>
      {/* Team members sign in with their phone: the same sign-in opens the board (ADR 1370). */}
      <p className="border-line border-t pt-3 text-sm">
        <a href={`/${boardRef}/admin/login`} className="font-semibold text-brand underline">
          {t('staff.memberSignIn')}
        </a>
      </p>
    </form>
  );
}

function Board({
  boardRef,
  onSignIn,
  onSignOut,
}: {
  boardRef: string;
  onSignIn: (token: string) => Promise<string | null>;
  onSignOut: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [scope, setScope] = useState<BoardScope | 'feedback'>('live');
  const { state, live, act, actMany, refund, feedbackNews, api } = useStaffBoard(
    boardRef,
    scope === 'feedback' ? 'live' : scope,
  );
  // New feedback while another tab is open shows as a count on the Feedback tab.
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    if (scope === 'feedback') setSeen(feedbackNews);
  }, [scope, feedbackNews]);
  const unseen = feedbackNews - seen;
  // New orders ring and show a banner (ADR 1024); the timers tick every 30 s; tickets print alone.
  const orders = state.kind === 'ready' && scope === 'live' ? state.orders : null;
  const { chime, fresh, dismiss } = useNewOrderAlert(orders);
  const now = useNow();
  const [printing, setPrinting] = useState<number | null>(null);
  const [width, setWidth] = useState<TicketWidth>(80);
  useEffect(() => {
    if (localStorage.getItem('sufra.ticket-width') === '58') setWidth(58);
  }, []);
  const printed = state.kind === 'ready' ? state.orders.find((o) => o.id === printing) : undefined;
  // New orders' tickets print by themselves once switched on, on this device (ADR 1434).
  const autoPrint = useAutoPrint(fresh, printing, setPrinting);
  // A busy night (ADR 1431): search, status filters, compact rows (kept per device), bulk accept.
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<BoardFilter>('all');
  const [view, setView] = useState<BoardView>('cards');
  useEffect(() => {
    if (localStorage.getItem('sufra.board-view') === 'rows') setView('rows');
  }, []);
  const [selected, setSelected] = useState<number[]>([]);
  const [openRow, setOpenRow] = useState<number | null>(null);
  const [bulkReadyIn, setBulkReadyIn] = useState(20);
  const all = state.kind === 'ready' ? state.orders : [];
  const shown = visibleOrders(all, filter, query);
  const acceptable = new Set(all.filter((o) => o.next_statuses.includes(1)).map((o) => o.id));
  const chosen = selected.filter((id) => acceptable.has(id));

  // Not signed in (no cookie, or its token was revoked): the sign-in form, without an error.
  if (state.kind === 'unauthorized') return <TokenForm boardRef={boardRef} onSave={onSignIn} />;
  if (state.kind === 'wrong-business')
    return (
      <TokenForm
        boardRef={boardRef}
        error={t('staff.wrongBusiness', { owner: state.owner })}
        onSave={onSignIn}
      />
    );

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        {(['live', 'recent', 'feedback'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={scope === s}
            onClick={() => setScope(s)}
            className={clsx(
              'min-h-10 rounded-full px-4 text-sm',
              scope === s ? 'bg-brand text-on-brand' : 'bg-sunken text-ink',
            )}
          >
            {t(`staff.scope.${s}`)}
            {s === 'feedback' && unseen > 0 ? (
              <span
                className="ms-2 rounded-full bg-accent px-1.5 font-bold text-on-accent text-xs"
                data-testid="feedback-news"
              >
                {unseen}
              </span>
            ) : null}
          </button>
        ))}
        <span className="ms-auto flex items-center gap-2 text-muted text-sm" data-testid="live">
          <span
            className={clsx('size-2.5 rounded-full', live ? 'bg-emerald-500' : 'bg-amber-500')}
            aria-hidden
          />
          {live ? t('staff.live') : t('staff.offline')}
        </span>
        <SoundToggle chime={chime} />
        <StaffPushToggle api={api} />
        <label className="flex items-center gap-1 text-muted text-sm">
          {t('staff.ticketWidth')}
          <select
            value={width}
            onChange={(e) => {
              const next = Number(e.target.value) === 58 ? 58 : 80;
              setWidth(next);
              localStorage.setItem('sufra.ticket-width', String(next));
            }}
            className="min-h-10 rounded-xl bg-card px-2 text-ink ring-1 ring-line"
          >
            <option value={80}>80 mm</option>
            <option value={58}>58 mm</option>
          </select>
        </label>
        <label className="flex min-h-10 items-center gap-2 text-muted text-sm">
          <input
            type="checkbox"
            data-testid="auto-print"
            checked={autoPrint.on}
            onChange={(e) => autoPrint.toggle(e.target.checked)}
            className="size-4 accent-brand"
          />
          {t('staff.autoPrint')}
        </label>
        <button type="button" onClick={onSignOut} className="text-muted text-sm underline">
          {t('staff.signOut')}
        </button>
      </div>
      <NewOrderBanner ids={fresh} onOpen={dismiss} />
      {printed && state.kind === 'ready' ? (
        <KitchenTicket
          key={printed.id}
          order={printed}
          width={width}
          timeZone={state.business.time_zone}
          onDone={() => setPrinting(null)}
        />
      ) : null}
      {scope === 'feedback' && state.kind === 'ready' ? (
        <StaffFeedback api={api} news={feedbackNews} timeZone={state.business.time_zone} />
      ) : null}
      {scope !== 'feedback' && state.kind === 'loading' ? (
        <p className="text-muted">{t('common.loading')}</p>
      ) : null}
      {state.kind === 'error' ? (
        <p role="alert" className="text-rose-700">
          {state.message}
        </p>
      ) : null}
      {/* Own fleet (ADR 1411): shown when the business has drivers. */}
      {scope === 'live' && state.kind === 'ready' ? <FleetPanel orders={state.orders} /> : null}
      {scope !== 'feedback' && state.kind === 'ready' ? (
        <StaffReservationsPanel scope={scope} currency={state.business.currency} />
      ) : null}
      {scope === 'live' && state.kind === 'ready' ? <StaffSharedTables /> : null}
      {scope !== 'feedback' && state.kind === 'ready' && state.orders.length ? (
        <>
          <BoardToolbar
            query={query}
            onQuery={setQuery}
            filter={filter}
            onFilter={setFilter}
            counts={filterCounts(state.orders)}
            view={view}
            onView={(v) => {
              setView(v);
              localStorage.setItem('sufra.board-view', v);
            }}
          />
          <BulkAcceptBar
            count={chosen.length}
            readyIn={bulkReadyIn}
            onReadyIn={setBulkReadyIn}
            allAcceptable={shown.filter((o) => acceptable.has(o.id)).map((o) => o.id)}
            onSelectAll={(ids) => setSelected(ids)}
            onAccept={async () => {
              for (const id of chosen) dismiss(id);
              const { refused, error } = await actMany(chosen, 1, bulkReadyIn);
              setSelected(refused);
              // The refused orders' numbers with the catalog's sign and the language's list comma (ADR 1516).
              const numbers = refused.map((id) => t('order.number', { id }));
              return error ?? (numbers.length ? numbers.join(listSeparator(i18n.language)) : null);
            }}
          />
        </>
      ) : null}
      {scope !== 'feedback' && state.kind === 'ready' ? (
        !state.orders.length ? (
          <p className="py-16 text-center text-muted">{t('staff.empty')}</p>
        ) : !shown.length ? (
          <p className="py-16 text-center text-muted" data-testid="no-match">
            {t('staff.noMatch')}
          </p>
        ) : view === 'rows' ? (
          <ul className="space-y-1.5" data-testid="order-rows">
            {shown.map((order) => (
              <li key={order.id}>
                <OrderRow
                  order={order}
                  currency={state.business.currency}
                  timeZone={state.business.time_zone}
                  now={now}
                  fresh={fresh.includes(order.id)}
                  selected={selected.includes(order.id)}
                  onSelect={
                    acceptable.has(order.id)
                      ? (on) =>
                          setSelected((ids) => (on ? [...ids, order.id] : ids.filter((x) => x !== order.id)))
                      : null
                  }
                  onAct={(status) => {
                    dismiss(order.id);
                    return act(order.id, status, status === 1 ? bulkReadyIn : undefined);
                  }}
                  open={openRow === order.id}
                  onOpen={() => setOpenRow((id) => (id === order.id ? null : order.id))}
                />
                {openRow === order.id ? (
                  <div className="mt-1.5">
                    <StaffOrderCard
                      order={order}
                      currency={state.business.currency}
                      timeZone={state.business.time_zone}
                      onAct={(status, readyIn) => {
                        dismiss(order.id);
                        return act(order.id, status, readyIn);
                      }}
                      now={now}
                      onPrint={() => {
                        dismiss(order.id);
                        setPrinting(order.id);
                      }}
                      onRefund={state.business.can_refund ? (body) => refund(order.id, body) : undefined}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((order) => (
              <StaffOrderCard
                key={order.id}
                order={order}
                currency={state.business.currency}
                timeZone={state.business.time_zone}
                onAct={(status, readyIn) => {
                  dismiss(order.id);
                  return act(order.id, status, readyIn);
                }}
                now={now}
                fresh={fresh.includes(order.id)}
                onPrint={() => {
                  dismiss(order.id);
                  setPrinting(order.id);
                }}
                onRefund={state.business.can_refund ? (body) => refund(order.id, body) : undefined}
              />
            ))}
          </div>
        )
      ) : null}
    </>
  );
}
