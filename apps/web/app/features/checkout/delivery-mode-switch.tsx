import clsx from 'clsx';
import { Globe2, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { countryName } from '../../shell/shipping-choice.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { useLinks, useStorefront } from '../../shell/use-storefront.ts';

/**
 * Local delivery or international shipping (ADR 501): two links on the first delivery step, shown
 * only when the branch ships abroad.
 */
export function DeliveryModeSwitch({ active }: { active: 'local' | 'abroad' }) {
  const { t } = useTranslation();
  const { restaurant, language } = useBusiness();
  const links = useLinks();
  if (!useStorefront()?.shipping) return null;
  const modes = [
    {
      id: 'local',
      to: `${links.menu}/address`,
      Icon: MapPin,
      label: t('shipping.mode.local', { country: countryName(restaurant.country_code, language) }),
    },
    { id: 'abroad', to: `${links.menu}/shipping`, Icon: Globe2, label: t('shipping.mode.abroad') },
  ] as const;
  return (
    // Side by side when both fit, else one under the other: Japanese at 320 px ("クウェート国内へのお届け",
    // whose phrases do not break, ADR 1502) spilled out of a half-width column (ADR 1504).
    <nav aria-label={t('shipping.mode.label')} className="flex flex-wrap gap-1 rounded-2xl bg-sunken p-1">
      {modes.map(({ id, to, Icon, label }) => (
        <Link
          key={id}
          to={to}
          replace
          aria-current={id === active ? 'page' : undefined}
          data-testid={`mode-${id}`}
          className={clsx(
            'flex min-h-11 flex-auto items-center justify-center gap-2 rounded-xl px-2 text-center font-semibold text-sm',
            id === active ? 'bg-card text-ink shadow-sm ring-1 ring-line' : 'text-muted',
          )}
        >
          <Icon className="size-4 shrink-0" aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  );
}
