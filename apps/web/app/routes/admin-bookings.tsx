import type { AdminBranchBooking, ScheduledWindow } from '@sufra/contract/admin-bookings';
import { getAdminBookings, saveAdminBookings } from '@sufra/contract/admin-bookings';
import { Form } from 'react-router';
import { adminAction, adminLoader, intentOnly } from '../features/admin/admin-route.server.ts';
import { FieldError, inputClass, TextField } from '../features/admin/admin-ui.tsx';
import { businessProblemOf } from '../features/admin/business-problems.server.ts';
import {
  Card,
  Check,
  Choices,
  SaveResult,
  SetupPage,
  setupResultOf,
  useBusinessText,
} from '../features/admin/setup-ui.tsx';
import { bookingsOf } from '../features/admin-bookings/bookings-form.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/admin-bookings';

export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ api, ref }) => ({ bookings: (await getAdminBookings(api, ref)).bookings }));

/**
 * The bookings page's one write ([product: Reservations], ADR 1143): the business's booking terms,
 * and each branch's capacity and scheduled-order windows, with the version the page showed.
 */
export const action = (args: Route.ActionArgs) =>
  adminAction(
    args,
    {
      save: async ({ api, ref, form }) => {
        const { bookings } = await getAdminBookings(api, ref);
        await saveAdminBookings(api, ref, bookingsOf(form, bookings.branches));
      },
    },
    { problemOf: businessProblemOf, key: intentOnly },
  );

export default function AdminBookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, bookings } = loaderData;
  const nameOf = useBusinessText(me.business.locales);
  const { problemOf, savedFor } = setupResultOf(actionData);
  const problem = problemOf('save');
  const fields = problem?.fields ?? {};
  const r = bookings.reservation;
  const title = t('admin.nav.bookings');
  const number = (name: string, label: string, value: number | null, hint?: string) => (
    <TextField
      id={`b-${name}`}
      name={name}
      label={label}
      hint={hint}
      inputMode="numeric"
      defaultValue={value === null ? '' : String(value)}
      error={fields[`reservation.${name}`]}
      dir="ltr"
    />
  );
  return (
    <SetupPage me={me} title={title}>
      <Form key={bookings.version} method="post" className="space-y-4" aria-label={title}>
        <input type="hidden" name="version" value={bookings.version} />
        <SaveResult problem={problem} saved={savedFor('save')} />
        <div className="grid gap-4 lg:grid-cols-[2fr_3fr] lg:items-start">
          <Card id="bookings-terms" title={t('admin.bookings.terms')}>
            <Check name="enabled" label={t('admin.bookings.enabled')} checked={r.enabled} />
            <Check name="with_table" label={t('admin.bookings.withTable')} checked={r.with_table} />
            <Choices
              name="type"
              legend={t('admin.bookings.type')}
              value={String(r.type)}
              options={[
                { value: '1', label: t('admin.bookings.type1') },
                { value: '2', label: t('admin.bookings.type2') },
              ]}
            />
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-1">
              {number('max_users', t('admin.bookings.maxUsers'), r.max_users)}
              {number('min_advance', t('admin.bookings.minAdvance'), r.min_advance)}
              {number('cancel_cutoff', t('admin.bookings.cancelCutoff'), r.cancel_cutoff)}
            </div>
          </Card>
          <div className="space-y-4">
            {bookings.branches.map((branch, i) => (
              <BranchCard
                key={branch.id}
                branch={branch}
                index={i}
                name={nameOf(branch.name)}
                fields={fields}
              />
            ))}
          </div>
        </div>
        <Button type="submit" variant="primary" pill>
          {t('admin.save')}
        </Button>
      </Form>
    </SetupPage>
  );
}

