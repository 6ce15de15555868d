import { Clock } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { OpeningState } from '../../shell/opening.ts';
import { OpenStatus } from '../storefront/open-status.tsx';

/**
 * The shop is closed but takes orders for later (ADR 900): say when it opens and that the
 * order will be scheduled, instead of a refusal with a disabled button.
 */
export function ClosedNotice({ opening }: { opening: OpeningState }) {
  const { t } = useTranslation();
  return (
    <section
      className="flex items-start gap-3 rounded-3xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-50 dark:ring-amber-800"
      data-testid="closed-notice"
    >
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="space-y-1">
        <OpenStatus opening={opening} />
        <p className="text-sm">{t('cart.closedSchedule')}</p>
      </div>
    </section>
  );
}
