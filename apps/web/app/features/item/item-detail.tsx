import { applyDiscount } from '@sufra/domain';
import clsx from 'clsx';
import { type ReactNode, useMemo, useState } from 'react';
import { useContentLang } from '../../features/i18n/content-lang.ts';
import { type TFunction, useTranslation } from '../../i18n/lite.tsx';
import { Img } from '../../shell/img.tsx';
import { useMoney } from '../../shell/use-money.ts';
import { useViewContent } from '../../shell/use-shop-events.ts';
import { useAddToCart } from '../../shell/use-storefront.ts';
import { InsideForm } from '../../ui/inside-form.ts';
import { smoothScroll } from '../../ui/motion.ts';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { HappyHourTag } from './happy-hour-badge.tsx';
import { ItemFacts, Stickers } from './item-facts.tsx';
import type { ItemView } from './item-view.server.ts';
import { OptionGroup } from './option-group.tsx';
import type { PostedSelection } from './selection.ts';
import {
  initialSelection,
  isValid,
  lineOf,
  problemsOf,
  type Selection,
  selectLabel,
  toggleModifier,
} from './selection.ts';

type Props = {
  view: ItemView;
  onAdded?: () => void;
  titleAs?: 'h1' | 'h2';
  /** Wraps the title (the sheet makes it the dialog's title). */
  wrapTitle?: (title: ReactNode) => ReactNode;
  after?: ReactNode;
  priority?: boolean;
  /** On its own page: picture and choices side by side on wide screens. */
  wide?: boolean;
  /** Where the form posts before hydration: the item page's action (ADR 900). */
  formAction: string;
  /** The selection a pre-hydration post showed again (a − / + tap, or an Add the item refused). */
  posted?: PostedSelection | null | undefined;
  /**
   * Where the chosen line goes instead of the cart: a booking's pre-order (ADR 804) takes the
   * same choices, checked by the same rules, into its own list.
   */
  onAdd?: (line: ChosenLine) => void;
  /** The Add button's words when it does not add to the cart. */
  addLabel?: string;
};

/** A line as the item's choices made it: the label, one of each chosen modifier, the count, the note. */
export type ChosenLine = { price_label_id: number; modifiers: number[]; count: number; note: string };

function ruleText(t: TFunction, min: number, max: number): string {
  if (min > 0 && max === min) return t('item.chooseExactly', { count: min });
  if (min > 0 && max > min) return t('item.chooseBetween', { min, max });
  if (min > 0) return t('item.chooseAtLeast', { count: min });
  if (max > 0) return t('item.chooseUpTo', { count: max });
  return t('item.chooseAny');
}

/** Why Add refused the quantity: the label's limits, or that no quantity meets them (bad data). */
function quantityMessage(
  t: TFunction,
  label: { minimum: number; maximum: number | null } | undefined,
): string {
  const min = label?.minimum ?? 1;
  const max = label?.maximum ?? null;
  if (max !== null && max < min) return t('item.quantityImpossible');
  return max !== null ? t('item.quantityBetween', { min, max }) : t('item.quantityAtLeast', { min });
}

