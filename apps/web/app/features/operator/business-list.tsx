import type { OperatorBusinessRow } from '@sufra/contract/operator';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { dateFormat } from '../../ui/format.ts';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { inputClass, isolated, TextArea, TextField } from '../admin/admin-ui.tsx';
import { SaveResult, useBusinessText } from '../admin/setup-ui.tsx';

// The operator's list of businesses ([product: Back office], ADR 1200): one card per business, its
// state at a glance, what an operator asks first (who owns it, does it sell), and its suspension —
// behind a disclosure that asks why (its team reads the reason) — or the lifting of it.

type ProblemOf = (target: string) => AdminProblem | null;

/**
 * Where its sign-in codes may go and how many a day (ADR 1388): every message is paid for by the
 * installation, so the operator — not the business — widens them. Empty fields give the defaults
 * back (its own country; the installation's number).
 */
function CodesForm({ business, problem }: { business: OperatorBusinessRow; problem: AdminProblem | null }) {
  const { t } = useTranslation();
  const ref = business.reference_id;
  const { codes } = business;
  return (
    <details className="rounded-xl bg-sunken" open={problem ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-3 font-medium text-ink">
        {t('admin.operator.codes')}
        <span className="font-normal text-muted text-sm">
          {t('admin.operator.codesSummary', {
            countries: isolated((codes.countries ?? [codes.country_code]).join(', ')),
            budget: codes.budget.toLocaleString(),
            sent: codes.sent_24h.toLocaleString(),
          })}
        </span>
      </summary>
      <Form method="post" className="space-y-3 p-3">
        <input type="hidden" name="intent" value="codes" />
        <input type="hidden" name="target" value={ref} />
        <SaveResult problem={problem} saved={false} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`codes-${ref}-countries`}
            name="countries"
            label={t('admin.operator.codesCountries')}
            hint={t('admin.operator.codesCountriesHint', { country: codes.country_code })}
            defaultValue={(codes.countries ?? []).join(', ')}
            autoCapitalize="characters"
            autoComplete="off"
            error={problem?.fields.countries}
            dir="ltr"
          />
          <TextField
            id={`codes-${ref}-budget`}
            name="daily_budget"
            label={t('admin.operator.codesBudget')}
            hint={t('admin.operator.codesBudgetHint')}
            defaultValue={codes.daily_budget ?? ''}
            inputMode="numeric"
            autoComplete="off"
            error={problem?.fields.daily_budget}
            dir="ltr"
          />
        </div>
        <Button type="submit" variant="card" pill>
          {t('admin.operator.codesSave')}
        </Button>
      </Form>
    </details>
  );
}

function useWhen() {
  const { i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: 'medium' });
  const moment = dateFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    moment: (iso: string) => moment.format(new Date(iso)),
  };
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted text-xs">{term}</dt>
      <dd className="truncate text-ink text-sm">{children}</dd>
    </div>
  );
}

