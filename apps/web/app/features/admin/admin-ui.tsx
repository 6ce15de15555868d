import { type AdminCapability, type AdminRole, isAdminRole, roleCan } from '@sufra/domain';
import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Form, Link, NavLink, useMatches } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { Field, type FieldControl } from '../../ui/field.tsx';
import { dateFormat } from '../../ui/format.ts';
import { nativeName } from '../i18n/native-names.ts';

// The back office's building blocks ([product: Back office]): large touch targets for a phone
// behind a counter, labels on every field, each field's error beside it and tied to it.

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-rose-600';

type FrameProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
};

/**
 * Every back-office field is the storefront's `ui/Field` in its back-office variant; an error
 * may be a catalog key from the action (admin-problems), said here in the page's language.
 */
function FieldFrame({ error, ...frame }: FrameProps & { children: (control: FieldControl) => ReactNode }) {
  const { t } = useTranslation();
  return <Field {...frame} variant="backOffice" error={error?.startsWith('admin.') ? t(error) : error} />;
}

export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: FrameProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input className={inputClass} {...control} {...input} />}
    </FieldFrame>
  );
}

/** A labelled choice from a list (ADR 1390: a country, a currency, a time zone — never a typed code). */
export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  className,
  ...select
}: FrameProps & { options: { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select className={inputClass} {...control} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function TextArea({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea rows={3} className={clsx(inputClass, 'py-2')} {...control} {...input} />}
    </FieldFrame>
  );
}

/** A field's error: a catalog key from the action (admin-problems), or a text already in words. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ErrorText id={id} className="mt-1">
      {text?.startsWith('admin.') ? t(text) : text}
    </ErrorText>
  );
}

/** The back office's banner is the storefront's (`ui/Banner`: error, warn, ok and the reload link). */
export { Banner } from '../../ui/banner.tsx';

/** The page frame: the business, who is signed in, sign out; the page's title and content. */
export function AdminShell({
  ref_,
  businessName,
  memberName,
  role,
  title,
  back,
  children,
}: {
  ref_: string;
  businessName: string;
  memberName: string;
  role: string;
  title: string;
  back?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-sunken">
      <header className="sticky top-0 z-10 border-line border-b bg-card">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2">
          <Link
            to={`/${ref_}/admin`}
            className="min-w-0 flex-1 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          >
            <span className="block truncate font-semibold text-ink">{businessName}</span>
            <span className="block truncate text-muted text-xs">
              {memberName ? `${memberName} · ` : ''}
              {t(`admin.role.${role}`)}
            </span>
          </Link>
          <a href={`/${ref_}`} className={buttonClass({ variant: 'quiet', size: 'icon', pill: true })}>
            {t('admin.viewStore')}
          </a>
          <Form method="post" action={`/${ref_}/admin/login`}>
            <input type="hidden" name="intent" value="sign-out" />
            <Button type="submit" variant="card" pill>
              {t('admin.signOut')}
            </Button>
          </Form>
        </div>
        <AdminNav ref_={ref_} role={role} />
      </header>
      <main className="mx-auto max-w-5xl px-4 pt-4 pb-24">
        <SuspendedNotice />
        <DraftNotice ref_={ref_} role={role} />
        <div className="mb-4 flex items-center gap-2">
          {back ? (
            <Link
              to={back}
              className={buttonClass({ variant: 'quiet', size: 'icon', pill: true })}
              aria-label={t('admin.back')}
            >
              <span aria-hidden="true" className="rtl:rotate-180">
                ←
              </span>
            </Link>
          ) : null}
          <h1 className="font-bold text-2xl text-ink">{title}</h1>
        </div>
        {children}
      </main>
    </div>
  );
}

/**
 * The back office's sections a role may open (ADR 1120): one scrolling row on a phone. The order
 * board, Today and Import & export open with the same sign-in (ADR 1370); the board is a page of
 * its own (`/{ref}/staff`), loaded as a document.
 */
const SECTIONS: { path: string; key: string; needs: AdminCapability; outside?: true; everyBranch?: true }[] =
  [
    { path: '', key: 'admin.menu.title', needs: 'menu.read' },
    { path: '/staff', key: 'admin.nav.board', needs: 'orders.manage', outside: true },
    // A caller's order (ADR 1475).
    { path: '/phone-order', key: 'admin.nav.phoneOrder', needs: 'orders.take' },
    { path: '/today', key: 'admin.nav.today', needs: 'data.manage' },
    // The day's bookings (ADR 1488): the board's members.
    { path: '/reservations', key: 'admin.nav.reservations', needs: 'orders.manage' },
    // Own fleet's report (ADR 1414).
    { path: '/drivers', key: 'admin.nav.drivers', needs: 'fleet.report' },
    { path: '/data', key: 'admin.nav.data', needs: 'data.manage' },
    // Business-wide: not for a member bound to one branch (ADR 1389).
    { path: '/customers', key: 'admin.nav.customers', needs: 'data.manage', everyBranch: true },
    { path: '/settings', key: 'admin.nav.settings', needs: 'settings.edit' },
    // The business and its branches, owners only (ADR 1372).
    { path: '/business', key: 'admin.nav.business', needs: 'business.edit' },
    { path: '/tables', key: 'admin.nav.tables', needs: 'settings.edit' },
    { path: '/zones', key: 'admin.nav.zones', needs: 'settings.edit' },
    { path: '/payments', key: 'admin.nav.payments', needs: 'payments.manage' },
    // Business programmes (ADR 1140–1143).
    { path: '/wallet', key: 'admin.nav.wallet', needs: 'settings.edit' },
    { path: '/surveys', key: 'admin.nav.surveys', needs: 'settings.edit' },
    { path: '/policies', key: 'admin.nav.policies', needs: 'settings.edit' },
    { path: '/bookings', key: 'admin.nav.bookings', needs: 'settings.edit' },
    // Operations (ADR 1080).
    { path: '/hours', key: 'admin.nav.hours', needs: 'ordering.pause' },
    { path: '/team', key: 'admin.nav.team', needs: 'staff.manage' },
    { path: '/audit', key: 'admin.nav.audit', needs: 'audit.read' },
  ];

/** A text of either direction inside a sentence of the other (an English reason on an Arabic page). */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * While the platform suspends the business (ADR 1200), every back-office page says so, since when
 * and why — its storefront is closed to diners, and its team keeps reading and editing its data.
 */
function SuspendedNotice() {
  const { t, i18n } = useTranslation();
  const suspended = useMatches()
    .map(
      (m) => (m.loaderData as { me?: { suspended?: { at: string; reason: string } | null } } | undefined)?.me,
    )
    .find((me) => me?.suspended)?.suspended;
  if (!suspended) return null;
  const since = dateFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(suspended.at));
  return (
    <div
      role="status"
      data-testid="suspended-notice"
      className="mb-4 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-800"
    >
      <p className="font-semibold">{t('admin.suspended.title', { date: since })}</p>
      <p className="mt-1 text-sm">{t('admin.suspended.reason', { reason: isolated(suspended.reason) })}</p>
      <p className="mt-1 text-sm">{t('admin.suspended.hint')}</p>
    </div>
  );
}

