import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';

/**
 * Stars as a radio group (keyboard: arrows; works without scripts): each star is a real radio,
 * visually a star, named "3 of 5 stars".
 */
export function StarInput({
  name,
  max,
  required,
  defaultValue,
  labelledBy,
  describedBy,
  size = 'size-9',
}: {
  name: string;
  max: number;
  required?: boolean;
  defaultValue?: number;
  labelledBy: string;
  describedBy?: string;
  size?: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue ?? 0);
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="flex flex-wrap gap-1"
      onMouseLeave={() => setHover(0)}
    >
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <label key={n} className="cursor-pointer" onMouseEnter={() => setHover(n)}>
          <input
            type="radio"
            name={name}
            value={n}
            required={required}
            defaultChecked={defaultValue === n}
            onChange={() => setValue(n)}
            className="peer sr-only"
          />
          <span className="sr-only">{t('feedback.stars', { count: n, max })}</span>
          <Star
            aria-hidden
            className={clsx(
              size,
              'rounded-md transition peer-focus-visible:outline-2 peer-focus-visible:outline-brand peer-focus-visible:outline-offset-2',
              n <= shown ? 'fill-amber-400 text-amber-500' : 'text-muted',
            )}
          />
        </label>
      ))}
    </div>
  );
}
