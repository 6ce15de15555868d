import type { TagCreate } from '@sufra/contract';
import { formText, localizedFrom } from '../admin/admin-forms.server.ts';

/** The new ingredient or tag form's post → the write (ADR 1421): any code ticked, or "declared", declares. */
export function tagFrom(form: FormData, locales: readonly string[], itemId: number): TagCreate {
  const codes = form.getAll('codes').map(String);
  return {
    kind: formText(form, 'kind') === 'tag' ? 'tag' : 'ingredient',
    name: localizedFrom(form, 'name', locales),
    codes: form.get('declared') === 'on' || codes.length ? codes : null,
    item_id: itemId,
  };
}