export function BusinessCard({
  business,
  problem,
  codesProblem,
}: {
  business: OperatorBusinessRow;
  problem: AdminProblem | null;
  codesProblem: AdminProblem | null;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  const nameOf = useBusinessText(business.locales);
  const name = nameOf(business.name) || business.reference_id;
  const ref = business.reference_id;
  const headingId = `business-${ref}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-2xl bg-card p-4 shadow-sm ring-1 ring-line"
      >
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="truncate font-semibold text-ink">
              {name}
            </h3>
            <p className="truncate text-muted text-sm">
              <span dir="ltr">/{ref}</span>
            </p>
          </div>
          {business.suspended ? (
            <span className="shrink-0 rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-950 text-xs dark:bg-amber-900 dark:text-amber-50">
              {t('admin.operator.suspendedBadge')}
            </span>
          ) : (
            <span className="shrink-0 rounded-full bg-emerald-100 px-3 py-1 font-medium text-emerald-950 text-xs dark:bg-emerald-900 dark:text-emerald-50">
              {t('admin.operator.active')}
            </span>
          )}
        </div>
        {business.suspended ? (
          <p className="rounded-xl bg-sunken px-3 py-2 text-ink text-sm">
            {t('admin.operator.suspendedSince', {
              date: when.day(business.suspended.at),
              reason: isolated(business.suspended.reason),
            })}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          <Fact term={t('admin.operator.owners')}>
            {business.owners.length
              ? business.owners.map((o) => (
                  <span key={o.phone} className="block truncate">
                    {o.name ? `${o.name} · ` : ''}
                    <span dir="ltr">{o.phone}</span>
                  </span>
                ))
              : t('admin.operator.noOwner')}
          </Fact>
          <Fact term={t('admin.operator.createdAt')}>{when.day(business.created_at)}</Fact>
          <Fact term={t('admin.operator.orders24h')}>{business.orders_24h.toLocaleString()}</Fact>
          <Fact term={t('admin.operator.lastOrder')}>
            {business.last_order_at ? when.moment(business.last_order_at) : t('admin.operator.never')}
          </Fact>
        </dl>
        <CodesForm business={business} problem={codesProblem} />
        <SaveResult problem={problem} saved={false} />
        {business.suspended ? (
          <Form method="post">
            <input type="hidden" name="intent" value="lift" />
            <input type="hidden" name="target" value={ref} />
            <Button type="submit" variant="card" pill>
              {t('admin.operator.lift', { name })}
            </Button>
          </Form>
        ) : (
          <details className="rounded-xl bg-sunken" open={problem ? true : undefined}>
            <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-rose-700 dark:text-rose-300">
              {t('admin.operator.suspend', { name })}
            </summary>
            <Form method="post" className="space-y-3 p-3">
              <input type="hidden" name="intent" value="suspend" />
              <input type="hidden" name="target" value={ref} />
              <p className="text-muted text-sm">{t('admin.operator.suspendHint')}</p>
              <TextArea
                id={`suspend-${ref}-reason`}
                name="reason"
                label={t('admin.operator.suspendReason')}
                required
                minLength={3}
                maxLength={500}
                error={problem?.fields.reason}
              />
              <Button type="submit" variant="dangerOutline" pill>
                {t('admin.operator.suspend', { name })}
              </Button>
            </Form>
          </details>
        )}
      </article>
    </li>
  );
}

/** The search (a GET form: the search is in the URL, so it survives a reload) and the list. */
export function BusinessList({
  businesses,
  total,
  q,
  problemOf,
  codesProblemOf,
}: {
  businesses: OperatorBusinessRow[];
  total: number;
  q: string;
  problemOf: ProblemOf;
  codesProblemOf: ProblemOf;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="operator-businesses" className="space-y-3">
      <h2 id="operator-businesses" className="font-semibold text-ink text-lg">
        {t('admin.operator.businesses')}
      </h2>
      <Form method="get" role="search" className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="operator-q" className="font-medium text-ink text-sm">
            {t('admin.operator.search')}
          </label>
          <input
            id="operator-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            autoComplete="off"
            aria-describedby="operator-q-hint"
            className={inputClass}
          />
        </div>
        <Button type="submit" variant="primary" pill>
          {t('admin.operator.searchButton')}
        </Button>
      </Form>
      <p id="operator-q-hint" className="text-muted text-xs">
        {t('admin.operator.searchHint')}
      </p>
      <p className="text-muted text-sm" role="status">
        {businesses.length
          ? t('admin.operator.shown', { shown: businesses.length, total })
          : t('admin.operator.noneFound')}
      </p>
      <ul className="space-y-3">
        {businesses.map((b) => (
          <BusinessCard
            key={b.reference_id}
            business={b}
            problem={problemOf(b.reference_id)}
            codesProblem={codesProblemOf(b.reference_id)}
          />
        ))}
      </ul>
    </section>
  );
}
