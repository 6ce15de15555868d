import { type AdminCapability, isAdminRole, roleCan } from '@sufra/domain';
import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';

/** The back office's sections, for the shell's links. */
export type AdminSection = 'menu' | 'hours' | 'team' | 'audit' | 'today';

// The back office's building blocks ([product: Back office]): large touch targets for a phone
// behind a counter, labels on every field, each field's error beside it and tied to it.

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 aria-[invalid=true]:border-rose-600';

export const buttonClass = {
  primary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand px-5 font-semibold text-on-brand shadow-sm hover:opacity-90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 disabled:opacity-60',
  secondary:
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line bg-card px-4 font-medium text-ink hover:bg-sunken focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
  quiet:
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-ink hover:bg-sunken focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:opacity-40',
};

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ id, label, error, hint, className, ...input }: FieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-muted text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

export function TextArea({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className={clsx(inputClass, 'py-2')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** A field's error: a catalog key from the action (admin-problems), or a text already in words. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-rose-700 text-sm dark:text-rose-300">
      {text.startsWith('admin.') ? t(text) : text}
    </p>
  );
}

export function Banner({ tone, children }: { tone: 'error' | 'ok'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-2xl px-4 py-3 text-sm',
        tone === 'error'
          ? 'bg-rose-50 text-rose-900 ring-1 ring-rose-200 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-900'
          : 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-900',
      )}
    >
      {children}
    </div>
  );
}

/** The page frame: the business, who is signed in, sign out; the page's title and content. */
export function AdminShell({
  ref_,
  businessName,
  memberName,
  role,
  title,
  back,
  section,
  children,
}: {
  ref_: string;
  businessName: string;
  memberName: string;
  role: string;
  title: string;
  back?: string | undefined;
  /** The page, for the section links (ADR 1080); each shown only to a role that may use it. */
  section?: AdminSection;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const can = (capability: AdminCapability) => isAdminRole(role) && roleCan(role, capability);
  const tabs: { key: AdminSection; to: string; label: string; show: boolean }[] = [
    { key: 'menu', to: `/${ref_}/admin`, label: t('admin.nav.menu'), show: true },
    { key: 'hours', to: `/${ref_}/admin/hours`, label: t('admin.nav.hours'), show: can('ordering.pause') },
    { key: 'team', to: `/${ref_}/admin/team`, label: t('admin.nav.team'), show: can('staff.manage') },
    { key: 'audit', to: `/${ref_}/admin/audit`, label: t('admin.nav.audit'), show: can('audit.read') },
    { key: 'today', to: `/${ref_}/admin/today`, label: t('admin.nav.today'), show: can('data.manage') },
  ];
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
          <a href={`/${ref_}`} className={buttonClass.quiet}>
            {t('admin.viewStore')}
          </a>
          <Form method="post" action={`/${ref_}/admin/login`}>
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className={buttonClass.secondary}>
              {t('admin.signOut')}
            </button>
          </Form>
        </div>
      </header>
      {section ? (
        <nav aria-label={t('admin.nav.label')} className="border-line border-b bg-card">
          <ul className="mx-auto flex max-w-5xl gap-2 overflow-x-auto px-4 py-2">
            {tabs
              .filter((tab) => tab.show)
              .map((tab) => (
                <li key={tab.key} className="shrink-0">
                  <Link
                    to={tab.to}
                    aria-current={tab.key === section ? 'page' : undefined}
                    className={clsx(
                      'inline-flex min-h-11 items-center rounded-full px-4 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand',
                      tab.key === section ? 'bg-brand text-on-brand' : 'bg-sunken text-ink hover:bg-line',
                    )}
                  >
                    {tab.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
      <main className="mx-auto max-w-5xl px-4 pt-4 pb-24">
        <div className="mb-4 flex items-center gap-2">
          {back ? (
            <Link to={back} className={buttonClass.quiet} aria-label={t('admin.back')}>
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
}: {
  id: string;
  name: string;
  label: string;
  locales: readonly string[];
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
  multiline?: boolean;
  required?: boolean;
}) {
  const { i18n } = useLanguageNames();
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{label}</legend>
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
          <TextArea key={locale} {...common} maxLength={500} />
        ) : (
          <TextField key={locale} {...common} maxLength={200} required={required && index === 0} />
        );
      })}
    </fieldset>
  );
}

/** Each language named in its own words ("English", "العربية"). */
function useLanguageNames() {
  const names = (code: string) => {
    try {
      return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return { i18n: names };
}
