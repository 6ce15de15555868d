import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';

/**
 * Shown by the server right after an Add posted before the scripts ran, so the diner sees it
 * worked at once (the line joins the stored cart when the scripts arrive, ADR 900).
 */
export function EarlyAddedBanner({ count, cart }: { count: number; cart: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md items-center gap-2 rounded-2xl bg-ink px-4 py-3 text-sm text-surface shadow-lg"
      data-testid="early-added"
    >
      <CheckCircle2 className="size-5 shrink-0" aria-hidden />
      <span className="flex-1">{t('cart.addedEarly', { count })}</span>
      <a href={cart} className="font-semibold underline">
        {t('cart.view')}
      </a>
    </p>
  );
}
