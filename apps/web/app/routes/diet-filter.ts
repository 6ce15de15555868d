import { parseDiets } from '@sufra/domain';
import { redirect } from 'react-router';
import { dietCookieHeader } from '../features/diets/diet-choice.server.ts';
import type { Route } from './+types/diet-filter';

/** Where to go back to: a page of this business only (never another site). */
function backTo(raw: FormDataEntryValue | null, ref: string, type: string): string {
  const fallback = `/${ref}/${type}`;
  if (typeof raw !== 'string' || !raw.startsWith(`/${ref}/`) || raw.startsWith('//') || raw.includes('\\'))
    return fallback;
  return raw;
}

/**
 * `POST /{ref}/{type}/diet`: the menu's diet filter, a real form (it works before the scripts run):
 * remembers the choice for the visit and goes back to the page it came from (ADR 1061).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const ref = params.ref;
  const diets = form.get('clear') ? [] : parseDiets(form.getAll('diet').map(String));
  return redirect(backTo(form.get('back'), ref, params.type), {
    status: 303,
    headers: { 'set-cookie': dietCookieHeader(ref, diets) },
  });
}

/** A GET of the form's address goes to the menu. */
export const loader = ({ params }: Route.LoaderArgs) => redirect(`/${params.ref}/${params.type}`);
