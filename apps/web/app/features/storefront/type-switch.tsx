import type { SellingTypePath } from '@sufra/contract';
import { takesTable } from '@sufra/domain';
import clsx from 'clsx';
import { Bike, Car, ConciergeBell, UtensilsCrossed } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useBusiness } from '../../shell/use-business.ts';

const ICONS = {
  delivery: Bike,
  pickup: Car,
  dinein: UtensilsCrossed,
  product_service: ConciergeBell,
} as const;

/**
 * The name of a selling type; dine-in takes the business's own button label when it wrote one in
 * the page's language (the loader keeps only that one, ADR 1460), else the translation.
 */
export function useTypeLabel() {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  return (type: SellingTypePath) =>
    takesTable(type) && restaurant.dinein_btn_label ? restaurant.dinein_btn_label : t(`type.${type}`);
}

/** Segmented control between the storefront's selling types (only when it offers several). */
export function TypeSwitch({ current }: { current: SellingTypePath | null }) {
  const { ref = '' } = useParams();
  const { types } = useBusiness();
  const label = useTypeLabel();
  const { t } = useTranslation();
  if (types.length < 2) return null;
  return (
    <nav aria-label={t('type.choose')} className="mt-4 flex gap-1 rounded-2xl bg-sunken p-1">
      {types.map((type) => {
        const Icon = ICONS[type];
        const on = type === current;
        return (
          <Link
            key={type}
            to={`/${ref}/${type}`}
            aria-current={on ? 'page' : undefined}
            className={clsx(
              // Icon above the label: a third of a phone is room enough for "テイクアウト",
              // "تحویل حضوری" or "Vor Ort essen" on one line (side by side they broke mid-word).
              // At 320 px "テイクアウト" still broke ("テイクアウ/ト"): whole words only, a step smaller (ADR 1455).
              'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 break-keep rounded-xl px-1 py-1.5 text-center font-semibold text-sm leading-tight transition max-[359px]:text-xs',
              on
                ? 'bg-card text-brand-ink shadow-sm dark:bg-white/14 dark:text-ink'
                : 'text-muted hover:text-ink',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label(type)}
          </Link>
        );
      })}
    </nav>
  );
}