/**
 * While the storefront is a draft (ADR 1373), every back-office page says so, links to the preview
 * and, for the owner, publishes it (a real form to `/{ref}/admin/publish`).
 */
function DraftNotice({ ref_, role }: { ref_: string; role: string }) {
  const { t } = useTranslation();
  const me = useMatches()
    .map((m) => (m.loaderData as { me?: { published_at?: string | null } } | undefined)?.me)
    .find((found) => found && 'published_at' in found);
  if (!me || me.published_at !== null) return null;
  const owner = isAdminRole(role) && roleCan(role as AdminRole, 'business.edit');
  return (
    <div
      role="status"
      data-testid="draft-notice"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-50 dark:ring-amber-800"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('admin.draft.title')}</p>
        <p className="mt-1 text-sm">{t('admin.draft.body')}</p>
        {owner ? null : <p className="mt-1 text-sm">{t('admin.draft.ownerOnly')}</p>}
      </div>
      <a href={`/${ref_}`} className={buttonClass({ variant: 'card', pill: true })}>
        {t('admin.draft.preview')}
      </a>
      {owner ? (
        <Form method="post" action={`/${ref_}/admin/publish`}>
          <Button type="submit" variant="primary" pill>
            {t('admin.draft.publish')}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

/** The business's time zone (`me.business.time_zone` in the page's data): back-office times are its own. */
export function useAdminTimeZone(): string | undefined {
  const matches = useMatches();
  for (const m of matches) {
    const zone = (m.loaderData as { me?: { business?: { time_zone?: string } } } | undefined)?.me?.business
      ?.time_zone;
    if (zone) return zone;
  }
  return undefined;
}

/** Whether the page's signed-in member is a platform operator (`me.operator` in its data, ADR 1161). */
function useOperator(): boolean {
  return useMatches().some(
    (m) => (m.loaderData as { me?: { operator?: boolean } } | undefined)?.me?.operator,
  );
}

/** Whether the page's signed-in member works at one branch only (`me.member.branch_id`). */
function useBranchBound(): boolean {
  return useMatches().some((m) => {
    const me = (m.loaderData as { me?: { member?: { branch_id?: number | null } } } | undefined)?.me;
    return typeof me?.member?.branch_id === 'number';
  });
}

function AdminNav({ ref_, role }: { ref_: string; role: string }) {
  const { t } = useTranslation();
  const can = (c: AdminCapability) => isAdminRole(role) && roleCan(role as AdminRole, c);
  const operator = useOperator();
  const bound = useBranchBound();
  const shown = [
    ...SECTIONS.filter((s) => can(s.needs) && !(bound && s.everyBranch)),
    ...(operator ? [{ path: '/operator', key: 'admin.nav.operator' }] : []),
  ];
  if (shown.length < 2) return null;
  return (
    <nav aria-label={t('admin.nav.label')} className="mx-auto max-w-5xl overflow-x-auto px-4">
      <ul className="flex gap-1 pb-2">
        {shown.map((s) => (
          <li key={s.path}>
            <NavLink
              to={'outside' in s ? `/${ref_}${s.path}` : `/${ref_}/admin${s.path}`}
              reloadDocument={'outside' in s}
              end={s.path === ''}
              className={({ isActive }) =>
                clsx(
                  'inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-4 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
                  isActive ? 'bg-brand font-semibold text-on-brand' : 'text-ink hover:bg-sunken',
                )
              }
            >
              {t(s.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A text per business locale: one field per language, labelled with the language's own name. */
export function LocalizedFields({
  id,
  name,
  label,
  locales,
  values,
  errors,
  multiline,
  required,
  maxLength,
  rows,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  /** Said once for the group (the fieldset's description), not under every language. */
  hint?: string;
  locales: readonly string[];
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  multiline?: boolean;
  required?: boolean;
  /** A long text's limit (policies); 500 for a description, 200 for a name otherwise. */
  maxLength?: number;
  rows?: number;
}) {
  const { i18n } = useLanguageNames();
  return (
    <fieldset className="space-y-3" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="sr-only">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      {locales.map((locale, index) => {
        const fieldLabel = `${label} (${i18n(locale)})`;
        const common = {
          id: `${id}-${locale}`,
          name: `${name}.${locale}`,
          label: fieldLabel,
          error: errors[`${name}.${locale}`] ?? (index === 0 ? errors[name] : undefined),
          defaultValue: values?.[locale] ?? '',
          lang: locale,
          dir: 'auto' as const,
        };
        return multiline ? (
          <TextArea key={locale} {...common} maxLength={maxLength ?? 500} rows={rows ?? 3} />
        ) : (
          <TextField
            key={locale}
            {...common}
            maxLength={maxLength ?? 200}
            required={required && index === 0}
          />
        );
      })}
    </fieldset>
  );
}

/** Each language named in its own words ("English", "العربية"). */
export function useLanguageNames() {
  // From the table, not Intl.DisplayNames at run time: the server's ICU and the browser's name
  // some languages differently, and a name drawn differently by each made React draw the whole
  // page again at hydration, over what the manager had typed before it (ADR 620).
  return { i18n: nativeName };
}
