import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from './button.tsx';

type Props = {
  brand?: string | undefined;
  home: string;
  /** The page's code did not arrive (ADR 1496): Try again loads it as a document, once the server answers. */
  reload?: boolean;
};

/**
 * What a page that could not load for want of a connection shows (ADR 902): a clear message and
 * ways on that stay in the app. A reload here would be the browser's own "No internet" page, so
 * "Try again" repeats the client navigation, and it happens by itself when the connection returns.
 */
export function OfflineScreen({ brand, home, reload = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const retry = () => {
    if (!reload) return navigate(here, { replace: true, preventScrollReset: true });
    // A reload with no answer would be the browser's error page: only once the server answers.
    void fetch(here, { method: 'HEAD', cache: 'no-store' }).then(
      () => window.location.assign(here),
      () => undefined,
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: retry is bound to this location.
  useEffect(() => {
    document.documentElement.dataset.offline = '1';
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      delete document.documentElement.dataset.offline;
    };
  }, [here, reload]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <title>{`${brand ?? t('brand')} | ${t('offline.title')}`}</title>
      <span className="grid size-16 place-items-center rounded-full bg-sunken text-brand-ink">
        <WifiOff className="size-8" aria-hidden />
      </span>
      <div role="alert" className="space-y-2">
        <h1 className="font-semibold text-2xl text-ink">{t('offline.title')}</h1>
        <p className="text-muted">{t('offline.body')}</p>
      </div>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button type="button" onClick={retry} pill className="shadow-sm">
          {t('common.retry')}
        </Button>
        <Link to={home} className="rounded-full bg-sunken px-5 py-2.5 font-medium text-ink">
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}
