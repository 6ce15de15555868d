import { getShifts, getTables } from '@sufra/contract/client';
import { SellingTypes, takesTable } from '@sufra/domain';
import { MapPin, ShoppingBag } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAccountContact } from '../features/accounts/account-contact.ts';
import { useWideScreen } from '../features/cart/basket-rail-host.tsx';
import { deliveryMinutes } from '../features/checkout/arrival.ts';
import { useCalcOrder } from '../features/checkout/checkout-calc.ts';
import { CheckoutOrderList } from '../features/checkout/checkout-order-list.tsx';
import { usePlaceOrder } from '../features/checkout/checkout-place.ts';
import { ContactSection } from '../features/checkout/contact-section.tsx';
import { pendingDeliveryStep } from '../features/checkout/delivery-step.ts';
import { useFirstInvalid } from '../features/checkout/first-invalid.ts';
import { useNextFreeSlot } from '../features/checkout/full-slot.ts';
import { freshLines, lineText } from '../features/checkout/line-text.ts';
import { OrderKept } from '../features/checkout/order-kept.tsx';
import { OrderTotals } from '../features/checkout/order-totals.tsx';
import { offeredMethods, startingMethod } from '../features/checkout/payment-methods.ts';
import { PaymentSection } from '../features/checkout/payment-section.tsx';
import { ProblemList } from '../features/checkout/problem-list.tsx';
import { correctedTiming } from '../features/checkout/scheduled-slot.ts';
import { CarSection, GiftSection, TableSection } from '../features/checkout/service-sections.tsx';
import { StepHeader } from '../features/checkout/step-header.tsx';
import { TimeSection } from '../features/checkout/time-section.tsx';
import { keepTypedBeforeScripts } from '../features/checkout/typed-before-scripts.ts';
import { cartFpOf, earlyPlaceAction, earlyPlaceOf } from '../features/early-taps/early-place.server.ts';
import { useEarlyPlace } from '../features/early-taps/use-early-place.ts';
import { handoverFromForm } from '../features/handover/handover-form.ts';
import { HandoverSection } from '../features/handover/handover-section.tsx';
// In the page, not lazy (ADR 790, 791): a lazy section rendered by the server hydrates later with
// the diner's stored cart, not the server's, and its text mismatched (React #418 in German).
import { TipSection } from '../features/handover/tip-section.tsx';
import { useContentLang } from '../features/i18n/content-lang.ts';
import { problemsFor, problemText } from '../features/orders/order-problems.ts';
import { useApplePay } from '../features/payments/apple-pay.ts';
import { walletBalanceOf } from '../features/wallet/checkout-wallet.server.ts';
import { WalletChoice } from '../features/wallet/wallet-choice.tsx';
import { listSeparator } from '../i18n/languages.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { apiFor } from '../platform/api-context.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { createCartStore } from '../shell/cart-store.ts';
import { pageMetaT } from '../shell/meta.ts';
import { activeBranch } from '../shell/selling-type.ts';
import { activeShipping } from '../shell/shipping-choice.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useCart } from '../shell/use-cart.ts';
import { useMoney } from '../shell/use-money.ts';
import { useInitiateCheckout } from '../shell/use-shop-events.ts';
import { useLinks, useStorefront } from '../shell/use-storefront.ts';
import { Banner } from '../ui/banner.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { deferred } from '../ui/deferred.tsx';
import { ErrorText } from '../ui/error-text.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import type { Route } from './+types/checkout-page';

export const handle = { checkout: true, hideBars: true };

const renderOnlyStore = createCartStore('render-only', null);
// Abroad only, and known from the stored cart alone: never in the server's nor the hydrating
// render, so its code loads when it is shown (ADR 1505).
const ShippingSummary = deferred(() =>
  import('../features/checkout/shipping-summary.tsx').then((m) => m.ShippingSummary),
);
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'checkout.title'),
  { name: 'robots', content: 'noindex' },
];

