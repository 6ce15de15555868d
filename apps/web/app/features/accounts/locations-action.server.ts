import type { SavedLocationInput } from '@sufra/contract';
import { addLocation, deleteLocation, getLocations, updateLocation } from '@sufra/contract/client';
import { type AccountProblem, problemOf } from './account-errors.ts';
import { accountApi } from './session.server.ts';

type Args = { request: Request; context: Parameters<typeof accountApi>[0] };
export type LocationsActionData = { intent: string; id: number | null; problem: AccountProblem | null };

const FIELDS = [
  'title',
  'contact_name',
  'contact_phone',
  'city',
  'street',
  'block',
  'building',
  'avenue',
  'floor',
  'apartment',
  'house_number',
  'office_number',
  'paci',
  'note',
] as const;

/** A saved address from the form: text fields trimmed, empty ones left out, the pin as numbers. */
export function locationFromForm(form: FormData): SavedLocationInput {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.trim() : '';
  };
  const num = (name: string) => {
    const v = Number.parseFloat(text(name));
    return Number.isFinite(v) ? v : null;
  };
  const kind = text('form_type');
  const body: Record<string, unknown> = {
    form_type: kind === 'apartment' || kind === 'company' ? kind : 'house',
    lat: num('lat'),
    lng: num('lng'),
  };
  const area = Number.parseInt(text('area_id'), 10);
  if (Number.isInteger(area) && area > 0) body.area_id = area;
  for (const f of FIELDS) if (text(f)) body[f] = text(f);
  if (text('is_default') === 'true') body.is_default = true;
  return body as SavedLocationInput;
}

/** `/{ref}/locations`' form posts: save (add or edit), make default, delete. */
export async function locationsAction(
  { request, context }: Args,
  language: string,
): Promise<LocationsActionData> {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number.parseInt(String(form.get('id') ?? ''), 10) || null;
  const api = accountApi(context, request, language);
  try {
    if (intent === 'save') {
      const body = locationFromForm(form);
      if (id) await updateLocation(api, id, body);
      else await addLocation(api, body);
    } else if (intent === 'default' && id) {
      const current = (await getLocations(api)).locations.find((l) => l.id === id);
      if (current) await updateLocation(api, id, { ...current, is_default: true } as SavedLocationInput);
    } else if (intent === 'delete' && id) {
      await deleteLocation(api, id);
    }
    return { intent, id, problem: null };
  } catch (error) {
    return { intent, id, problem: problemOf(error) };
  }
}
