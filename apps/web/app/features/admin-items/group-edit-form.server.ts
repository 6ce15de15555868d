import type { ModifierGroupEdit, ModifierGroupShare, ModifierGroupWrite } from '@sufra/contract';
import { formText, localizedFrom, minorUnits, wholeNumber } from '../admin/admin-forms.server.ts';
import { CHOICE_ROWS } from './item-groups.tsx';

/** The "add a group" form's post → the write: its filled choice rows (ADR 1002). */
export function groupAddFrom(
  form: FormData,
  locales: readonly string[],
  currency: string,
): ModifierGroupWrite {
  const modifiers = Array.from({ length: CHOICE_ROWS }, (_, i) => {
    const typed = formText(form, `modifiers.${i}.price`);
    return {
      name: localizedFrom(form, `modifiers.${i}.name`, locales),
      price: typed ? minorUnits(typed, currency) : 0,
    };
  }).filter((m) => Object.values(m.name).some(Boolean));
  return {
    name: localizedFrom(form, 'name', locales),
    min: wholeNumber(formText(form, 'min')),
    max: wholeNumber(formText(form, 'max')),
    modifiers,
    version: formText(form, 'version'),
  };
}

/** The "use on other items" form's post → the write: the ticked items (ADR 1422). */
export const groupShareFrom = (form: FormData): ModifierGroupShare => ({
  item_ids: form.getAll('item_ids').map(Number),
  version: formText(form, 'version'),
});

/**
 * The group edit form's post → the write (ADR 1153): rows ticked "remove" and empty new rows are
 * left out; "required" makes the least at least 1, unticked makes it 0.
 */
export function groupEditFrom(
  form: FormData,
  locales: readonly string[],
  currency: string,
): ModifierGroupEdit {
  const rows = Math.min(wholeNumber(formText(form, 'rows')) || 0, 60);
  const modifiers = Array.from({ length: rows }, (_, i) => {
    const id = Number(formText(form, `modifiers.${i}.id`)) || undefined;
    const typed = formText(form, `modifiers.${i}.price`);
    return {
      ...(id ? { id } : {}),
      name: localizedFrom(form, `modifiers.${i}.name`, locales),
      price: typed ? minorUnits(typed, currency) : 0,
      ...(form.has(`modifiers.${i}.taxes`)
        ? { tax_ids: form.getAll(`modifiers.${i}.tax_ids`).map(Number) }
        : {}),
      remove: form.get(`modifiers.${i}.remove`) === 'on',
    };
  })
    .filter((m) => !m.remove && (m.id || Object.values(m.name).some(Boolean)))
    .map(({ remove: _, ...m }) => m);
  const min = wholeNumber(formText(form, 'min'));
  return {
    name: localizedFrom(form, 'name', locales),
    min: form.get('required') === 'on' ? Math.max(1, min) : 0,
    max: wholeNumber(formText(form, 'max')),
    modifiers,
    version: formText(form, 'version'),
  };
}
