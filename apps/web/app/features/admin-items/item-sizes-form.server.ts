import type { ItemSizesWrite } from '@sufra/contract';
import { formText, localizedFrom, minorUnits, wholeNumber } from '../admin/admin-forms.server.ts';

/** A typed decimal ("0.45", "0,45"), or null when left empty; NaN (named by the server) when not a number. */
function decimal(typed: string): number | null {
  if (!typed) return null;
  const normal = typed.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

const optionalWhole = (typed: string) => (typed ? wholeNumber(typed) : null);

/**
 * The sizes form's post → the write (ADR 1420): a row ticked "remove" and an empty new row are left
 * out; the least defaults to 1; an empty most, weight, unit or time is "none".
 */
export function itemSizesFrom(form: FormData, locales: readonly string[], currency: string): ItemSizesWrite {
  const rows = Math.min(wholeNumber(formText(form, 'rows')) || 0, 30);
  const sizes = Array.from({ length: rows }, (_, i) => {
    const at = (field: string) => formText(form, `sizes.${i}.${field}`);
    const id = Number(at('id')) || undefined;
    const label = localizedFrom(form, `sizes.${i}.label`, locales);
    const empty = !id && !at('price') && !Object.values(label).some(Boolean);
    if (empty || form.get(`sizes.${i}.remove`) === 'on') return null;
    return {
      ...(id ? { id } : {}),
      label,
      price: minorUnits(at('price'), currency),
      weight: decimal(at('weight')),
      minimum: at('minimum') ? wholeNumber(at('minimum')) : 1,
      maximum: optionalWhole(at('maximum')),
      unit: at('unit') || null,
      preparation_time: optionalWhole(at('preparation_time')),
    };
  }).filter((z) => z !== null);
  return { sizes, version: formText(form, 'version') };
}
