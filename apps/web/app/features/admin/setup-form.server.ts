import { formText } from './admin-forms.server.ts';

/** Reading the set-up screens' form posts ([product: Back office], ADR 1120). */

export const checked = (form: FormData, name: string) => form.get(name) === 'on';

/** A typed whole number (up to six digits), or NaN, which the server names as the field's error. */
export const typedWhole = (form: FormData, name: string) => {
  const typed = formText(form, name);
  return /^-?\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN;
};

/** A file field as base64 (one client, one body parser; ADR 1003), or null when none was chosen. */
export async function fileAsBase64(form: FormData, name: string): Promise<string | null> {
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return null;
  return Buffer.from(await file.arrayBuffer()).toString('base64');
}

/** `branch_ids` and each branch's `branch.{id}.{type}` checkboxes → the settings call's branches. */
export function branchTypesFrom(form: FormData) {
  return form
    .getAll('branch_ids')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .map((id) => ({
      id,
      delivery: checked(form, `branch.${id}.delivery`),
      pickup: checked(form, `branch.${id}.pickup`),
      dinein: checked(form, `branch.${id}.dinein`),
    }));
}

/** The ticked languages, the menu's own first (it is a hidden field: it cannot be unticked). */
export function localesFrom(form: FormData): string[] {
  const first = formText(form, 'first_locale');
  const rest = form.getAll('locales').filter((v): v is string => typeof v === 'string' && v !== first);
  return first ? [first, ...rest] : rest;
}
