import { Link } from 'react-router';
import { useTranslation } from '../i18n/lite.tsx';

type Props = { status: number; brand?: string | undefined; message?: string };

/**
 * SPEC §2 error screens: 404 and 433 have their own pages, 500 a server-error page; unknown
 * statuses take the 500 look; the title carries a brand prefix.
 */
export function ErrorScreen({ status, brand, message }: Props) {
  const { t } = useTranslation();
  const kind = status === 404 ? 'notFound' : status === 433 ? '433' : 'server';
  const title = message && kind === 'server' && status < 500 ? message : t(`error.${kind}.title`);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`${brand ?? t('brand')} | ${title}`}</title>
      <p className="font-semibold text-6xl text-brand-ink tabular-nums">{status}</p>
      <h1 className="font-semibold text-2xl">{title}</h1>
      {message && kind !== 'server' ? (
        <p className="text-neutral-600 dark:text-neutral-300">{message}</p>
      ) : null}
      {!message ? <p className="text-neutral-600 dark:text-neutral-300">{t(`error.${kind}.body`)}</p> : null}
      <Link
        to="/"
        reloadDocument
        className="mt-2 rounded-full bg-brand px-5 py-2.5 font-medium text-[var(--on-brand,#fff)] shadow-sm"
      >
        {t('common.backHome')}
      </Link>
    </main>
  );
}
