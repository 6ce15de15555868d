import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import { useBusiness } from '../../shell/use-business.ts';

/** `show_rating` [product: Feedback]: the business's average stars and how many ratings it comes from. */
export function RatingBadge({ className, onCover = false }: { className?: string; onCover?: boolean }) {
  const { t, i18n } = useTranslation();
  const { rating } = useBusiness();
  if (!rating) return null;
  const average = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(rating.average);
  return (
    <p
      className={clsx(
        'inline-flex items-center gap-1 text-sm',
        onCover ? 'text-ink' : 'text-muted',
        className,
      )}
      data-testid="rating-badge"
    >
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span className="font-semibold text-ink" aria-hidden>
        {average}
      </span>
      <span aria-hidden>{t('feedback.ratingCount', { count: rating.count })}</span>
      <span className="sr-only">{t('feedback.ratingSummary', { average, count: rating.count })}</span>
    </p>
  );
}
