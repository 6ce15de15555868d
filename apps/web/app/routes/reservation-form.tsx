import { randomUUID } from 'node:crypto';
import { type OrderProblem, reserveTypeSchema } from '@sufra/contract';
import { ApiError, getReservationSlots, reserveTable } from '@sufra/contract/client';
import { data, redirect, useNavigation } from 'react-router';
import { ProblemList } from '../features/checkout/problem-list.tsx';
import { BookingChoices } from '../features/reservations/booking-choices.tsx';
import { ContactFields } from '../features/reservations/contact-fields.tsx';
import { preOrderItems } from '../features/reservations/pre-order-items.server.ts';
import { PreOrderPicker } from '../features/reservations/pre-order-picker.tsx';
import { reservationApi } from '../features/reservations/reservation-api.server.ts';
import { reservationProblems } from '../features/reservations/reservation-problems.server.ts';
import { decodeLine, LINE_FIELD, reservationRequest } from '../features/reservations/reservation-request.ts';
import { bookingTitle } from '../features/reservations/reserve-link.ts';
import { signedInContact } from '../features/reservations/signed-in-contact.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { Button } from '../ui/button.tsx';
import { formatTimeOfDay } from '../ui/format.ts';
import { PageHeader } from '../ui/page-header.tsx';
// The storefront's bars come with this page, which shows them (ADR 1510).
import '../features/navigation/provide-bars.ts';
import type { Route } from './+types/reservation-form';

const clampInt = (v: string | null, min: number, max: number, fallback: number) => {
  const n = v && /^\d{1,4}$/.test(v) ? Number(v) : fallback;
  return Math.min(max, Math.max(min, n));
};

async function context(args: Route.LoaderArgs | Route.ActionArgs) {
  const type = reserveTypeSchema.safeParse(args.params.reserveType);
  const business = await loadBusiness(args);
  const { restaurant } = business;
  if (!type.success || !restaurant.reservation.enabled) throw data('Page not found', { status: 404 });
  return { type: type.data, business, withOrder: restaurant.reservation.type === 2 };
}

