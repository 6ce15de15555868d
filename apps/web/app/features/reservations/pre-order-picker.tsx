import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useMoney } from '../../shell/use-money.ts';
import type { ItemView } from '../item/item-view.server.ts';
import { describeLine } from './pre-order-lines.ts';
import {
  type ChoiceLine,
  encodeLine,
  LINE_FIELD,
  type PreOrderGroup,
  qtyField,
} from './reservation-request.ts';

const PreOrderSheet = lazy(() => import('./pre-order-sheet.tsx'));

/**
 * The pre-order of a "with order" booking (ADR 800, 803, 804): items sold for reservations, a
 * quantity each, or for items with choices a "Choose" that opens the menu's item sheet; and how
 * to pay. Prices shown are the menu's; the server prices the order.
 */
export function PreOrderPicker({
  groups,
  sheets,
  methods,
  values,
  chosen,
}: {
  groups: PreOrderGroup[];
  sheets: ItemView[];
  methods: number[];
  values: Record<string, string>;
  /** Lines chosen in sheets before a refused submit, shown again. */
  chosen: ChoiceLine[];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { pathname, search } = useLocation();
  const [lines, setLines] = useState<ChoiceLine[]>(chosen);
  const [open, setOpen] = useState<ItemView | null>(null);
  // The sheet is a script's: before hydration "Choose" is disabled (the quantities still post).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const opener = useRef<HTMLElement | null>(null);
  const viewOf = (id: number) => sheets.find((v) => v.item.id === id);
  // The quantities are the form's fields (they post before scripts run); kept here too for the total.
  const [qty, setQty] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      groups
        .flatMap((g) => g.items)
        .map((item) => {
          const name = qtyField(item.id, item.labelId);
          return [name, Number(values[name] ?? 0) || 0];
        }),
    ),
  );
  // The total is the sum of the figures shown on each line, nothing else (ADR 1381).
  const total =
    groups
      .flatMap((g) => g.items)
      .filter((item) => !item.choices)
      .reduce((sum, item) => sum + item.price * (qty[qtyField(item.id, item.labelId)] ?? 0), 0) +
    lines.reduce((sum, line) => {
      const view = viewOf(line.item_id);
      return view ? sum + describeLine(view, line).total : sum;
    }, 0);
  return (
    <>
      {/* min-w-0: a fieldset is as wide as its widest line by default, and long names must truncate. */}
      <fieldset className="min-w-0 rounded-3xl bg-card p-4 ring-1 ring-line" data-testid="pre-order">
        <legend className="float-start mb-2 w-full px-1 font-semibold text-ink">
          {t('reservation.preOrder')}
        </legend>
        <p className="clear-both mb-3 text-muted text-sm">{t('reservation.preOrderHint')}</p>
        {lines.length ? (
          <ul
            className="clear-both mb-3 space-y-2"
            data-testid="pre-order-lines"
            aria-label={t('reservation.preOrderChosen')}
          >
            {lines.map((line, i) => {
              const view = viewOf(line.item_id);
              if (!view) return null;
              const d = describeLine(view, line);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same choices twice are two lines.
                  key={i}
                  className="flex items-center gap-3 rounded-2xl bg-sunken px-3 py-2"
                >
                  <input type="hidden" name={LINE_FIELD} value={encodeLine(line)} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">
                      <bdi>{line.count}</bdi> × {d.name}
                    </span>
                    {d.details ? <span className="block text-muted text-sm">{d.details}</span> : null}
                    {line.note ? <span className="block text-muted text-sm italic">{line.note}</span> : null}
                  </span>
                  <span className="text-ink text-sm tabular-nums">{money(d.total)}</span>
                  <button
                    type="button"
                    onClick={() => setLines((cur) => cur.filter((_, j) => j !== i))}
                    className="grid size-10 place-items-center rounded-full text-muted hover:text-ink"
                    aria-label={t('cart.removeNamed', { name: d.name })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className="clear-both space-y-2">
          {groups.map((g, gi) => (
            <details key={g.category} open={gi === 0} className="group rounded-2xl bg-sunken/60 px-3">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between font-semibold text-ink">
                {g.category}
                <span className="text-muted text-xs">{g.items.length}</span>
              </summary>
              <ul className="divide-y divide-line pb-1">
                {g.items.map((item) => {
                  if (item.choices) {
                    return (
                      <li key={`c-${item.id}`} className="flex items-center gap-3 py-2">
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium text-ink">{item.name}</span>
                          <span className="block text-muted text-sm tabular-nums">
                            <span className="me-1 text-xs">{t('price.from')}</span>
                            {money(item.price)}
                          </span>
                        </span>
                        <button
                          type="button"
                          disabled={!ready}
                          onClick={(e) => {
                            opener.current = e.currentTarget;
                            setOpen(viewOf(item.id) ?? null);
                          }}
                          aria-label={t('reservation.chooseItem', { name: item.name })}
                          className="min-h-11 rounded-2xl bg-card px-4 font-semibold text-brand text-sm ring-1 ring-line disabled:opacity-50"
                        >
                          {t('reservation.choose')}
                        </button>
                      </li>
                    );
                  }
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
                        onChange={(e) => {
                          const n = Number(e.currentTarget.value);
                          setQty((cur) => ({
                            ...cur,
                            [name]: Number.isInteger(n) && n > 0 ? Math.min(n, 99) : 0,
                          }));
                        }}
                        className="min-h-11 w-18 rounded-2xl bg-card px-2 text-center text-ink tabular-nums ring-1 ring-line"
                      />
                    </li>
                  );
                })}
              </ul>
            </details>
          ))}
        </div>
        <p
          className="clear-both mt-3 flex items-center justify-between border-line border-t pt-3 font-semibold text-ink"
          data-testid="pre-order-total"
          aria-live="polite"
        >
          <span>{t('reservation.preOrderTotal')}</span>
          <span className="tabular-nums">{money(total)}</span>
        </p>
      </fieldset>
      {open ? (
        <Suspense fallback={null}>
          <PreOrderSheet
            view={open}
            formAction={`${pathname}${search}`}
            onAdd={(l) => setLines((cur) => [...cur, { item_id: open.item.id, ...l }])}
            onClose={() => setOpen(null)}
            restoreFocus={() => {
              const target = opener.current;
              if (target?.isConnected) requestAnimationFrame(() => target.focus({ preventScroll: true }));
            }}
          />
        </Suspense>
      ) : null}
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
