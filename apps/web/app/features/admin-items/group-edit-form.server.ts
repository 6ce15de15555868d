import type { ModifierGroupEdit } from '@sufra/contract';
import { formText, localizedFrom, minorUnits, wholeNumber } from '../admin/admin-forms.server.ts';

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
