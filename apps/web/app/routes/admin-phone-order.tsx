import type {
  CalcOrderResponse,
  MenuItem,
  MenuResponse,
  OrderLineRequest,
  OrderProblem,
} from '@sufra/contract';
import { ApiError, calcOrder, getMenu } from '@sufra/contract/client';
import {
  addOrderItem,
  getPhoneOrder,
  getPhoneOrderSetup,
  type PhoneOrderRequest,
  placePhoneOrder,
} from '@sufra/contract/phone-orders';
import { addItemProblem, formatMoney, PaymentMethod } from '@sufra/domain';
import { Form, redirect } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import { adminAction, adminLoader, answer, intentOnly } from '../features/admin/admin-route.server.ts';
import { adminSessionApi } from '../features/admin/admin-session.server.ts';
import { Banner, SelectField, TextArea, TextField, useLanguageNames } from '../features/admin/admin-ui.tsx';
import { Card, Choices, SetupPage } from '../features/admin/setup-ui.tsx';
import { ItemPicker } from '../features/admin-phone-orders/item-picker.tsx';
import { OrderLines } from '../features/admin-phone-orders/order-lines.tsx';
import type { PhoneProblem } from '../features/admin-phone-orders/phone-order.server.ts';
import { cartOf, lineOf, phoneProblemOf } from '../features/admin-phone-orders/phone-order.server.ts';
import { PHONE_ORDER_TYPES, typeOf } from '../features/admin-phone-orders/phone-order-types.ts';
import { ProblemList } from '../features/checkout/problem-list.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { contentLanguage, interfaceLanguage, requestedLanguages } from '../i18n/request-language.server.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import type { Route } from './+types/admin-phone-order';

/** Dishes by category (its subcategories' within it), as the storefront lists them. */
type Category = MenuResponse['menu']['categories'][number];
const itemsOf = (c: Category): MenuItem[] => [...c.items, ...c.subcategories.flatMap(itemsOf)];

/**
 * `/{ref}/admin/phone-order` (ADR 1475, 1476): staff take an order for a caller — type, branch,
 * dishes with their sizes and choices, who and where, cash or pay on pickup — or, with `?order=`,
 * add a dish to an open order. Every figure shown is the server's (calc-order, the order itself).
 */
export async function loader(args: Route.LoaderArgs) {
  return adminLoader(
    args,
    async ({ me, ref, url }) => {
      const requested = requestedLanguages(args.request);
      const language = contentLanguage(interfaceLanguage(requested, []), requested, me.business.locales);
      const api = adminSessionApi(args.context, args.request, language);
      const setup = await getPhoneOrderSetup(api, ref);
      const orderId = Number(url.searchParams.get('order')) || 0;
      const order = orderId
        ? await getPhoneOrder(api, ref, orderId).then(
            (r) => r.order,
            (error: unknown) => {
              if (error instanceof ApiError && error.status === 404) return null;
              throw error;
            },
          )
        : null;
      const asked = Number(url.searchParams.get('branch')) || 0;
      const branchId =
        order?.branch_id ?? setup.branches.find((b) => b.id === asked)?.id ?? setup.branches[0]?.id ?? 0;
      const type = order ? order.selling_type : typeOf(url.searchParams.get('type'));
      const menu = branchId ? await getMenu(api, branchId) : null;
      const sellable = (i: MenuItem) =>
        i.visible && i.available && (i.types as Record<string, boolean>)[type] !== false;
      const groups = (menu?.menu.categories ?? [])
        .map((c) => ({ id: c.id, name: c.name, items: itemsOf(c).filter(sellable) }))
        .filter((g) => g.items.length > 0);
      return {
        ref,
        setup,
        order,
        missing: orderId > 0 && !order,
        placed: url.searchParams.has('placed'),
        branchId,
        type,
        groups,
        // One order per "Place order", however often it is tapped (the pipeline's idempotency).
        key: crypto.randomUUID(),
      };
    },
    { allow: (role) => role !== 'driver' },
  );
}

type Answer = {
  cart?: OrderLineRequest[];
  calc?: Pick<CalcOrderResponse, 'lines' | 'amounts'> | null;
  added?: boolean;
} & Partial<PhoneProblem>;