/** Slots of the type (dine-in and product service are never scheduled), opening now, the tables. */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const api = apiFor(args.context, business.contentLanguage);
  const type = args.params.type;
  const seated = takesTable(type);
  const [shifts, tables] = await Promise.all([
    getShifts(api, business.restaurant.reference_id, {
      branch: activeBranch(business.restaurant)?.reference_id,
    }),
    // Without the table list the customer types the table instead: a failing call must not
    // take the whole checkout down.
    // While the business verifies tables the table comes from its QR code only: no list (ADR 751).
    seated && !business.restaurant.table_verification
      ? getTables(api, business.restaurant.branch_id)
          .then((r) => r.tables)
          .catch(() => null)
      : Promise.resolve([]),
  ]);
  const slots =
    type === SellingTypes.delivery
      ? shifts.slots.delivery
      : type === SellingTypes.pickup
        ? shifts.slots.pickup
        : [];
  return {
    walletBalance: await walletBalanceOf(args, business),
    slots,
    today: shifts.days[0]?.date,
    open: shifts.status === 'open',
    tables,
    early: earlyPlaceOf(business, args.request),
    // The stored cart's fingerprint, carried by the form for a tap before the scripts (ADR 1346).
    cartFp: cartFpOf(business, args.request),
  };
}

/** "Place order" tapped before the scripts ran (ADR 900): see early-place.server.ts. */
export async function action(args: Route.ActionArgs) {
  const business = await loadBusiness(args);
  return earlyPlaceAction(business, args.request, await args.request.formData());
}

