import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '../i18n/lite.tsx';

type Props = {
  value: number;
  min: number;
  max: number | null;
  onChange: (n: number) => void;
  unit?: string | null;
  /**
   * Inside the item page's form: the buttons also submit `name=value±1`, so a tap before the
   * scripts run reaches the route action (ADR 900); once hydrated, the click is handled here.
   */
  formName?: string;
  /** In a list of several dishes (the cart): the buttons say which dish they change (ADR 1363). */
  itemName?: string;
};

/** − n + within the price label's limits ([product: Menu and items]: its minimum applies when above 1). */
export function QuantityStepper({ value, min, max, onChange, unit, formName, itemName }: Props) {
  const { t, i18n } = useTranslation();
  const named = (label: string) => (itemName ? `${label}: ${itemName}` : label);
  return (
    <div className="flex items-center rounded-full border border-line bg-card">
      <button
        {...submitter(formName, value - 1)}
        className="grid size-10 place-items-center rounded-full text-ink disabled:opacity-30"
        onClick={(e) => {
          e.preventDefault();
          onChange(value - 1);
        }}
        disabled={value <= min}
        aria-label={named(t('item.decrease'))}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output
        className="min-w-8 text-center font-semibold tabular-nums"
        aria-live="polite"
        aria-label={t('item.quantity')}
      >
        {i18n.number(value)}
        {unit ? <span className="ms-0.5 font-normal text-muted text-xs">{unit}</span> : null}
      </output>
      <button
        {...submitter(formName, value + 1)}
        className="grid size-10 place-items-center rounded-full text-ink disabled:opacity-30"
        onClick={(e) => {
          e.preventDefault();
          onChange(value + 1);
        }}
        disabled={max !== null && value >= max}
        aria-label={named(t('item.increase'))}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}

const submitter = (name: string | undefined, value: number) =>
  name ? ({ type: 'submit', name, value, formNoValidate: true } as const) : ({ type: 'button' } as const);
