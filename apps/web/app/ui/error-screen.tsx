import { Link } from 'react-router';
import { useTranslation } from '../i18n/lite.tsx';
import { buttonClass } from './button.tsx';

type Props = {
  status: number;
  brand?: string | undefined;
  message?: string;
  /** Where "back" goes: the storefront when a business is known, else the site root. */
  home?: string;
  logo?: string | null;
  /** A draft not published yet (ADR 1373): "coming soon", not "not available". */
  comingSoon?: boolean;
};

/** Messages the loaders throw by code, shown in the page language ([product: Storefront and looks]). */
const KNOWN: Record<string, string> = { MENU_FETCH_FAILED: 'error.menuFetch' };

/**
 * The screen's words when no catalog reached the page: a POST to a page without an action runs no
 * loader, so the 405 screen has none (ADR 1383). English, the same on server and client.
 */
const UNLOADED: Record<string, string> = {
  brand: 'Sufra',
  'error.notAllowed': 'That cannot be done on this page.',
  'common.retry': 'Try again',
  'common.backHome': 'Back to the menu',
};

/**
 * [product: Calls and failures] error screens: 404 and 433 have their own pages, 500 a server-error page; unknown
 * statuses take the 500 look; the title carries a brand prefix; any other error shows its message.
 */
export function ErrorScreen({ status, brand, message, home = '/', logo, comingSoon }: Props) {
  const { t: translate } = useTranslation();
  const t = (key: string) => translate(key, { defaultValue: UNLOADED[key] });
  const kind = status === 404 ? 'notFound' : status === 433 ? (comingSoon ? 'comingSoon' : '433') : 'server';
  // A POST to a page without an action: React Router's 405 text names its internal route
  // ("routes/menu"), never the diner's words (ADR 1383).
  const text =
    status === 405
      ? t('error.notAllowed')
      : message && KNOWN[message]
        ? t(KNOWN[message] as string)
        : message;
  const plain = text && kind === 'server' && status < 500;
  const title = plain ? text : t(`error.${kind}.title`);
  const body = plain ? null : kind === 'server' && text ? text : t(`error.${kind}.body`);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`${brand ?? t('brand')} | ${title}`}</title>
      {logo ? (
        <img src={logo} alt="" width={64} height={64} className="size-16 rounded-2xl shadow-md" />
      ) : null}
      {comingSoon ? null : (
        <p className="font-bold text-6xl text-brand-ink tabular-nums tracking-tight">{status}</p>
      )}
      <h1 className="font-semibold text-2xl text-ink">{title}</h1>
      {body ? <p className="text-muted">{body}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {kind === 'comingSoon' ? null : kind === 'server' ? (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-full bg-sunken px-5 py-2.5 font-medium text-ink"
          >
            {t('common.retry')}
          </button>
        ) : null}
        {kind === 'comingSoon' ? null : (
          <Link to={home} reloadDocument className={buttonClass({ pill: true }, 'shadow-sm')}>
            {t('common.backHome')}
          </Link>
        )}
      </div>
    </main>
  );
}
