import type { AdminBookings, BookingSettingsWrite } from '@sufra/contract/admin-bookings';
import { formText } from '../admin/admin-forms.server.ts';
import { checked, typedWhole } from '../admin/setup-form.server.ts';

// Reading the bookings form posts ([product: Back office], ADR 1143): what the form cannot say (a typed
// number that is not one) goes to the server as NaN, which names the field.

type Advance = { interval: number; scale: 'min' | 'hour' | 'day' };
const advanceOf = (form: FormData, prefix: string): Advance => ({
  interval: typedWhole(form, `${prefix}.interval`),
  scale: formText(form, `${prefix}.scale`) as Advance['scale'],
});

/** The bookings page: the business's terms, and per branch its capacity and scheduled-order windows. */
export function bookingsOf(form: FormData, branches: AdminBookings['branches']): BookingSettingsWrite {
  return {
    reservation: {
      enabled: checked(form, 'enabled'),
      with_table: checked(form, 'with_table'),
      type: formText(form, 'type') === '2' ? 2 : 1,
      max_users: typedWhole(form, 'max_users'),
      min_advance: typedWhole(form, 'min_advance'),
      cancel_cutoff: typedWhole(form, 'cancel_cutoff'),
    },
    branches: branches.map((b) => {
      const p = `b${b.id}`;
      const windowOf = (type: 'delivery' | 'pickup') => ({
        on: checked(form, `${p}.${type}.on`),
        only_schedule: checked(form, `${p}.${type}.only`),
        min_advance: advanceOf(form, `${p}.${type}.min`),
        max_advance: advanceOf(form, `${p}.${type}.max`),
        apply_on_starting_or_ending: (formText(form, `${p}.${type}.apply`) === 'ending'
          ? 'ending'
          : 'starting') as 'starting' | 'ending',
      });
      const typedCovers = formText(form, `${p}.covers`);
      const typedPerSlot = formText(form, `${p}.perSlot`);
      return {
        id: b.id,
        capacity: {
          covers_per_slot: typedCovers ? typedWhole(form, `${p}.covers`) : null,
          duration_minutes: typedWhole(form, `${p}.duration`),
          slot_minutes: typedWhole(form, `${p}.slot`),
        },
        scheduled_orders: { delivery: windowOf('delivery'), pickup: windowOf('pickup') },
        // Empty: no cap (ADR 1433).
        orders_per_slot: typedPerSlot ? typedWhole(form, `${p}.perSlot`) : null,
      };
    }),
    version: formText(form, 'version') || undefined,
  };
}
