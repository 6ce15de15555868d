import { formatLocale } from '@sufra/domain';
import { Clock } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { HappyHourBadge as HappyHour } from '../../shell/menu-types.ts';
import { useMoney } from '../../shell/use-money.ts';
import { Badge } from '../../ui/badge.tsx';
import { formatTimeOfDay } from '../../ui/format.ts';

/**
 * "Happy hour −50% until 7:00 PM" on an item card and the item page (ADR 1483). Whether the
 * item has one, and when it ends, the server decided for the page's moment in the business's time
 * zone; the phone's clock plays no part.
 */
export function HappyHourTag({ happyHour, size = 'sm' }: { happyHour: HappyHour; size?: 'sm' | 'md' }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const off =
    happyHour.type === 'percent'
      ? new Intl.NumberFormat(formatLocale(i18n.language), {
          style: 'percent',
          maximumFractionDigits: 2,
        }).format(happyHour.value / 100)
      : money(happyHour.value);
  return (
    <Badge tone="offer" size={size} icon={Clock} testId="happy-hour-badge">
      {t('menu.happyHour', {
        off,
        // The time is never split across two lines ("10:54 / PM").
        until: formatTimeOfDay(happyHour.until, i18n.language).replace(/\s/g, '\u00a0'),
      })}
    </Badge>
  );
}
