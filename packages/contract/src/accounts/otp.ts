import { z } from 'zod';
import { referenceIdSchema } from '../common.ts';
import { ORDER_TEXT_LIMITS } from '../limits.ts';

/** How a code travels ([product: Accounts]: by phone, also by a messaging app). */
export const otpChannelSchema = z.enum(['sms', 'whatsapp']);
export type OtpChannel = z.infer<typeof otpChannelSchema>;

/** A phone as typed, with the country its national form is read in (default KW, [product: Accounts]). */
const phoneFields = {
  phone: z.string().trim().min(1, 'is required').max(ORDER_TEXT_LIMITS.phone),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO country code')
    .transform((c) => c.toUpperCase())
    .optional(),
};

/** An account's display name (registration asks for it, and nothing else). */
export const customerNameSchema = z.string().trim().min(1, 'is required').max(ORDER_TEXT_LIMITS.name);

/**
 * POST send-otp (and webapp/login, webapp/register, webapp/register-whatsapp, ADR 701): a code for
 * this phone in this business. The answer is the same for a known and an unknown number.
 */
export const sendOtpRequestSchema = z.object({
  reference_id: referenceIdSchema,
  ...phoneFields,
  channel: otpChannelSchema.default('sms'),
  /** Registration: the name the account gets if the number is new (never used otherwise). */
  name: customerNameSchema.optional(),
});
export type SendOtpRequest = z.input<typeof sendOtpRequestSchema>;

/** A code request, as the client follows it. `delivery` turns 'failed' when every retry failed. */
export const otpRequestViewSchema = z.object({
  request_id: z.string(),
  channel: otpChannelSchema,
  /** The phone in E.164 with all but its last digits masked (+965 •••• 1234). */
  masked_phone: z.string(),
  delivery: z.enum(['queued', 'sent', 'failed']),
  /** Seconds before a resend is allowed (the [product: Accounts] resend timer). */
  resend_after: z.number().int().min(0),
  /** Seconds the code stays valid once sent. */
  expires_in: z.number().int().min(0),
});
export type OtpRequestView = z.infer<typeof otpRequestViewSchema>;

export const sendOtpResponseSchema = z.object({ error: z.literal(0) }).extend(otpRequestViewSchema.shape);
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** The id of a code request (opaque, 128 bits; not a secret: the code is). */
export const otpRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a code request id');

/** POST verify-otp (and webapp/verify, webapp/verify-by-whatsapp). */
export const verifyOtpRequestSchema = z.object({
  request_id: otpRequestIdSchema,
  /** Six digits; spaces, dashes and Arabic-Indic digits are accepted and normalized. */
  code: z.string().trim().min(1, 'is required').max(32),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** GET/POST webapp/resend-otp: another code for the same request (phone and channel). */
export const resendOtpQuerySchema = z.object({
  request_id: otpRequestIdSchema,
  channel: otpChannelSchema.optional(),
});

/** Refusal codes of the code calls (each a 4xx with a message; ADR 701). */
export const OTP_PROBLEMS = {
  wrongCode: 'otp_wrong',
  expired: 'otp_expired',
  used: 'otp_used',
  locked: 'otp_locked',
  notSent: 'otp_not_sent',
  tooSoon: 'otp_too_soon',
  tooMany: 'otp_too_many',
  channelUnavailable: 'otp_channel_unavailable',
  disabled: 'accounts_disabled',
  phoneInvalid: 'phone_invalid',
} as const;

/** GET webapp/auth-options/{ref}: what the login page offers for this business. */
export const authOptionsResponseSchema = z.object({
  error: z.literal(0),
  /** False when the business turned sign-in off (disable_otp, ADR 704). */
  enabled: z.boolean(),
  channels: z.array(otpChannelSchema),
  resend_after: z.number().int(),
  code_length: z.number().int(),
});
export type AuthOptions = z.infer<typeof authOptionsResponseSchema>;

/** Every 422 code the account calls answer with (a client maps each to its own words). */
export const ACCOUNT_PROBLEM_CODES = [
  ...Object.values(OTP_PROBLEMS),
  'address_incomplete',
  'address_no_location',
  'locations_full',
  'passwords_not_used',
] as const;
