import { ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import { SellingTypes } from '@sufra/domain';
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CartLines } from '../features/checkout/cart-lines.tsx';
import { useCalcOrder } from '../features/checkout/checkout-calc.ts';
import { ClosedNotice } from '../features/checkout/closed-notice.tsx';
import { CouponField } from '../features/checkout/coupon-field.tsx';
import { pendingDeliveryStep } from '../features/checkout/delivery-step.ts';
import { freshLines } from '../features/checkout/line-text.ts';
import { OrderTotals } from '../features/checkout/order-totals.tsx';
import { ProblemList } from '../features/checkout/problem-list.tsx';
import { StepHeader } from '../features/checkout/step-header.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useCart } from '../shell/use-cart.ts';
import { useLinks, useStorefront } from '../shell/use-storefront.ts';
import { afterFirstView } from '../ui/after-first-view.ts';
import { buttonClass } from '../ui/button.tsx';
import type { Route } from './+types/cart-page';

export const handle = { checkout: true, hideBars: true };

// After the first view (the diner's first touch or scroll, or 3 s after load): the cart's first
// view is near its budget (ADR 304) and the suggestions are secondary to the lines.
const CompleteYourMeal = lazy(() =>
  afterFirstView().then(() => import('../features/upsell/complete-your-meal.tsx')),
);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'cart.title'),
  { name: 'robots', content: 'noindex' },
];

// The cart shows what concerns the cart; where to deliver, when and who are asked on the next steps.
const LATER_STEPS = [
  'address',
  'area_id',
  'shipping_country',
  'name',
  'phone',
  'payment_type',
  'table',
  'car',
  'scheduled_at',
  // "Closed now" is answered on the checkout, where the time is chosen (ADR 900): a cart that
  // takes orders for later lets the diner through with Later preselected.
  'priority',
];

/** `/{ref}/{type}/cart`: lines, note, coupon, the server's totals and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation();
  const { restaurant, contentLanguage, opening } = useBusiness();
  const storefront = useStorefront();
  const links = useLinks();
  const type = links.type;
  const { cart, store } = useCart(restaurant.reference_id, restaurant.branch_id);
  // Asked in the business texts' language: its lines name the dishes in it (ADR 1460).
  const calc = useCalcOrder(cart, type, restaurant.branch_id, contentLanguage);
  const answered = calc.failed ? [] : (calc.data?.problems ?? []);
  const problems = answered.filter(
    (p) =>
      !p.code.startsWith('COUPON') &&
      p.code !== 'DELIVERY_TARGET_REQUIRED' &&
      !LATER_STEPS.some((f) => p.field === f || p.field.startsWith(`${f}.`)),
  );
  // A delivery goes through every step it still owes: area and pin, then the address form
  // (or, shipping abroad, straight to checkout: its form is its own step, ADR 501).
  const next = `${links.menu}/${(type === SellingTypes.delivery && pendingDeliveryStep(cart)) || 'checkout'}`;
  const blocked = !cart.items.length || problems.length > 0 || !!calc.failed || !storefront?.cartEnabled;

  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-36">
      <StepHeader title={t('cart.title')} back={links.menu} />
      {!store || !cart.items.length ? (
        <section className="grid place-items-center gap-3 py-16 text-center">
          <ShoppingBag className="size-12 text-muted" aria-hidden />
          <p className="font-semibold text-ink text-lg">{t('cart.empty')}</p>
          <Link to={links.menu} className={buttonClass({})}>
            {t('cart.browse')}
          </Link>
        </section>
      ) : (
        <>
          {!opening.open && storefront?.cartEnabled ? <ClosedNotice opening={opening} /> : null}
          <CartLines items={cart.items} store={store} problems={problems} fresh={freshLines(calc.data)} />
          {/* Asked once the figures are in: the gap to the minimum shapes what is suggested. */}
          {storefront?.cartEnabled && calc.data ? (
            <Suspense fallback={null}>
              <CompleteYourMeal
                menu={links.menu}
                itemIds={cart.items.map((i) => i.id)}
                gap={
                  calc.data
                    ? Math.max(
                        0,
                        calc.data.min_order - (calc.data.amounts.subtotal - calc.data.amounts.item_discount),
                      )
                    : 0
                }
              />
            </Suspense>
          ) : null}
          <label className="block rounded-3xl bg-card p-4 ring-1 ring-line">
            <span className="font-semibold text-ink text-sm">{t('cart.note')}</span>
            <textarea
              defaultValue={cart.note}
              onBlur={(e) => store.update({ note: e.target.value.slice(0, ORDER_TEXT_LIMITS.notes) })}
              maxLength={ORDER_TEXT_LIMITS.notes}
              rows={2}
              placeholder={t('cart.notePlaceholder')}
              className="mt-2 w-full rounded-2xl bg-sunken p-3 text-ink"
            />
          </label>
          {restaurant.coupon ? (
            <CouponField
              store={store}
              code={cart.coupon?.code ?? null}
              calc={calc.data}
              loading={calc.loading}
            />
          ) : null}
          <OrderTotals
            state={calc}
            delivery={
              type === SellingTypes.delivery && !!(cart.queriedAddress || cart.queriedAreaId || cart.shipping)
            }
            shipping={type === SellingTypes.delivery && !!cart.shipping}
          />
          <ProblemList problems={problems.filter((p) => !p.field.startsWith('order_lines.'))} />
          <div className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-xl bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
            <Link
              to={next}
              aria-disabled={blocked || undefined}
              onClick={(e) => blocked && e.preventDefault()}
              className="flex min-h-13 items-center justify-center rounded-2xl bg-brand px-5 font-semibold text-on-brand aria-disabled:opacity-50"
            >
              {t('cart.checkout')}
            </Link>
          </div>
        </>
      )}
    </main>
  );
}
