import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';

/** Shown when the session ended while the page was open (ADR 1370): sign in again. */
export function SignInFirst({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="max-w-md space-y-3 rounded-3xl bg-card p-5 ring-1 ring-line">
      <p className="text-ink">{t('admin.sessionEnded')}</p>
      <Link
        to={`/${reference}/admin/login`}
        className="inline-flex min-h-11 items-center rounded-2xl bg-brand px-5 font-semibold text-on-brand"
      >
        {t('admin.signInAgain')}
      </Link>
    </div>
  );
}
