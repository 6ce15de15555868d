import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';

type Props = {
  value: number;
  min: number;
  max: number | null;
  onChange: (n: number) => void;
  unit?: string | null;
};

/** − n + within the price label's limits ([product: Menu and items]: its minimum applies when above 1). */
export function QuantityStepper({ value, min, max, onChange, unit }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center rounded-full border border-line bg-card">
      <button
        type="button"
        className="grid size-10 place-items-center rounded-full text-ink disabled:opacity-30"
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={t('item.decrease')}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output
        className="min-w-8 text-center font-semibold tabular-nums"
        aria-live="polite"
        aria-label={t('item.quantity')}
      >
        {value}
        {unit ? <span className="ms-0.5 font-normal text-muted text-xs">{unit}</span> : null}
      </output>
      <button
        type="button"
        className="grid size-10 place-items-center rounded-full text-ink disabled:opacity-30"
        onClick={() => onChange(value + 1)}
        disabled={max !== null && value >= max}
        aria-label={t('item.increase')}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
