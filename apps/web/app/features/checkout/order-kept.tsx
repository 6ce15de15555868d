import { CloudOff } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { buttonClass } from '../../ui/button.tsx';

/**
 * "Place order" found no connection and the order was kept on this phone (ADR 906): said plainly,
 * with what happens next; the page moves on to the order by itself once it is sent.
 */
export function OrderKept({ name, menu }: { name: string; menu: string }) {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-brand/10 text-brand-ink">
        <CloudOff className="size-8" aria-hidden />
      </span>
      <h1 className="mt-5 font-semibold text-2xl text-ink" data-testid="order-kept">
        {t('offline.order.keptTitle')}
      </h1>
      <p className="mt-3 text-muted leading-relaxed">{t('offline.order.keptBody', { name })}</p>
      <p className="mt-2 text-muted text-sm">{t('offline.order.keptNext')}</p>
      <Link to={menu} className={buttonClass({ pill: true }, 'mt-6')}>
        {t('offline.order.backToMenu')}
      </Link>
    </main>
  );
}
