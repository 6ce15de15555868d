import clsx from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';

type Section = 'today' | 'data';

/**
 * The frame of the back office's data pages: title and tabs (today, import & export, the board).
 * The admin area's shell takes its place when it lands; the pages inside stay as they are.
 */
export function AdminFrame({
  reference,
  section,
  children,
}: {
  reference: string;
  section: Section;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const tabs: { key: Section | 'board'; to: string; label: string }[] = [
    { key: 'today', to: `/${reference}/admin/today`, label: t('admin.nav.today') },
    { key: 'data', to: `/${reference}/admin/data`, label: t('admin.nav.data') },
    { key: 'board', to: `/${reference}/staff`, label: t('admin.nav.board') },
  ];
  return (
    <div className="mx-auto min-h-dvh max-w-5xl px-4 pb-16">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
        <span className="rounded-full bg-sunken px-3 py-1 text-muted text-sm">{reference}</span>
        <nav aria-label={t('admin.nav.label')} className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <Link
              key={tab.key}
              to={tab.to}
              aria-current={tab.key === section ? 'page' : undefined}
              className={clsx(
                'inline-flex min-h-10 items-center rounded-full px-4 text-sm',
                tab.key === section ? 'bg-brand text-on-brand' : 'bg-sunken text-ink',
              )}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      </header>
      <main>{children}</main>
    </div>
  );
}

/** Shown when the staff cookie is missing, revoked or of another business. */
export function SignInFirst({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="max-w-md space-y-3 rounded-3xl bg-card p-5 ring-1 ring-line">
      {/* The day's figures, exports and imports are a back-office member's, not the board's (ADR 1321). */}
      <p className="font-semibold text-ink">{t('admin.login.title')}</p>
      <Link
        to={`/${reference}/admin/login`}
        className="inline-flex min-h-11 items-center rounded-2xl bg-brand px-5 font-semibold text-on-brand"
      >
        {t('admin.login.signIn')}
      </Link>
    </div>
  );
}
