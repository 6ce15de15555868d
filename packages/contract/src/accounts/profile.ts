import { z } from 'zod';
import { orderKeyParam } from '../common.ts';
import { savedLocationSchema } from './locations.ts';
import { customerNameSchema, otpChannelSchema, otpRequestViewSchema } from './otp.ts';

/**
 * [product: Accounts] user: id, business_id (equal to the business's user_id for [product: Accounts] predicate),
 * locations (each with a default flag) — plus the profile's own fields.
 */
export const customerSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  name: z.string(),
  /** E.164. */
  phone: z.string(),
  dial_code: z.string(),
  language: z.string().nullable(),
  locations: z.array(savedLocationSchema),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A signed-in answer: the session's bearer token (shown once) and the account. */
export const sessionResponseSchema = z.object({
  error: z.literal(0),
  token: z.string(),
  /** Seconds of inactivity before the session ends (it slides on every use). */
  expires_in: z.number().int(),
  /** True when this sign-in created the account (the UI then asks for a missing name). */
  is_new: z.boolean(),
  user: customerSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const profileResponseSchema = z.object({ error: z.literal(0), user: customerSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * POST webapp/update-profile. A new phone is not taken at once: it gets a code, and
 * webapp/verify-phone switches the account to it (ADR 702).
 */
export const updateProfileRequestSchema = z
  .object({
    name: customerNameSchema.optional(),
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'must be a language code')
      .nullable()
      .optional(),
    phone: z.string().trim().min(1).max(250).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be an ISO country code')
      .transform((c) => c.toUpperCase())
      .optional(),
    channel: otpChannelSchema.optional(),
  })
  .refine((b) => b.name !== undefined || b.language !== undefined || b.phone !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  error: z.literal(0),
  user: customerSchema,
  /** Present when a new phone was given: the code request that confirms it. */
  phone_verification: otpRequestViewSchema.nullable(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** POST webapp/verify-phone: the code sent to the new phone (signed in). */
export const verifyPhoneRequestSchema = z.object({
  request_id: z.string().min(16).max(64),
  code: z.string().trim().min(1).max(32),
});

/**
 * GET webapp/account/delete/{id} deletes nothing (a prefetch or a crawler must not): it describes
 * what deleting does. POST webapp/account/delete/{id} with { confirm: "DELETE" } deletes (ADR 703).
 */
export const accountDeletionInfoSchema = z.object({
  error: z.literal(0),
  method: z.literal('POST'),
  confirm: z.literal('DELETE'),
  deletes: z.array(z.string()),
  keeps: z.array(z.string()),
});
export const deleteAccountRequestSchema = z.object({ confirm: z.literal('DELETE') });
export const deleteAccountResponseSchema = z.object({ error: z.literal(0), deleted: z.literal(true) });

/**
 * POST webapp/orders/claim: orders this device placed as a guest, by public reference (or the id
 * a phone kept from before, ADR 1471) and token (ADR 705).
 */
export const claimOrdersRequestSchema = z.object({
  orders: z
    .array(
      z.object({
        id: z.union([z.number().int().positive().max(2_147_483_647), orderKeyParam]),
        token: z.string().min(8).max(100),
      }),
    )
    .max(200),
});
export const claimOrdersResponseSchema = z.object({
  error: z.literal(0),
  /** The public references of the listed orders that are the account's (ADR 1472). */
  claimed: z.array(z.string()),
});

export const okResponseSchema = z.object({ error: z.literal(0) });
export type ClaimOrdersResponse = z.infer<typeof claimOrdersResponseSchema>;