/** `/{ref}/{type}/checkout`: the last step — details by selling type, time, contact, payment. */
export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [carError, setCarError] = useState<string | undefined>();
  const { restaurant, language, contentLanguage } = useBusiness();
  const content = useContentLang();
  const money = useMoney();
  const links = useLinks();
  const type = links.type;
  const branch = activeBranch(restaurant);
  const wide = useWideScreen();
  const { cart, store: browserStore, filled } = useCart(restaurant.reference_id, restaurant.branch_id);
  useInitiateCheckout(cart.items, filled === 'stored', restaurant.currency);
  // The server renders the whole form around an empty cart (a fast first paint); the browser's
  // stored cart fills it right after hydration.
  const store = browserStore ?? renderOnlyStore;
  // [product: Accounts]: a signed-in diner's name and phone fill the contact (still editable for the order).
  const contactKey = useAccountContact(browserStore, filled);
  // A "Place order" posted before the scripts ran keeps its wallet choice (ADR 611).
  const [useWallet, setUseWallet] = useState(loaderData.early?.place.wallet === true);
  // Asked in the business texts' language: its lines name the dishes in it (ADR 1460).
  const calc = useCalcOrder(cart, type, restaurant.branch_id, contentLanguage, useWallet);
  const fresh = freshLines(calc.data);
  const order = usePlaceOrder({
    ref: restaurant.reference_id,
    type,
    branchId: restaurant.branch_id,
    language,
    store,
    useWallet,
  });
  const scheduling =
    type === SellingTypes.delivery
      ? branch?.scheduled_orders.delivery
      : type === SellingTypes.pickup
        ? branch?.scheduled_orders.pickup
        : null;
  const now = !loaderData.open
    ? 'closed'
    : scheduling?.on && scheduling.only_schedule
      ? 'scheduleOnly'
      : 'open';
  // "now" is impossible while closed or schedule-only: start on the slot the rule picks instead;
  // a stored slot no longer offered moves to it (correctedTiming).
  const applePay = useApplePay();
  const methods = offeredMethods(
    restaurant,
    type === SellingTypes.delivery ? branch?.delivery : undefined,
    applePay === true,
  );
  // A stored or default method the business does not offer here (cash turned off…) is replaced,
  // once the browser has said whether it has Apple Pay.
  const method = startingMethod(cart.payment_type, methods, restaurant.default_cash);
  useEffect(() => {
    if (filled === 'stored' && applePay !== null && method !== null && method !== cart.payment_type)
      store.update({ payment_type: method });
  }, [store, filled, applePay, method, cart.payment_type]);
  const { orderTime, scheduled } = cart;
  useEffect(() => {
    if (filled !== 'stored') return;
    const correction = correctedTiming(loaderData.slots, { orderTime, scheduled }, now === 'open');
    if (correction) store.update(correction);
  }, [store, filled, loaderData, now, orderTime, scheduled]);
  // A tip kept from a visit when the business offered one is dropped once it offers none (ADR 790).
  useEffect(() => {
    if (filled === 'stored' && cart.tip && !restaurant.tip.enabled) store.update({ tip: null });
  }, [store, filled, cart.tip, restaurant.tip.enabled]);
  // After the effects above (payment method, time): they shape the request it sends.
  const hydrated = useHydrated();
  const early = useEarlyPlace(loaderData.early, store, filled === 'stored' || hydrated, order.place);
  // Until the scripts decide about a tap made before them; never longer (an empty cart stays 'render').
  const placing = order.busy || (!!loaderData.early && !hydrated && filled === 'render');
  const formRef = useRef<HTMLFormElement>(null);
  // Once, at hydration: what was typed before the scripts ran goes into the cart before the stored
  // cart mounts the contact fields again (ADR 1456).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hydrating render's store, once
  useLayoutEffect(() => keepTypedBeforeScripts(formRef.current, browserStore), []);
  // A refusal for what was typed: to the first field to fix, and said beside the button.
  const fixFirst = useFirstInvalid(formRef, order.problems.length ? order.problems : carError);

  // Before placing, calc-order's problems; after a refusal, the refusal's.
  const problems = order.problems.length
    ? order.problems
    : (calc.failed ?? calc.data?.problems ?? []).filter(
        // What the diner types on this page is told when they place, not before they start.
        (p) => p.field !== 'name' && p.field !== 'phone' && p.field !== 'payment_type' && p.field !== 'car',
      );
  useNextFreeSlot(problems, cart.orderTime === 'scheduled' ? cart.scheduled.slot?.start : undefined);
  const first = (...f: string[]) => {
    const p = problemsFor(problems, ...f)[0];
    return p ? problemText(t, p) : undefined;
  };
  const placed = new Set([
    'name',
    'phone',
    'payment_type',
    'table',
    'car',
    'gift',
    'address',
    'area_id',
    'scheduled_at',
    'priority',
    'shipping_country', // shown in the "Ship to" section
    'tip',
  ]);
  // A failed calc-order lists its reasons with the totals (and a retry), not twice.
  const general =
    calc.failed && !order.problems.length
      ? []
      : problems.filter((p) => ![...placed].some((f) => p.field === f || p.field.startsWith(`${f}.`)));
  const a = cart.queriedAddress;
  // The server refuses a delivery without its address form (ADDRESS_INCOMPLETE): send the
  // customer back to the step still owed rather than let them tap Place order for a refusal.
  const owed = type === SellingTypes.delivery && filled === 'stored' ? pendingDeliveryStep(cart) : null;
  const storefront = useStorefront();
  const zone = storefront?.areas.find((z) => z.areas.some((x) => x.id === cart.queriedAreaId));
  const shipping = activeShipping(cart.shipping, storefront?.shipping, restaurant.branch_id);
  if (order.queued) return <OrderKept name={restaurant.business_name} menu={links.menu} />;
  // Nothing to order (ADR 1345): the empty cart's own screen, not the whole checkout.
  if (hydrated && !cart.items.length && !order.busy)
    return (
      <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-36">
        <StepHeader title={t('checkout.title')} back={links.cart} />
        {early === 'dropped' ? (
          <Banner tone="warn" testId="early-dropped">
            {t('checkout.earlyDropped')}
          </Banner>
        ) : null}
        <section className="grid place-items-center gap-3 py-16 text-center" data-testid="checkout-empty">
          <ShoppingBag className="size-12 text-muted" aria-hidden />
          <p className="font-semibold text-ink text-lg">{t('cart.empty')}</p>
          <Link to={links.menu} className={buttonClass({ size: 'lg' })}>
            {t('cart.browse')}
          </Link>
        </section>
      </main>
    );
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl px-4 pt-3 pb-36 lg:max-w-5xl lg:pb-12">
      {/* A real form: "Place order" tapped before the scripts run reaches the action (ADR 900). */}
      <form
        ref={formRef}
        method="post"
        // From 1024 px: the steps beside a summary column that stays in view (ADR 1042); a phone
        // reads the same document top to bottom, as before.
        className="space-y-4 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8 lg:space-y-0"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // The car is asked for (show-car-info): said and focused at once. The request still
          // goes, so the server's answer names everything else missing too (name, phone…) in one go.
          const carMissing =
            type === SellingTypes.pickup &&
            !!branch?.show_car_info &&
            !['brand', 'color', 'plate'].every((k) => cart.car?.[k as 'brand']?.trim());
          setCarError(carMissing ? t('problem.CAR_DETAILS_REQUIRED') : undefined);
          if (carMissing) {
            const form = e.currentTarget;
            (
              form.querySelector<HTMLInputElement>('[name^="car-"]:invalid') ??
              form.querySelector<HTMLInputElement>('[name^="car-"]')
            )?.focus();
          }
          // The form's own fields are the choice (their code may not have arrived yet). The reader
          // is in the page, not loaded on the tap: a tap with no connection must still reach
          // place(), which keeps the order for later (ADR 906).
          const fields = new FormData(e.currentTarget);
          const handover = handoverFromForm(fields, restaurant.currency);
          store.update({
            tip: restaurant.tip.enabled ? handover.tip : null,
            cutlery: handover.cutlery,
            noContact: handover.noContact,
          });
          void order.place();
        }}
      >
        {/* The cart this page was rendered with: a tap before the scripts names it (ADR 1346). */}
        <input type="hidden" name="cart_fp" value={loaderData.cartFp ?? ''} />
        <div className="space-y-4">
          {early === 'dropped' ? (
            <Banner tone="warn" testId="early-dropped">
              {t('checkout.earlyDropped')}
            </Banner>
          ) : null}
          <StepHeader
            title={t('checkout.title')}
            back={
              type === SellingTypes.delivery
                ? `${links.menu}/${shipping ? 'shipping-address' : 'form'}`
                : links.cart
            }
            step={
              type !== SellingTypes.delivery
                ? undefined
                : shipping
                  ? t('checkout.stepOf', { n: 3, of: 3 })
                  : t('checkout.stepOf', { n: 4, of: 4 })
            }
          />
          <p className="text-muted text-sm">
            {type === SellingTypes.productService
              ? restaurant.dinein_btn_label || t('type.product_service')
              : shipping
                ? t('shipping.mode.abroad')
                : t(`type.${type}`)}{' '}
            · <bdi {...content}>{restaurant.branch_name}</bdi>
          </p>
          {/* One list at a time: in the steps (phones, and before hydration), or open in the summary
            column on a wide screen (ADR 1042). */}
          {wide ? null : <CheckoutOrderList items={cart.items} cartLink={links.cart} fresh={fresh} />}
          {type === SellingTypes.delivery && shipping ? (
            <ShippingSummary
              country={shipping.country}
              address={shipping.choice.address}
              edit={`${links.menu}/shipping-address`}
              error={first('shipping_country', 'address')}
              fallback={null}
            />
          ) : null}
          {type === SellingTypes.delivery && !shipping ? (
            <section className="flex items-start gap-3 rounded-3xl bg-card p-4 ring-1 ring-line">
              <MapPin className="mt-0.5 size-5 text-brand-ink" aria-hidden />
              <div className="flex-1 text-sm">
                <p className="font-semibold text-ink">{t('checkout.deliverTo')}</p>
                <p className="text-muted" data-testid="address-summary">
                  {a
                    ? [
                        a.block && `${t('address.field.block')} ${a.block}`,
                        a.street,
                        a.house_number ?? a.building,
                      ]
                        .filter(Boolean)
                        .join(listSeparator(language))
                    : t('area.choose')}
                </p>
                {zone ? (
                  <p className="text-muted text-xs" data-testid="delivery-eta">
                    {t('area.fee', { fee: money(zone.fee) })} ·{' '}
                    {t(`area.time.${zone.unit}`, { count: zone.time })}
                  </p>
                ) : null}
                {first('address', 'area_id') ? (
                  <p className="text-rose-700 dark:text-rose-300">{first('address', 'area_id')}</p>
                ) : null}
              </div>
              <Link
                to={`${links.menu}/${owed ?? 'address'}`}
                className="font-semibold text-brand-ink text-sm"
                data-testid="address-change"
              >
                {owed === 'form' ? t('checkout.completeAddress') : t('checkout.change')}
              </Link>
            </section>
          ) : null}
          {takesTable(type) ? (
            <TableSection
              cart={cart}
              store={store}
              error={first('table')}
              tables={loaderData.tables}
              tableLabel={restaurant.table_label}
              floorLabel={restaurant.floor_label}
              verification={restaurant.table_verification}
              linked={calc.data?.table}
            />
          ) : null}
          {type === SellingTypes.pickup && branch?.show_car_info ? (
            <CarSection key={`car-${filled}`} cart={cart} store={store} error={carError ?? first('car')} />
          ) : null}
          {/* Shipping is always open and leaves now ([product: Opening hours and scheduling]): there is no time to choose. */}
          {shipping ? null : (
            <TimeSection
              cart={cart}
              store={store}
              days={loaderData.slots}
              today={loaderData.today}
              now={now}
              language={language}
              error={first('scheduled_at', 'priority')}
              arrivesIn={type === 'delivery' && zone ? deliveryMinutes(zone) : null}
              timeZone={restaurant.time_zone}
            />
          )}
          <ContactSection
            key={`${filled}-${contactKey}`}
            cart={cart}
            store={store}
            errors={{ name: first('name'), phone: first('phone') }}
          />
          {takesTable(type) ? null : (
            <HandoverSection cart={cart} store={store} delivery={type === SellingTypes.delivery} />
          )}
          {loaderData.walletBalance ? (
            <WalletChoice balance={loaderData.walletBalance} checked={useWallet} onChange={setUseWallet} />
          ) : null}
          <PaymentSection
            methods={methods}
            value={cart.payment_type}
            onChange={(m) => store.update({ payment_type: m })}
            error={first('payment_type')}
          />
          {type === SellingTypes.delivery && branch?.delivery.send_gift ? (
            <GiftSection key={`gift-${filled}`} cart={cart} store={store} error={first('gift')} />
          ) : null}
          {restaurant.tip.enabled ? (
            <TipSection
              key={`tip-${filled}`}
              cart={cart}
              store={store}
              presets={restaurant.tip.presets}
              currency={restaurant.currency}
              locale={language}
              error={first('tip')}
            />
          ) : null}
        </div>
        <div className="space-y-4 lg:sticky lg:top-4">
          {wide ? <CheckoutOrderList items={cart.items} cartLink={links.cart} fresh={fresh} open /> : null}
          <OrderTotals
            state={calc}
            delivery={
              type === SellingTypes.delivery && !!(cart.queriedAddress || cart.queriedAreaId || shipping)
            }
            shipping={type === SellingTypes.delivery && !!shipping}
          />
          <ProblemList
            problems={general}
            lineNames={cart.items.map((line, i) => lineText(line, fresh[i], contentLanguage).name)}
          />
          <div className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-xl bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:static lg:max-w-none lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
            <ErrorText testId="place-problem" className="mb-2">
              {fixFirst}
            </ErrorText>
            <Button
              type="submit"
              pending={placing}
              disabled={(filled === 'stored' && !cart.items.length) || !!owed}
              size="xl"
              block
            >
              {placing
                ? t('checkout.placing')
                : calc.data && !calc.loading
                  ? t('checkout.placeWithTotal', { total: money(calc.data.amounts.total) })
                  : t('checkout.place')}
            </Button>
          </div>
        </div>
      </form>
    </main>
  );
}
