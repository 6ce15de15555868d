import { useTranslation } from '../../i18n/lite.tsx';
import { useMoney } from '../../ui/format.ts';
import { type PreOrderGroup, qtyField } from './reservation-request.ts';

/**
 * The pre-order of a "with order" booking (ADR 800, 803): items sold for reservations with a
 * quantity each, and how to pay. Prices shown are the menu's; the server prices the order.
 */
export function PreOrderPicker({
  groups,
  methods,
  values,
}: {
  groups: PreOrderGroup[];
  methods: number[];
  values: Record<string, string>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <fieldset className="rounded-3xl bg-card p-4 ring-1 ring-line" data-testid="pre-order">
        <legend className="float-start mb-2 w-full px-1 font-semibold text-ink">
          {t('reservation.preOrder')}
        </legend>
        <p className="clear-both mb-3 text-muted text-sm">{t('reservation.preOrderHint')}</p>
        <div className="clear-both space-y-2">
          {groups.map((g, gi) => (
            <details key={g.category} open={gi === 0} className="group rounded-2xl bg-sunken/60 px-3">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between font-semibold text-ink">
                {g.category}
                <span className="text-muted text-xs">{g.items.length}</span>
              </summary>
              <ul className="divide-y divide-line pb-1">
                {g.items.map((item) => {
                  const name = qtyField(item.id, item.labelId);
                  const id = `q-${item.id}-${item.labelId}`;
                  return (
                    <li key={name} className="flex items-center gap-3 py-2">
                      <label htmlFor={id} className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-ink">
                          {item.name}
                          {item.label ? ` · ${item.label}` : ''}
                        </span>
                        <span className="block text-muted text-sm tabular-nums">{money(item.price)}</span>
                      </label>
                      <input
                        id={id}
                        name={name}
                        type="number"
                        min={0}
                        max={99}
                        inputMode="numeric"
                        defaultValue={values[name] ?? '0'}
                        className="min-h-11 w-18 rounded-2xl bg-card px-2 text-center text-ink tabular-nums ring-1 ring-line"
                      />
                    </li>
                  );
                })}
              </ul>
            </details>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-3xl bg-card p-4 ring-1 ring-line">
        <legend className="float-start mb-2 w-full px-1 font-semibold text-ink">
          {t('reservation.payment')}
        </legend>
        <div className="clear-both grid gap-2">
          {methods.map((m, i) => (
            <label
              key={m}
              className="has-checked:ring-2 has-checked:ring-brand flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-sunken px-3"
            >
              <input
                type="radio"
                name="payment_type"
                value={m}
                defaultChecked={values.payment_type ? values.payment_type === String(m) : i === 0}
                className="accent-brand size-4"
              />
              <span className="text-ink">{t(`payment.method.${m}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
