import type { AdminBranchOps, AdminDay, HoursWrite, SpecialDayWrite } from '@sufra/contract';
import { formText } from '../admin/admin-forms.server.ts';
import { SHIFTS_PER_DAY } from './hours-form.shared.ts';

/** The shifts typed in `{prefix}.{n}.from/to`: empty rows are left out, half-filled ones kept for the server to name. */
function shiftsFrom(form: FormData, prefix: string) {
  return Array.from({ length: SHIFTS_PER_DAY }, (_, n) => ({
    time_from: formText(form, `${prefix}.${n}.from`),
    time_to: formText(form, `${prefix}.${n}.to`),
  })).filter((s) => s.time_from || s.time_to);
}

/** The week as the form posts it: per day `closed`, `allDay` or its shifts. */
export function weekFrom(form: FormData): HoursWrite['week'] {
  const day = (d: number): AdminDay => {
    const state = formText(form, `week.${d}.state`);
    if (state === 'closed') return { closed: true, shifts: [] };
    if (state === 'allDay') return { closed: false, shifts: [{ time_from: '24', time_to: '24' }] };
    return { closed: false, shifts: shiftsFrom(form, `week.${d}`) };
  };
  // "Copy to every day" ([product: Back office]): the chosen day's hours, as the form holds them, for all
  // seven — a submit button of the same form, so it works before the scripts too.
  const from = Number(formText(form, 'copy_from'));
  if (formText(form, 'copy') === '1' && Number.isInteger(from) && from >= 0 && from <= 6) {
    const copied = day(from);
    return { 0: copied, 1: copied, 2: copied, 3: copied, 4: copied, 5: copied, 6: copied };
  }
  return { 0: day(0), 1: day(1), 2: day(2), 3: day(3), 4: day(4), 5: day(5), 6: day(6) };
}

/** A new special day from its form: a date, closed or its own hours, an optional note. */
export function specialDayFrom(form: FormData): SpecialDayWrite {
  const state = formText(form, 'special.state');
  const note = formText(form, 'special.note');
  return {
    date: formText(form, 'special.date'),
    closed: state === 'closed',
    shifts:
      state === 'closed'
        ? []
        : state === 'allDay'
          ? [{ time_from: '24', time_to: '24' }]
          : shiftsFrom(form, 'special'),
    ...(note ? { note } : {}),
  };
}

/** The branch's current special days, as a write sends them back. */
export const specialDaysOf = (branch: AdminBranchOps): SpecialDayWrite[] =>
  branch.special_days.map((d) => ({
    date: d.date,
    closed: d.closed,
    shifts: d.shifts,
    ...(d.note ? { note: d.note } : {}),
  }));
