import { z } from 'zod';
import { ORDER_TEXT_LIMITS as L } from '../limits.ts';

const text = (max: number) => z.string().trim().max(max);

/**
 * [product: Accounts] saved address: the address form's fields and pin, plus contact_name, contact_phone,
 * form_type and type ([product: Accounts] address type: 0 company, 1 house, 2 apartment).
 */
export const savedLocationInputSchema = z.object({
  title: text(60).nullish(),
  contact_name: text(L.name).nullish(),
  contact_phone: text(L.phone).nullish(),
  form_type: z.enum(['house', 'apartment', 'company']).default('house'),
  type: z.number().int().min(0).max(2).nullish(),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  area_id: z.number().int().positive().max(2_147_483_647).nullish(),
  city: text(L.address.city).nullish(),
  street: text(L.address.street).nullish(),
  block: text(L.address.block).nullish(),
  postcode: text(L.address.postcode).nullish(),
  building: text(L.address.building).nullish(),
  avenue: text(L.address.avenue).nullish(),
  intercom: text(L.address.intercom).nullish(),
  floor: text(L.address.floor).nullish(),
  apartment: text(L.address.apartment).nullish(),
  parking: text(L.address.parking).nullish(),
  note: text(L.address.note).nullish(),
  house_number: text(L.address.house_number).nullish(),
  office_number: text(L.address.office_number).nullish(),
  paci: text(L.address.paci).nullish(),
  is_default: z.boolean().optional(),
});
export type SavedLocationInput = z.input<typeof savedLocationInputSchema>;

export const savedLocationSchema = savedLocationInputSchema
  .omit({ is_default: true, form_type: true })
  .extend({
    id: z.number().int(),
    form_type: z.enum(['house', 'apartment', 'company']),
    type: z.number().int(),
    is_default: z.boolean(),
  });
export type SavedLocation = z.infer<typeof savedLocationSchema>;

/** Saved addresses per account: enough for anyone, small enough to list at checkout. */
export const MAX_SAVED_LOCATIONS = 20;

export const locationsResponseSchema = z.object({
  error: z.literal(0),
  locations: z.array(savedLocationSchema),
});
export const locationResponseSchema = z.object({ error: z.literal(0), location: savedLocationSchema });