export const action = (args: Route.ActionArgs) => {
  const priced = async (
    api: Parameters<typeof calcOrder>[0],
    form: FormData,
    cart: OrderLineRequest[],
  ): Promise<Answer> => {
    if (!cart.length) return { cart, calc: null };
    const calc = await calcOrder(api, Number(formText(form, 'branch')), {
      selling_types: typeOf(formText(form, 'type')),
      order_lines: cart,
    });
    return { cart, calc: { lines: calc.lines, amounts: calc.amounts } };
  };
  /** A refusal keeps the page's cart; anything not a refusal goes to the error screen. */
  const refused = (error: unknown, extra: Answer = {}) => answer({ ...extra, ...phoneProblemOf(error) });
  return adminAction(
    args,
    {
      add: async ({ api, form }) => {
        const cart = cartOf(form);
        const line = lineOf(form);
        if (!line)
          return answer({
            ...(await priced(api, form, cart)),
            problems: [],
            reason: 'admin.phoneOrder.badLine',
          });
        const grown = [...cart, line];
        try {
          const calc = await calcOrder(api, Number(formText(form, 'branch')), {
            selling_types: typeOf(formText(form, 'type')),
            order_lines: grown,
          });
          // The new line's own problems (sold out, a choice out of bounds, a note needed) keep it out.
          const mine = calc.problems.filter((p) => p.field.startsWith(`order_lines.${cart.length}`));
          if (mine.length)
            return answer({ ...(await priced(api, form, cart)), problems: mine, reason: null });
          return answer({ cart: grown, calc: { lines: calc.lines, amounts: calc.amounts } });
        } catch (error) {
          return refused(error, await priced(api, form, cart));
        }
      },
      remove: async ({ api, form }) => {
        const at = Number(formText(form, 'index'));
        return answer(
          await priced(
            api,
            form,
            cartOf(form).filter((_, i) => i !== at),
          ),
        );
      },
      place: async ({ api, ref, form }) => {
        const cart = cartOf(form);
        const type = typeOf(formText(form, 'type'));
        const text = (name: string) => formText(form, name) || null;
        const body: PhoneOrderRequest = {
          branch_id: Number(formText(form, 'branch')),
          selling_types: type,
          order_lines: cart,
          name: formText(form, 'name'),
          phone: formText(form, 'phone'),
          payment_type: Number(formText(form, 'payment')) || PaymentMethod.cash,
          notes: text('notes'),
          // The caller's status messages and their language (ADR 1478).
          ...(text('status_messages')
            ? { status_messages: formText(form, 'status_messages') as 'sms' | 'whatsapp' | 'none' }
            : {}),
          ...(text('locale') ? { locale: formText(form, 'locale') } : {}),
          ...(type === 'delivery'
            ? {
                area_id: Number(formText(form, 'area')) || null,
                address: {
                  type: 1,
                  block: text('block'),
                  street: text('street'),
                  house_number: text('house_number'),
                  note: text('address_note'),
                },
              }
            : {}),
          ...(type === 'dine_in' ? { table_id: Number(formText(form, 'table')) || null } : {}),
          ...(type === 'car_pickup' && (text('car_plate') || text('car_brand'))
            ? {
                car: {
                  brand: formText(form, 'car_brand'),
                  color: formText(form, 'car_color'),
                  plate: formText(form, 'car_plate'),
                },
              }
            : {}),
        };
        let placed: Awaited<ReturnType<typeof placePhoneOrder>>;
        try {
          placed = await placePhoneOrder(api, ref, body, formText(form, 'key') || crypto.randomUUID());
        } catch (error) {
          return refused(error, await priced(api, form, cart).catch(() => ({ cart, calc: null })));
        }
        throw redirect(`/${ref}/admin/phone-order?order=${placed.order.id}&placed=1`);
      },
      addToOrder: async ({ api, ref, form }) => {
        const line = lineOf(form);
        if (!line) return answer({ problems: [], reason: 'admin.phoneOrder.badLine' });
        try {
          await addOrderItem(api, ref, Number(formText(form, 'order')), { line });
          return answer({ added: true });
        } catch (error) {
          return refused(error);
        }
      },
    },
    { key: intentOnly },
  );
};