/** The item's content, the same on its page and in the sheet opened from the menu ([product: Opening hours and scheduling]). */
export function ItemDetail({
  view,
  onAdded,
  titleAs: Title = 'h1',
  wrapTitle = (title: ReactNode) => title,
  after,
  priority = false,
  wide = false,
  formAction,
  posted = null,
  onAdd,
  addLabel,
}: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const content = useContentLang();
  const add = useAddToCart();
  const [sel, setSel] = useState<Selection>(() =>
    posted ? { ...posted, modifiers: new Set(posted.modifiers) } : initialSelection(view),
  );
  const [tried, setTried] = useState(posted?.tried ?? false);
  const problems = useMemo(() => problemsOf(view, sel), [view, sel]);
  const label = view.labels.find((l) => l.id === sel.labelId) ?? view.labels[0];
  const modifiersPrice = view.item.groups
    .flatMap((g) => g.modifiers)
    .reduce((sum, m) => sum + (sel.modifiers.has(m.id) ? m.price : 0), 0);
  const unit = label
    ? applyDiscount((label.original ?? label.price) + modifiersPrice, view.discount, view.step)
    : 0;
  const canOrder = view.cartEnabled && view.item.available && !!label;
  useViewContent(view.item.id, view.labels[0]?.price ?? 0);

  const submit = () => {
    setTried(true);
    if (!isValid(problems)) {
      // A quantity problem is told beside the stepper (in view); the others are scrolled to.
      const first = [...problems.groups.keys()][0];
      const target = first !== undefined ? `group-${first}` : problems.note ? 'item-note' : null;
      const el = target ? document.getElementById(target) : null;
      el?.scrollIntoView({ behavior: smoothScroll(), block: 'center' });
      // Focus follows: a keyboard or screen-reader user lands on the choice still to make, not on
      // an Add button that did nothing (ADR 901).
      const control = el?.matches('input, textarea') ? el : el?.querySelector('input, textarea');
      if (control instanceof HTMLElement) control.focus({ preventScroll: true });
      return;
    }
    const line = lineOf(view, sel);
    if (onAdd) {
      onAdd({ price_label_id: sel.labelId, modifiers: [...sel.modifiers], count: sel.count, note: sel.note });
      onAdded?.();
      return;
    }
    add(
      view.domainItem,
      { price_label_id: sel.labelId, modifiers: line.modifiers, count: sel.count, note: sel.note },
      view.item.name,
    );
    onAdded?.();
  };

  return (
    // A real form: before the scripts run, Add and − / + post to the item page's action; once
    // hydrated, they are handled here without a request (ADR 900).
    <form
      method="post"
      action={formAction}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      className={clsx('pb-28', wide && 'lg:grid lg:grid-cols-2 lg:items-start lg:gap-10')}
    >
      {view.labels.length === 1 ? <input type="hidden" name="price_label_id" value={sel.labelId} /> : null}
      <input type="hidden" name="count" value={sel.count} />
      <div
        className={clsx(
          'relative aspect-[4/3] w-full overflow-hidden bg-sunken sm:rounded-3xl',
          wide && 'lg:sticky lg:top-6',
        )}
      >
        <Img
          src={view.item.image}
          alt={view.item.name}
          width={720}
          height={540}
          className="size-full"
          priority={priority}
        />
        <Stickers stickers={view.item.stickers} className="absolute start-3 bottom-3" />
      </div>
      <div className="min-w-0">
        <div className="px-5 pt-5 pb-4">
          {wrapTitle(
            <Title {...content} className="font-bold text-2xl text-ink leading-tight tracking-tight">
              {view.item.name}
            </Title>,
          )}
          {view.item.description ? (
            <p {...content} className="mt-2 text-[0.95rem] text-muted leading-relaxed">
              {view.item.description}
            </p>
          ) : null}
          {!view.hidePrice && label && view.labels.length === 1 ? (
            <p className="mt-3 font-semibold text-lg text-ink tabular-nums">
              {money(label.price)}
              {label.original !== null ? (
                <del className="ms-2 font-normal text-muted text-sm">{money(label.original)}</del>
              ) : null}
            </p>
          ) : null}
          {view.happyHour ? (
            <div className="mt-2">
              <HappyHourTag happyHour={view.happyHour} size="md" />
            </div>
          ) : null}
          <ItemFacts item={view.item} />
          {!view.item.available ? (
            <p className="mt-3 rounded-xl bg-sunken px-3 py-2 font-medium text-muted text-sm">
              {t('item.unavailable')}
            </p>
          ) : null}
        </div>
        {view.labels.length > 1 ? (
          <OptionGroup
            id="group-labels"
            title={t('item.chooseOption')}
            rule={t('item.chooseExactly', { count: 1 })}
            required
            error={null}
            single
            chosen={new Set([sel.labelId])}
            onToggle={(id) => setSel((s) => selectLabel(view, s, id))}
            options={view.labels.map((l) => ({
              id: l.id,
              name: l.label,
              price: view.hidePrice ? null : money(l.price),
            }))}
          />
        ) : null}
        {view.item.groups.map((g) => {
          const chosen = g.modifiers.filter((m) => sel.modifiers.has(m.id)).length;
          const problem = tried ? problems.groups.get(g.id) : undefined;
          return (
            <OptionGroup
              key={g.id}
              id={`group-${g.id}`}
              title={g.name}
              rule={ruleText(t, g.min, g.max)}
              required={g.min > 0}
              error={
                problem === 'min'
                  ? t('item.groupMissing', { count: g.min })
                  : problem === 'max'
                    ? t('item.groupTooMany', { count: g.max })
                    : null
              }
              single={g.max === 1}
              chosen={sel.modifiers}
              onToggle={(id) => setSel((s) => toggleModifier(s, g, id))}
              options={g.modifiers.map((m) => ({
                id: m.id,
                name: m.name,
                // Sold out at this branch (ADR 1080): shown, not choosable.
                price:
                  m.available === false
                    ? t('item.unavailableShort')
                    : m.price > 0 && !view.hidePrice
                      ? `+${money(m.price)}`
                      : null,
                disabled: m.available === false || (g.max > 1 && chosen >= g.max),
              }))}
            />
          );
        })}
        {view.item.hiddenOptions ? (
          <p className="mx-5 mt-3 text-muted text-sm" data-testid="diet-hidden-options">
            {t('diet.hiddenOptions')}
          </p>
        ) : null}
        {view.showNote ? (
          <div className="border-line border-t px-5 pt-5">
            <label htmlFor="item-note" className="font-semibold text-base text-ink">
              {t('item.note')}
              {view.item.commentRequired ? (
                <span className="ms-2 font-normal text-muted text-sm">({t('item.required')})</span>
              ) : null}
            </label>
            <textarea
              id="item-note"
              name="note"
              rows={2}
              maxLength={250}
              value={sel.note}
              onChange={(e) => setSel((s) => ({ ...s, note: e.target.value }))}
              placeholder={t('item.notePlaceholder')}
              aria-invalid={tried && problems.note}
              className={clsx(
                'mt-2 w-full resize-none rounded-2xl border bg-card px-4 py-3 text-ink placeholder:text-muted/80 focus:border-brand focus:outline-none',
                tried && problems.note ? 'border-red-600' : 'border-line',
              )}
            />
            {tried && problems.note ? (
              <p className="mt-1 text-red-700 text-sm dark:text-red-300">{t('item.noteRequired')}</p>
            ) : null}
          </div>
        ) : null}
        {/* The suggestions' own add buttons are inside this form: not forms themselves. */}
        <InsideForm.Provider value>{after}</InsideForm.Provider>
      </div>
      {canOrder ? (
        <div
          data-add-bar
          className="fixed inset-x-0 bottom-0 z-40 border-line border-t bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur"
        >
          {tried && problems.quantity ? (
            <p role="alert" className="mx-auto mb-2 max-w-2xl text-red-700 text-sm dark:text-red-300">
              {quantityMessage(t, label)}
            </p>
          ) : null}
          <div className="mx-auto flex max-w-2xl items-center gap-3">
            <QuantityStepper
              value={sel.count}
              min={label?.minimum ?? 1}
              max={label?.maximum ?? 99}
              unit={label?.isQty ? label.unit : null}
              onChange={(count) => setSel((s) => ({ ...s, count }))}
              formName="setCount"
            />
            <button
              type="submit"
              className="flex min-h-12 min-w-0 flex-1 flex-wrap items-center justify-between gap-x-2 rounded-full bg-brand px-3.5 py-1 font-semibold text-on-brand shadow-lg shadow-brand/25 transition active:scale-[0.98]"
            >
              {/* Long translations ("افزودن به سبد خرید", "In den Warenkorb") wrap between words, never
                  inside one (break-keep: "カートに追加" stays whole). When the label and the price do
                  not fit side by side (Japanese at 320 px), the price goes under the label, at the end —
                  never over it, and never "カー/トに/追加" (ADR 1455). */}
              <span className="min-w-0 break-keep text-start leading-tight" data-testid="add-label">
                {addLabel ?? t('item.add')}
              </span>
              {view.hidePrice ? null : (
                <span
                  className="ms-auto shrink-0 whitespace-nowrap leading-tight tabular-nums"
                  data-testid="add-price"
                >
                  {money(unit * sel.count)}
                </span>
              )}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
