// [product: Tips and handover] the checkout's handover question (cutlery, leave at the door): in
// the page, not lazy — it sits above the payment section, so a lazily loaded copy dropped on the
// first store update moved the page under the diner (CLS 0.045); real form fields, so a "Place
// order" tapped before the scripts run posts them too (ADR 790, 791).
import type { Cart } from '@sufra/domain';
import { DoorClosed, Utensils } from 'lucide-react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';

type HandoverProps = { cart: Cart; store: CartStore; delivery: boolean };

const row =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-3 ring-1 ring-line has-[:checked]:bg-brand/10 has-[:checked]:ring-brand';
const box = 'size-5 shrink-0 cursor-pointer accent-[var(--color-brand)]';

/** Cutlery yes/no, and for a delivery "leave it at the door". */
export function HandoverSection({ cart, store, delivery }: HandoverProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      id="handover-section"
      className="min-w-0 space-y-2 rounded-3xl bg-card p-4 ring-1 ring-line"
      data-testid="handover"
    >
      <legend className="sr-only">{t('handover.title')}</legend>
      <h2 className="font-semibold text-ink">{t('handover.title')}</h2>
      {/* Says the cutlery question was asked: unticked then means "no", not "not asked". */}
      <input type="hidden" name="handover" value="1" />
      <label className={row}>
        <input
          type="checkbox"
          name="cutlery"
          value="1"
          className={box}
          checked={cart.cutlery === true}
          onChange={(e) => store.update({ cutlery: e.target.checked })}
        />
        <Utensils className="size-5 text-muted" aria-hidden />
        <span className="flex-1 text-ink">
          {t('handover.cutlery')}
          <span className="block text-muted text-xs">{t('handover.cutleryHint')}</span>
        </span>
      </label>
      {delivery ? (
        <label className={row}>
          <input
            type="checkbox"
            name="no_contact"
            value="1"
            className={box}
            checked={cart.noContact === true}
            onChange={(e) => store.update({ noContact: e.target.checked })}
          />
          <DoorClosed className="size-5 text-muted" aria-hidden />
          <span className="flex-1 text-ink">
            {t('handover.noContact')}
            <span className="block text-muted text-xs">{t('handover.noContactHint')}</span>
          </span>
        </label>
      ) : null}
    </fieldset>
  );
}