export default function AdminPhoneOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, ref, setup, order, branchId, type, groups, key } = loaderData;
  const { i18n: languageName } = useLanguageNames();
  const answered = (actionData ?? {}) as Answer & { form?: string };
  const money = (minor: number) => formatMoney(minor, setup.currency, i18n.language);
  const title = t('admin.phoneOrder.title');
  const problems: OrderProblem[] = answered.problems ?? [];
  const refusal =
    problems.length || answered.reason ? (
      <div role="alert" className="space-y-2" data-testid="phone-problem">
        {answered.reason ? <Banner tone="error">{t(answered.reason)}</Banner> : null}
        <ProblemList problems={problems} />
      </div>
    ) : null;

  if (order || loaderData.missing) {
    const problem = order
      ? addItemProblem({
          status: order.status,
          payment_state: order.payment_state,
          wallet_discount: order.amounts.wallet_discount,
          refunds: order.refunds?.length ?? 0,
        })
      : null;
    return (
      <SetupPage me={me} title={title} back={`/${ref}/admin/phone-order`}>
        <div className="mx-auto max-w-3xl space-y-4">
          {loaderData.placed ? (
            <Banner tone="ok" testId="phone-placed">
              {t('admin.phoneOrder.placed', { id: order?.id ?? '' })}
            </Banner>
          ) : null}
          {answered.added ? (
            <Banner tone="ok" testId="phone-added">
              {t('admin.phoneOrder.added')}
            </Banner>
          ) : null}
          {refusal}
          {order ? (
            <Card id="phone-order" title={t('admin.phoneOrder.orderTitle', { id: order.id })}>
              <p className="text-ink text-sm">
                {t(`order.status.${order.status}`)} · {t(`order.type.${order.order_type}`)} · {order.name}{' '}
                <span dir="ltr">{order.phone}</span>
              </p>
              <OrderLines lines={order.lines ?? []} currency={setup.currency} />
              <p className="flex justify-between font-semibold text-ink" data-testid="phone-order-total">
                <span>{t('admin.phoneOrder.total')}</span>
                <span dir="ltr">{money(order.amounts.total)}</span>
              </p>
              <a href={`/${ref}/staff`} className={buttonClass({ variant: 'card', pill: true })}>
                {t('admin.phoneOrder.toBoard')}
              </a>
            </Card>
          ) : (
            <Banner tone="error">{t('admin.problem.gone')}</Banner>
          )}
          {order && problem ? (
            <Banner tone="warn" testId="phone-cannot-add">
              {t(`admin.phoneOrder.refused.${problem}`)}
            </Banner>
          ) : null}
          {order && !problem ? (
            <Card id="phone-add" title={t('admin.phoneOrder.addTitle')}>
              <ItemPicker
                groups={groups}
                currency={setup.currency}
                intent="addToOrder"
                hidden={{ order: String(order.id) }}
              />
            </Card>
          ) : null}
        </div>
      </SetupPage>
    );
  }

  const cart = answered.cart ?? [];
  const calc = answered.calc ?? null;
  const branch = setup.branches.find((b) => b.id === branchId);
  const payments = branch?.payments[type as keyof typeof branch.payments] ?? [];
  const carried = { cart: JSON.stringify(cart), branch: String(branchId), type };
  const hiddenFields = (fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ));
  return (
    <SetupPage me={me} title={title}>
      <div className="mx-auto grid max-w-5xl gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Card id="phone-where" title={t('admin.phoneOrder.whereTitle')}>
            <Form method="get" className="space-y-3">
              {setup.branches.length > 1 ? (
                <SelectField
                  id="phone-branch"
                  name="branch"
                  label={t('admin.phoneOrder.branch')}
                  defaultValue={String(branchId)}
                  options={setup.branches.map((b) => ({ value: String(b.id), label: b.name }))}
                />
              ) : (
                <input type="hidden" name="branch" value={branchId} />
              )}
              <Choices
                name="type"
                legend={t('admin.phoneOrder.type')}
                value={type}
                options={PHONE_ORDER_TYPES.map((v) => ({
                  value: v,
                  label: t(`admin.phoneOrder.types.${v}`),
                }))}
              />
              <p className="text-muted text-xs">{t('admin.phoneOrder.changeHint')}</p>
              <Button type="submit" variant="card" pill>
                {t('admin.phoneOrder.change')}
              </Button>
            </Form>
          </Card>
          {answered.form !== 'place' ? refusal : null}
          <Card id="phone-menu" title={t('admin.phoneOrder.itemsTitle')}>
            <ItemPicker groups={groups} currency={setup.currency} intent="add" hidden={carried} />
          </Card>
        </div>
        <div className="space-y-4">
          <Card id="phone-cart" title={t('admin.phoneOrder.cartTitle')}>
            {calc && cart.length ? (
              <>
                <OrderLines
                  lines={calc.lines.map((l) => ({ ...l, position: l.index }))}
                  currency={setup.currency}
                  action={(index) => (
                    <Form method="post">
                      {hiddenFields({ ...carried, intent: 'remove', index: String(index) })}
                      <Button
                        type="submit"
                        variant="quiet"
                        size="sm"
                        aria-label={t('admin.phoneOrder.remove')}
                      >
                        ×
                      </Button>
                    </Form>
                  )}
                />
                <p className="flex justify-between font-semibold text-ink" data-testid="phone-cart-total">
                  <span>{t('admin.phoneOrder.itemsTotal')}</span>
                  <span dir="ltr">{money(calc.amounts.total)}</span>
                </p>
                <p className="text-muted text-xs">{t('admin.phoneOrder.totalHint')}</p>
              </>
            ) : (
              <p className="text-muted text-sm">{t('admin.phoneOrder.empty')}</p>
            )}
          </Card>
          <Card id="phone-caller" title={t('admin.phoneOrder.callerTitle')}>
            {answered.form === 'place' ? refusal : null}
            <Form method="post" className="space-y-3">
              {hiddenFields({ ...carried, intent: 'place', key })}
              <TextField
                id="phone-name"
                name="name"
                label={t('admin.phoneOrder.name')}
                required
                maxLength={60}
              />
              <TextField
                id="phone-phone"
                name="phone"
                type="tel"
                dir="ltr"
                inputMode="tel"
                autoComplete="off"
                label={t('admin.phoneOrder.phone')}
                hint={t('admin.phoneOrder.phoneHint')}
                required
                maxLength={20}
              />
              {type === 'delivery' ? (
                <>
                  <SelectField
                    id="phone-area"
                    name="area"
                    label={t('admin.phoneOrder.area')}
                    required
                    options={(branch?.areas ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
                  />
                  <div className="grid grid-cols-3 gap-2">
                    <TextField
                      id="phone-block"
                      name="block"
                      label={t('address.field.block')}
                      maxLength={20}
                    />
                    <TextField
                      id="phone-street"
                      name="street"
                      label={t('address.field.street')}
                      maxLength={60}
                    />
                    <TextField
                      id="phone-house"
                      name="house_number"
                      label={t('address.field.house_number')}
                      maxLength={20}
                    />
                  </div>
                  <TextField
                    id="phone-address-note"
                    name="address_note"
                    label={t('address.field.note')}
                    maxLength={200}
                  />
                </>
              ) : null}
              {type === 'dine_in' ? (
                <SelectField
                  id="phone-table"
                  name="table"
                  label={t('admin.phoneOrder.table')}
                  required
                  options={(branch?.tables ?? []).map((tb) => ({ value: String(tb.id), label: tb.name }))}
                />
              ) : null}
              {type === 'car_pickup' ? (
                <fieldset className="space-y-2">
                  <legend className="font-medium text-ink text-sm">{t('admin.phoneOrder.car')}</legend>
                  <div className="grid grid-cols-3 gap-2">
                    <TextField
                      id="phone-car-brand"
                      name="car_brand"
                      label={t('admin.phoneOrder.carBrand')}
                      maxLength={30}
                    />
                    <TextField
                      id="phone-car-color"
                      name="car_color"
                      label={t('admin.phoneOrder.carColor')}
                      maxLength={30}
                    />
                    <TextField
                      id="phone-car-plate"
                      name="car_plate"
                      label={t('admin.phoneOrder.carPlate')}
                      maxLength={20}
                    />
                  </div>
                </fieldset>
              ) : null}
              {payments.length ? (
                <Choices
                  name="payment"
                  legend={t('admin.phoneOrder.payment')}
                  value={String(payments[0])}
                  options={payments.map((m) => ({
                    value: String(m),
                    label: t(
                      m === PaymentMethod.cash ? 'admin.phoneOrder.cash' : 'admin.phoneOrder.payOnPickup',
                    ),
                  }))}
                />
              ) : (
                <Banner tone="warn">{t('admin.phoneOrder.noPayment')}</Banner>
              )}
              {setup.message_channels.length ? (
                <>
                  <Choices
                    name="status_messages"
                    legend={t('admin.phoneOrder.messages')}
                    value={setup.message_channels[0] ?? 'none'}
                    options={[
                      ...setup.message_channels.map((c) => ({
                        value: c,
                        label: t(c === 'sms' ? 'admin.phoneOrder.bySms' : 'admin.phoneOrder.byWhatsapp'),
                      })),
                      { value: 'none', label: t('admin.phoneOrder.noMessages') },
                    ]}
                  />
                  {setup.locales.length > 1 ? (
                    <SelectField
                      id="phone-locale"
                      name="locale"
                      label={t('admin.phoneOrder.messagesLanguage')}
                      defaultValue={
                        setup.locales.find((l) => l === i18n.language.split('-')[0]) ?? setup.locales[0]
                      }
                      options={setup.locales.map((l) => ({ value: l, label: languageName(l) }))}
                    />
                  ) : null}
                </>
              ) : null}
              <TextArea
                id="phone-notes"
                name="notes"
                label={t('admin.phoneOrder.notes')}
                maxLength={500}
                rows={2}
              />
              <Button type="submit" variant="primary" pill block disabled={!cart.length}>
                {t('admin.phoneOrder.place')}
              </Button>
            </Form>
          </Card>
        </div>
      </div>
    </SetupPage>
  );
}