/** `/{ref}/reservation/{table|service}`: book a table or a service ([product: Reservations], ADR 803). */
export async function loader(args: Route.LoaderArgs) {
  const { type, business, withOrder } = await context(args);
  const { restaurant } = business;
  const url = new URL(args.request.url);
  const max = Math.max(1, restaurant.reservation.max_users);
  const party = clampInt(url.searchParams.get('party'), 1, max, Math.min(2, max));
  const tableId = clampInt(url.searchParams.get('table'), 0, 2_147_483_647, 0);
  const area = url.searchParams.get('area')?.slice(0, 60) || '';
  const api = reservationApi(args.context, args.request, business.language);
  const slots = await getReservationSlots(api, restaurant.branch_id, {
    type,
    party,
    ...(tableId ? { table_id: tableId } : {}),
    ...(area ? { area } : {}),
  });
  const open = slots.days.filter((d) => d.slots.some((s) => s.available));
  const asked = url.searchParams.get('date');
  const date = slots.days.find((d) => d.date === asked)?.date ?? open[0]?.date ?? slots.days[0]?.date ?? '';
  return {
    type,
    party,
    max,
    date,
    tableId,
    area,
    slots,
    withTable: restaurant.reservation.with_table && type === 'table',
    withOrder,
    preOrder: withOrder ? preOrderItems(business) : { groups: [], sheets: [] },
    contact: await signedInContact(api, args.request),
    methods: restaurant.payment_methods,
    title: bookingTitle(type, restaurant),
    // One key per form render: a double submit or a retry books once (ADR 802).
    key: randomUUID(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { type, business, withOrder } = await context(args);
  const form = await args.request.formData();
  const body = reservationRequest(form, { branchId: business.restaurant.branch_id, type, withOrder });
  const key = String(form.get('key') ?? '');
  try {
    const booked = await reserveTable(
      reservationApi(args.context, args.request, business.language),
      body,
      /^[\x21-\x7e]{8,255}$/.test(key) ? key : randomUUID(),
    );
    return redirect(booked.payment?.url ?? booked.reservation_url);
  } catch (error) {
    const problems = reservationProblems(error);
    if (!problems) throw error instanceof ApiError ? data(error.message, { status: error.status }) : error;
    return data(
      {
        problems,
        values: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
        lines: form.getAll(LINE_FIELD).flatMap((v) => decodeLine(v) ?? []),
      },
      422,
    );
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => [
  ...(loaderData
    ? pageMetaT(matches, loaderData.title.key, loaderData.title.options)
    : pageMetaT(
        matches,
        params.reserveType === 'service' ? 'reservation.titleService' : 'reservation.titleTable',
      )),
  { name: 'robots', content: 'noindex' },
];

export default function ReservationForm({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const problems: OrderProblem[] = actionData?.problems ?? [];
  const values: Record<string, string> = actionData?.values ?? {};
  const d = loaderData;
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-2xl px-4 pb-32">
      <PageHeader title={t(d.title.key, d.title.options)} back={`/${params.ref}`} />
      <p className="mb-4 text-muted text-sm">{t('reservation.intro')}</p>
      <BookingChoices data={d} values={values} />
      <form method="post" className="mt-4 space-y-4" data-testid="reservation-form" noValidate>
        <input type="hidden" name="key" value={d.key} />
        <input type="hidden" name="date" value={d.date} />
        <input type="hidden" name="party" value={d.party} />
        {d.tableId ? <input type="hidden" name="table_id" value={d.tableId} /> : null}
        {d.area ? <input type="hidden" name="area" value={d.area} /> : null}
        <fieldset className="rounded-3xl bg-card p-4 ring-1 ring-line">
          <legend className="float-start mb-2 w-full px-1 font-semibold text-ink">
            {t('reservation.time')}
          </legend>
          <TimeSlots day={d.slots.days.find((x) => x.date === d.date)} chosen={values.time} />
        </fieldset>
        <ContactFields values={actionData ? values : { ...d.contact, ...values }} />
        {d.withOrder ? (
          <PreOrderPicker
            groups={d.preOrder.groups}
            sheets={d.preOrder.sheets}
            methods={d.methods}
            values={values}
            chosen={actionData?.lines ?? []}
          />
        ) : null}
        <ProblemList problems={problems} id="reservation-problems" />
        <Button type="submit" pending={busy} size="lg" block>
          {busy
            ? t('reservation.booking')
            : t(d.withOrder ? 'reservation.submitWithOrder' : 'reservation.submit')}
        </Button>
      </form>
    </main>
  );
}

function TimeSlots({
  day,
  chosen,
}: {
  day: { date: string; slots: { from: string; available: boolean }[] } | undefined;
  chosen: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (!day?.slots.some((s) => s.available))
    return <p className="clear-both py-3 text-muted text-sm">{t('reservation.noTimes')}</p>;
  // None preselected: a diner who did not look would book the first slot, midnight on an all-day
  // branch (ADR 1499). Only a time chosen before a refused post comes back checked.
  const selected = chosen && day.slots.some((s) => s.from === chosen && s.available) ? chosen : undefined;
  return (
    <div className="clear-both grid grid-cols-3 gap-2 sm:grid-cols-5">
      {day.slots.map((s) => (
        <label
          key={s.from}
          className="has-checked:bg-brand has-checked:text-on-brand has-disabled:opacity-40 has-disabled:line-through has-focus-visible:ring-2 has-focus-visible:ring-brand flex min-h-11 cursor-pointer items-center justify-center rounded-2xl bg-sunken font-medium text-ink tabular-nums"
        >
          <input
            type="radio"
            name="time"
            value={s.from}
            defaultChecked={s.from === selected}
            disabled={!s.available}
            className="sr-only"
          />
          <bdi>{formatTimeOfDay(s.from, i18n.language)}</bdi>
        </label>
      ))}
    </div>
  );
}
