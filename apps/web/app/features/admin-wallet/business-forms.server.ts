import type {
  AdminBookings,
  AdminSurveyQuestion,
  BookingSettingsWrite,
  SurveyQuestionWrite,
  WalletPackageWrite,
} from '@sufra/contract/admin-wallet';
import { formText, localizedFrom, minorUnits, wholeNumber } from '../admin/admin-forms.server.ts';
import { checked } from '../admin/setup-form.server.ts';

// Reading the business programmes' form posts ([product: Back office], ADR 1140–1143): what the
// form cannot say (a typed number that is not one) goes to the server as NaN, which names the field.

export function walletPackageOf(
  form: FormData,
  currency: string,
  locales: readonly string[],
): WalletPackageWrite {
  const days = formText(form, 'bonus_expiry_days');
  return {
    name: localizedFrom(form, 'name', locales),
    description: localizedFrom(form, 'description', locales),
    price: minorUnits(formText(form, 'price'), currency),
    credit: minorUnits(formText(form, 'credit'), currency),
    bonus_expiry_days: days ? wholeNumber(days) : null,
    active: checked(form, 'active'),
    version: formText(form, 'version') || undefined,
  };
}

const whole = (form: FormData, name: string) => {
  const typed = formText(form, name);
  return /^-?\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN;
};

/**
 * A question as the form sends it. A choice question's options are typed one per line in each
 * language: line n is option n in every language, and keeps the id option n had.
 */
export function surveyQuestionOf(
  form: FormData,
  locales: readonly string[],
  existing: AdminSurveyQuestion | null,
): SurveyQuestionWrite {
  const kind = Number(formText(form, 'kind') || existing?.kind) as SurveyQuestionWrite['kind'];
  const lines = Object.fromEntries(
    locales.map((l) => [
      l,
      formText(form, `options.${l}`)
        .split('\n')
        .map((line) => line.trim()),
    ]),
  );
  const count = Math.max(0, ...Object.values(lines).map((l) => l.length));
  const options = Array.from({ length: count }, (_, i) => ({
    ...(existing?.options[i] ? { id: existing.options[i].id } : {}),
    label: Object.fromEntries(locales.map((l) => [l, lines[l]?.[i] ?? ''])),
  })).filter((o) => Object.values(o.label).some(Boolean));
  const body: SurveyQuestionWrite = {
    kind,
    title: localizedFrom(form, 'title', locales),
    required: checked(form, 'required'),
    version: formText(form, 'version') || undefined,
  };
  if (kind === 1)
    return { ...body, multiline: checked(form, 'multiline'), max_length: whole(form, 'max_length') };
  if (kind === 2)
    return {
      ...body,
      min: whole(form, 'min'),
      max: whole(form, 'max'),
      step: whole(form, 'step'),
      min_label: localizedFrom(form, 'min_label', locales),
      max_label: localizedFrom(form, 'max_label', locales),
    };
  if (kind === 4) return { ...body, multiple: checked(form, 'multiple'), options };
  if (kind === 5) return { ...body, stars: whole(form, 'stars') };
  return body;
}

type Advance = { interval: number; scale: 'min' | 'hour' | 'day' };
const advanceOf = (form: FormData, prefix: string): Advance => ({
  interval: whole(form, `${prefix}.interval`),
  scale: formText(form, `${prefix}.scale`) as Advance['scale'],
});

/** The bookings page: the business's terms, and per branch its capacity and scheduled-order windows. */
export function bookingsOf(form: FormData, branches: AdminBookings['branches']): BookingSettingsWrite {
  return {
    reservation: {
      enabled: checked(form, 'enabled'),
      with_table: checked(form, 'with_table'),
      type: formText(form, 'type') === '2' ? 2 : 1,
      max_users: whole(form, 'max_users'),
      min_advance: whole(form, 'min_advance'),
      cancel_cutoff: whole(form, 'cancel_cutoff'),
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
      return {
        id: b.id,
        capacity: {
          covers_per_slot: typedCovers ? whole(form, `${p}.covers`) : null,
          duration_minutes: whole(form, `${p}.duration`),
          slot_minutes: whole(form, `${p}.slot`),
        },
        scheduled_orders: { delivery: windowOf('delivery'), pickup: windowOf('pickup') },
      };
    }),
    version: formText(form, 'version') || undefined,
  };
}