function BranchCard({
  branch,
  index,
  name,
  fields,
}: {
  branch: AdminBranchBooking;
  index: number;
  name: string;
  fields: Record<string, string>;
}) {
  const { t } = useTranslation();
  const p = `b${branch.id}`;
  const at = `branches.${index}`;
  const c = branch.capacity;
  return (
    <Card id={`branch-${branch.id}`} title={name}>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-ink">{t('admin.bookings.capacity')}</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <TextField
            id={`${p}-covers`}
            name={`${p}.covers`}
            label={t('admin.bookings.covers')}
            hint={t('admin.bookings.coversHint')}
            inputMode="numeric"
            defaultValue={c.covers_per_slot === null ? '' : String(c.covers_per_slot)}
            error={fields[`${at}.capacity.covers_per_slot`]}
            dir="ltr"
          />
          <TextField
            id={`${p}-duration`}
            name={`${p}.duration`}
            label={t('admin.bookings.duration')}
            inputMode="numeric"
            defaultValue={String(c.duration_minutes)}
            error={fields[`${at}.capacity.duration_minutes`]}
            dir="ltr"
          />
          <TextField
            id={`${p}-slot`}
            name={`${p}.slot`}
            label={t('admin.bookings.slot')}
            inputMode="numeric"
            defaultValue={String(c.slot_minutes)}
            error={fields[`${at}.capacity.slot_minutes`]}
            dir="ltr"
          />
        </div>
      </fieldset>
      <TextField
        id={`${p}-perSlot`}
        name={`${p}.perSlot`}
        label={t('admin.bookings.perSlot')}
        hint={t('admin.bookings.perSlotHint')}
        inputMode="numeric"
        defaultValue={branch.orders_per_slot === null ? '' : String(branch.orders_per_slot)}
        error={fields[`${at}.orders_per_slot`]}
        dir="ltr"
      />
      {(['delivery', 'pickup'] as const).map((type) => (
        <ScheduledFields
          key={type}
          prefix={`${p}.${type}`}
          at={`${at}.scheduled_orders.${type}`}
          legend={t(
            type === 'delivery' ? 'admin.bookings.scheduledDelivery' : 'admin.bookings.scheduledPickup',
          )}
          window={branch.scheduled_orders[type]}
          fields={fields}
        />
      ))}
    </Card>
  );
}

function ScheduledFields({
  prefix,
  at,
  legend,
  window: w,
  fields,
}: {
  prefix: string;
  at: string;
  legend: string;
  window: ScheduledWindow;
  fields: Record<string, string>;
}) {
  const { t } = useTranslation();
  const id = prefix.replaceAll('.', '-');
  const advance = (key: 'min' | 'max', value: ScheduledWindow['min_advance']) => {
    const error = fields[`${at}.${key}_advance`] ?? fields[`${at}.${key}_advance.interval`];
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className="font-medium text-ink text-sm">
          {t(key === 'min' ? 'admin.bookings.earliest' : 'admin.bookings.latest')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-${key}`}
            name={`${prefix}.${key}.interval`}
            inputMode="numeric"
            defaultValue={String(value.interval)}
            className={`${inputClass} w-24`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${key}-error` : undefined}
            dir="ltr"
          />
          <select
            name={`${prefix}.${key}.scale`}
            defaultValue={value.scale}
            className={inputClass}
            aria-label={t('admin.bookings.unit')}
          >
            {(['min', 'hour', 'day'] as const).map((scale) => (
              <option key={scale} value={scale}>
                {t(`admin.bookings.in.${scale}`)}
              </option>
            ))}
          </select>
        </div>
        <FieldError id={`${id}-${key}-error`} text={error} />
      </div>
    );
  };
  return (
    <div className="border-line border-t pt-3">
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold text-ink">{legend}</legend>
        <div className="flex flex-wrap gap-x-6">
          <Check name={`${prefix}.on`} label={t('admin.bookings.scheduledOn')} checked={w.on} />
          <Check
            name={`${prefix}.only`}
            label={t('admin.bookings.onlyScheduled')}
            checked={w.only_schedule}
          />
        </div>
        <FieldError id={`${id}-only-error`} text={fields[`${at}.only_schedule`]} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {advance('min', w.min_advance)}
          {advance('max', w.max_advance)}
        </div>
        <Choices
          name={`${prefix}.apply`}
          legend={t('admin.bookings.applyOn')}
          value={w.apply_on_starting_or_ending}
          options={[
            { value: 'starting', label: t('admin.bookings.applyStart') },
            { value: 'ending', label: t('admin.bookings.applyEnd') },
          ]}
        />
      </fieldset>
    </div>
  );
}
