import type { TableBody } from '@sufra/contract';
import { ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import type { Cart } from '@sufra/domain';
import { Gift, QrCode } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';

const input = 'mt-1 min-h-11 w-full rounded-xl bg-sunken px-3 text-ink';
type Base = { cart: Cart; store: CartStore; error?: string };

/**
 * Dine-in / product service: the table from the QR link, or picked here, with the business's
 * labels. A QR link's table is shown as the server resolved it (from its token, ADR 751). While
 * the business verifies tables (the default) the table comes only from the QR code on it: no
 * list to pick from. Verification off, a link naming no table of the branch says so and asks to
 * pick one; without the table list (`tables` null: the call failed) the table is typed instead.
 */
export function TableSection({
  cart,
  store,
  error,
  tables,
  tableLabel,
  floorLabel,
  verification,
  linked,
}: Base & {
  tables: TableBody[] | null;
  tableLabel: string;
  floorLabel: string;
  verification: boolean;
  /** The table calc-order resolved the cart's table to, if any. */
  linked: { name: string; floor: string | null } | null | undefined;
}) {
  const { t } = useTranslation();
  const known = !cart.table || !tables || tables.some((x) => x.name === cart.table);
  const floors = [...new Set((tables ?? []).map((x) => x.floor ?? ''))];
  // A floor in the diner's language (ADR 1503); the floor as written groups the tables.
  const floorName = (floor: string) => tables?.find((x) => x.floor === floor)?.floor_label ?? floor;
  const heading = (
    <>
      <legend className="sr-only">{tableLabel}</legend>
      <label htmlFor="table" className="block font-semibold text-ink">
        {tableLabel}
      </label>
    </>
  );
  const problem = error ? <p className="text-rose-700 text-sm dark:text-rose-300">{error}</p> : null;
  if (cart.table && linked)
    return (
      <fieldset className="min-w-0 space-y-1 rounded-3xl bg-card p-4 ring-1 ring-line">
        {heading}
        <p id="table" className="flex items-center gap-2 font-medium text-ink" data-testid="table-linked">
          <QrCode className="size-4 text-brand-ink" aria-hidden />
          <bdi>
            {tableLabel} {linked.name}
          </bdi>
          {linked.floor ? <span className="text-muted text-sm">· {linked.floor}</span> : null}
        </p>
        <p className="text-muted text-sm">{t('checkout.tableFromCode')}</p>
      </fieldset>
    );
  if (verification)
    return (
      <fieldset className="min-w-0 space-y-2 rounded-3xl bg-card p-4 ring-1 ring-line">
        {heading}
        {cart.table && !error ? null : (
          <p id="table" className="flex items-start gap-2 text-muted text-sm" data-testid="table-scan">
            <QrCode className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('checkout.tableScan', { label: tableLabel })}
          </p>
        )}
        {problem}
      </fieldset>
    );
  return (
    <fieldset className="min-w-0 space-y-2 rounded-3xl bg-card p-4 ring-1 ring-line">
      {heading}
      {!known ? (
        <p className="text-amber-800 text-sm dark:text-amber-200" data-testid="table-unknown">
          {t('checkout.tableUnknown', { table: cart.table, label: tableLabel })}
        </p>
      ) : null}
      {tables ? (
        <select
          id="table"
          value={known ? (cart.table ?? '') : ''}
          onChange={(e) => store.update({ table: e.target.value || null })}
          aria-invalid={error || !known ? true : undefined}
          className={input}
        >
          <option value="">{t('checkout.tablePick')}</option>
          {floors.map((floor) => (
            <optgroup key={floor} label={floor ? `${floorLabel}: ${floorName(floor)}` : floorLabel}>
              {tables
                .filter((x) => (x.floor ?? '') === floor)
                .map((x) => (
                  <option key={x.id} value={x.name}>
                    {tableLabel} {x.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      ) : (
        <>
          <p className="text-muted text-sm">{t('checkout.tableType')}</p>
          <input
            id="table"
            name="table"
            defaultValue={cart.table ?? ''}
            maxLength={ORDER_TEXT_LIMITS.table}
            onChange={(e) => store.update({ table: e.target.value.trim() || null })}
            aria-invalid={error ? true : undefined}
            className={input}
          />
        </>
      )}
      {problem}
    </fieldset>
  );
}

/** Car pickup: the car to bring the order to ([product] show-car-info). */
export function CarSection({ cart, store, error }: Base) {
  const { t } = useTranslation();
  const car = cart.car ?? { brand: '', color: '', plate: '' };
  const field = (k: keyof typeof car) => (
    <label key={k} className="block text-sm">
      <span className="text-ink">{t(`checkout.car.${k}`)}</span>
      <input
        name={`car-${k}`}
        required
        aria-invalid={error && !car[k].trim() ? true : undefined}
        defaultValue={car[k]}
        maxLength={ORDER_TEXT_LIMITS.car[k]}
        onChange={(e) => store.update({ car: { ...(store.get().car ?? car), [k]: e.target.value } })}
        className={input}
      />
    </label>
  );
  return (
    <fieldset className="min-w-0 space-y-2 rounded-3xl bg-card p-4 ring-1 ring-line">
      <legend className="sr-only">{t('checkout.car.title')}</legend>
      <h2 className="font-semibold text-ink">{t('checkout.car.title')}</h2>
      <div className="grid grid-cols-2 gap-2">
        {field('brand')}
        {field('color')}
      </div>
      {field('plate')}
      {error ? <p className="text-rose-700 text-sm dark:text-rose-300">{error}</p> : null}
    </fieldset>
  );
}

/** Send as a gift (when the branch allows it): who receives it, and a message. */
export function GiftSection({ cart, store, error }: Base) {
  const { t } = useTranslation();
  const gift = cart.giftData;
  const set = (k: string, v: string) =>
    store.update({ giftData: { ...(store.get().giftData ?? {}), [k]: v } });
  return (
    <fieldset className="min-w-0 space-y-2 rounded-3xl bg-card p-4 ring-1 ring-line">
      <legend className="sr-only">{t('checkout.gift.title')}</legend>
      <label className="flex min-h-11 items-center gap-3">
        <Gift className="size-5 text-brand-ink" aria-hidden />
        <span className="flex-1 font-semibold text-ink">{t('checkout.gift.title')}</span>
        <input
          type="checkbox"
          checked={!!gift}
          onChange={(e) => store.update({ giftData: e.target.checked ? {} : null })}
          className="size-5 accent-brand-ink"
        />
      </label>
      {gift
        ? (['recipient_name', 'recipient_phone', 'message'] as const).map((k) => (
            <label key={k} className="block text-sm">
              <span className="text-ink">{t(`checkout.gift.${k}`)}</span>
              <input
                defaultValue={gift[k] ?? ''}
                // Names and phone stay short; the contract bounds every value by gift_value.
                maxLength={k === 'message' ? ORDER_TEXT_LIMITS.gift_value : 60}
                onChange={(e) => set(k, e.target.value)}
                className={input}
              />
            </label>
          ))
        : null}
      {error ? <p className="text-rose-700 text-sm dark:text-rose-300">{error}</p> : null}
    </fieldset>
  );
}
