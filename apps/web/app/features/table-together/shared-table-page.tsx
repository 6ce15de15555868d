import type { SharedTableView } from '@sufra/contract';
import { isOnlineMethod } from '@sufra/domain';
import { Minus, Plus, Users } from 'lucide-react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useEventStream } from '../../platform/use-event-stream.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useMoney } from '../../shell/use-money.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Field, INPUT_CLASS } from '../../ui/field.tsx';
import type { TableDish } from './shared-table.server.ts';

export type TableProblem = { code: string; message: string; left?: number };

/** A refusal in the diner's words: a known code has its text, anything else the server's sentence. */
export function useProblemText() {
  const { t } = useTranslation();
  const money = useMoney();
  return (p: TableProblem) => {
    const key = `tableTogether.problem.${p.code}`;
    const text = t(key, { left: p.left === undefined ? '' : money(p.left) });
    return text === key ? p.message : text;
  };
}

/**
 * The shared table (ADR 1400–1405): who is here, the cart with who added each dish (each diner
 * changes only their own), the rounds sent, and the bill in parts. Plain forms posting to the
 * route's action, so a tap before the scripts arrive is not lost; live while they run: every
 * change at the table re-reads the page's data.
 */
export function SharedTablePage({
  view,
  dishes,
  problem,
  returned = null,
}: {
  view: SharedTableView;
  dishes: TableDish[];
  problem: TableProblem | null;
  /** Back from the gateway (ADR 1406): how the payer's part went. */
  returned?: 'paid' | 'failed' | null;
}) {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const money = useMoney();
  const problemText = useProblemText();
  const revalidator = useRevalidator();
  const busy = useNavigation().state !== 'idle';
  const streamUrl = view.me
    ? `/api/webapp/shared-table/session/${view.session_id}/events?table=${view.table.id}`
    : null;
  useEventStream(
    streamUrl,
    'changed',
    () => void revalidator.revalidate(),
    () => void revalidator.revalidate(),
    10_000,
  );
  const open = view.status === 'open';
  const cartTotal = view.lines.reduce((a, l) => a + l.price, 0);
  const sent = view.rounds.flatMap((r) => r.lines);
  return (
    <main className="mx-auto min-h-dvh max-w-2xl space-y-6 px-4 pt-4 pb-32" data-testid="shared-table">
      <header className="flex items-center gap-3">
        <Users className="size-6 text-brand-ink" aria-hidden />
        <div>
          <h1 className="font-bold text-2xl text-ink">
            {t('tableTogether.title', { label: restaurant.table_label, table: view.table.name })}
          </h1>
          <p className="text-muted text-sm">
            {view.diners.length
              ? t('tableTogether.atTable', { names: view.diners.map((d) => d.name).join(', ') })
              : t('tableTogether.nobodyYet')}
          </p>
        </div>
      </header>

      {problem ? (
        <Banner tone="error" testId="table-problem">
          {problemText(problem)}
        </Banner>
      ) : null}
      {returned === 'paid' && view.status === 'open' ? (
        <Banner tone="ok" testId="table-returned">
          {t('tableTogether.returnedPaid')}
        </Banner>
      ) : returned === 'failed' ? (
        <Banner tone="warn" testId="table-returned">
          {t('tableTogether.returnedFailed')}
        </Banner>
      ) : null}
      {view.status === 'closed' ? <Banner tone="ok">{t('tableTogether.closed')}</Banner> : null}

      {view.me ? (
        <p className="text-ink text-sm" data-testid="table-me">
          {t('tableTogether.youAre', { name: view.me.name })}
        </p>
      ) : open ? (
        <Form method="post" className="space-y-3 rounded-2xl bg-card p-4 ring-1 ring-line">
          <input type="hidden" name="intent" value="join" />
          <Field id="table-name" label={t('tableTogether.yourName')} hint={t('tableTogether.nameHint')}>
            {(control) => (
              <input
                {...control}
                name="name"
                required
                maxLength={30}
                autoComplete="given-name"
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Button type="submit" block pending={busy}>
            {t('tableTogether.join')}
          </Button>
        </Form>
      ) : null}

      <section aria-labelledby="table-cart" className="space-y-2">
        <h2 id="table-cart" className="font-semibold text-ink text-lg">
          {t('tableTogether.cart')}
        </h2>
        {view.lines.length === 0 ? (
          <p className="text-muted text-sm">{t('tableTogether.cartEmpty')}</p>
        ) : null}
        <ul className="divide-y divide-line rounded-2xl bg-card ring-1 ring-line">
          {view.lines.map((line) => (
            <li key={line.id} className="flex items-center gap-3 p-3" data-testid="table-line">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  {line.name} <span className="text-muted">×{line.quantity}</span>
                </p>
                <p className="text-muted text-xs">
                  {line.mine
                    ? t('tableTogether.addedByYou')
                    : t('tableTogether.addedBy', { name: line.diner_name })}
                </p>
              </div>
              <span className="text-ink text-sm">{money(line.price)}</span>
              {line.mine && open ? (
                <div className="flex gap-1">
                  <QuantityForm
                    line={line.id}
                    quantity={line.quantity - 1}
                    label={t('tableTogether.less', { name: line.name })}
                  >
                    <Minus className="size-4" aria-hidden />
                  </QuantityForm>
                  <QuantityForm
                    line={line.id}
                    quantity={line.quantity + 1}
                    label={t('tableTogether.more', { name: line.name })}
                  >
                    <Plus className="size-4" aria-hidden />
                  </QuantityForm>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {view.lines.length > 0 && view.me && open ? (
          <Form method="post">
            <input type="hidden" name="intent" value="round" />
            <Button type="submit" block pending={busy} data-testid="send-round">
              {t('tableTogether.sendRound', { total: money(cartTotal) })}
            </Button>
          </Form>
        ) : null}
      </section>

      {view.me && open ? (
        <details className="rounded-2xl bg-card p-3 ring-1 ring-line">
          <summary className="cursor-pointer font-semibold text-ink">{t('tableTogether.addDishes')}</summary>
          <ul className="mt-2 divide-y divide-line">
            {dishes.map((dish) => (
              <li key={dish.id} className="flex items-center gap-3 py-2">
                <span className="min-w-0 flex-1 text-ink">{dish.name}</span>
                <span className="text-muted text-sm">{money(dish.price)}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="item" value={dish.id} />
                  <input type="hidden" name="label" value={dish.labelId} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="soft"
                    aria-label={t('tableTogether.addNamed', { name: dish.name })}
                  >
                    {t('tableTogether.add')}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      {view.rounds.length ? (
        <section aria-labelledby="table-rounds" className="space-y-2">
          <h2 id="table-rounds" className="font-semibold text-ink text-lg">
            {t('tableTogether.rounds')}
          </h2>
          {view.rounds.map((round) => (
            <div
              key={round.number}
              className="rounded-2xl bg-card p-3 ring-1 ring-line"
              data-testid="table-round"
            >
              <p className="font-medium text-ink">
                {t('tableTogether.round', { n: round.number })} · {money(round.total)}
              </p>
              <ul className="mt-1 text-sm">
                {round.lines.map((l) => (
                  <li key={l.id} className="flex justify-between text-muted">
                    <span>
                      {l.name} ×{l.quantity} — {l.diner_name}
                    </span>
                    <span>{money(l.amount)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      {view.rounds.length && view.me ? <BillSection view={view} sent={sent} busy={busy} /> : null}
    </main>
  );
}

function QuantityForm({
  line,
  quantity,
  label,
  children,
}: {
  line: number;
  quantity: number;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="line" value={line} />
      <input type="hidden" name="quantity" value={Math.max(0, quantity)} />
      <Button type="submit" size="icon" variant="secondary" pill aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

function BillSection({
  view,
  sent,
  busy,
}: {
  view: SharedTableView;
  sent: SharedTableView['rounds'][number]['lines'];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { restaurant } = useBusiness();
  // A part can go through the gateway when the business takes any online method (ADR 1406).
  const online = restaurant.payment_methods.some(isOnlineMethod);
  const bill = view.bill;
  const started = bill?.parts.some((p) => p.status !== 'open') ?? false;
  return (
    <section aria-labelledby="table-bill" className="space-y-3">
      <h2 id="table-bill" className="font-semibold text-ink text-lg">
        {t('tableTogether.bill')}
      </h2>
      {started ? null : (
        <div className="space-y-3 rounded-2xl bg-card p-3 ring-1 ring-line">
          <Form method="post">
            <input type="hidden" name="intent" value="bill" />
            <input type="hidden" name="mode" value="all" />
            <Button type="submit" variant="outline" block pending={busy}>
              {t('tableTogether.payAll')}
            </Button>
          </Form>
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="bill" />
            <input type="hidden" name="mode" value="even" />
            <Field id="bill-people" label={t('tableTogether.people')} className="block flex-1 text-sm">
              {(control) => (
                <input
                  {...control}
                  name="people"
                  type="number"
                  min={2}
                  max={20}
                  defaultValue={Math.max(2, view.diners.length)}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
            <Button type="submit" variant="outline" pending={busy}>
              {t('tableTogether.splitEvenly')}
            </Button>
          </Form>
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="bill" />
            <input type="hidden" name="mode" value="items" />
            <p className="text-muted text-sm">{t('tableTogether.shareHint')}</p>
            {sent.map((line) => (
              <fieldset key={line.id} className="text-sm">
                <legend className="text-ink">
                  {line.name} ×{line.quantity} · {money(line.amount)}
                </legend>
                <div className="flex flex-wrap gap-3">
                  {view.diners.map((d) => (
                    <label key={d.id} className="flex min-h-11 items-center gap-1 text-muted">
                      <input
                        type="checkbox"
                        name={`share-${line.id}`}
                        value={d.id}
                        defaultChecked={d.id === line.diner_id}
                        aria-label={t('tableTogether.sharedBy', { dish: line.name, name: d.name })}
                      />
                      {d.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <Button type="submit" variant="outline" block pending={busy}>
              {t('tableTogether.splitByItems')}
            </Button>
          </Form>
        </div>
      )}
      {bill ? (
        <div className="space-y-2" data-testid="table-parts">
          <p className="text-ink text-sm">
            {t('tableTogether.billTotals', {
              total: money(bill.total),
              paid: money(bill.paid),
              left: money(bill.left),
            })}
          </p>
          {bill.remainder ? (
            <p className="text-muted text-xs">
              {t('tableTogether.remainder', { amount: money(bill.remainder) })}
            </p>
          ) : null}
          <ul className="space-y-2">
            {bill.parts.map((part) => (
              <li key={part.id} className="rounded-2xl bg-card p-3 ring-1 ring-line" data-testid="table-part">
                <p className="flex justify-between font-medium text-ink">
                  <span>{part.diner_name ?? t('tableTogether.part', { n: part.position })}</span>
                  <span>{money(part.amount)}</span>
                </p>
                {part.status === 'paid' ? (
                  <p className="text-emerald-700 text-sm dark:text-emerald-300">
                    {t(`tableTogether.paidBy.${part.method ?? 'cash'}`)}
                    {part.tip ? ` · ${t('tableTogether.tip')} ${money(part.tip)}` : ''}
                  </p>
                ) : part.status === 'cash_pending' ? (
                  <p className="text-muted text-sm">{t('tableTogether.cashPending')}</p>
                ) : (
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                    {part.status === 'online_pending' ? (
                      <p className="w-full text-muted text-sm">{t('tableTogether.onlinePending')}</p>
                    ) : null}
                    <input type="hidden" name="intent" value="pay" />
                    <input type="hidden" name="part" value={part.id} />
                    <input type="hidden" name="amount" value={part.amount} />
                    <label className="text-muted text-sm">
                      {t('tableTogether.tip')}
                      <select name="tip" className={INPUT_CLASS} defaultValue="0">
                        {[0, 5, 10, 15].map((p) => (
                          <option key={p} value={Math.round((part.amount * p) / 100)}>
                            {p
                              ? `${p}% · ${money(Math.round((part.amount * p) / 100))}`
                              : t('tableTogether.noTip')}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button type="submit" name="method" value="cash" variant="outline" pending={busy}>
                      {t('tableTogether.payCash')}
                    </Button>
                    <Button type="submit" name="method" value="wallet" pending={busy}>
                      {t('tableTogether.payWallet')}
                    </Button>
                    {online ? (
                      <Button type="submit" name="method" value="online" pending={busy}>
                        {t('tableTogether.payOnline')}
                      </Button>
                    ) : null}
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
