import { z } from 'zod';
import { ok } from '../common.ts';

// POST webapp/getAddress and webapp/setAddress ([product: Delivery, areas and shipping]; ADR 1062):
// the server side of the map step's address lookup, through our geocoder proxy.

/** A lookup session, made by the page (one per visit of the map step): it ties a choice to its answers. */
export const lookupSessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'a session id of 8–64 letters, digits, - or _');

/** A place's stable id: the OpenStreetMap object (N node, W way, R relation + id). */
export const placeIdSchema = z.string().regex(/^[NWR][0-9]{1,15}$/, 'a place id such as W123456');

const point = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/**
 * `flag` says what `address` is: `pin` — the map pin's point, answered with the address there
 * (reverse geocoding); `search` — typed text, answered with up to eight places.
 */
export const getAddressRequestSchema = z.discriminatedUnion('flag', [
  z.object({ flag: z.literal('pin'), address: point, sessionId: lookupSessionId }),
  z.object({
    flag: z.literal('search'),
    address: z.string().trim().min(2).max(200),
    sessionId: lookupSessionId,
  }),
]);
export type GetAddressRequest = z.infer<typeof getAddressRequestSchema>;

/** One answer: what the diner reads (title, the longer address) and what is chosen (placeId). */
export const addressCandidateSchema = z.object({
  placeId: placeIdSchema,
  title: z.string(),
  address: z.string(),
});
export type AddressCandidate = z.infer<typeof addressCandidateSchema>;

export const getAddressResponseSchema = z.object({
  error: ok,
  sessionId: lookupSessionId,
  places: z.array(addressCandidateSchema),
});
export type GetAddressResponse = z.infer<typeof getAddressResponseSchema>;

/** The choice: one of the session's places, with what the diner saw. */
export const setAddressRequestSchema = z.object({
  placeId: placeIdSchema,
  sessionId: lookupSessionId,
  title: z.string().max(300),
  address: z.string().max(500),
});
export type SetAddressRequest = z.infer<typeof setAddressRequestSchema>;

/** The chosen place with the address form fields it fills (street, block, city, area). */
export const chosenAddressSchema = z.object({
  placeId: placeIdSchema,
  title: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  street: z.string().optional(),
  block: z.string().optional(),
  city: z.string().optional(),
  area: z.string().optional(),
});
export type ChosenAddress = z.infer<typeof chosenAddressSchema>;

export const setAddressResponseSchema = z.object({
  error: ok,
  sessionId: lookupSessionId,
  place: chosenAddressSchema,
});
export type SetAddressResponse = z.infer<typeof setAddressResponseSchema>;
