import { z } from 'zod';

export { ADMIN_PROBLEMS } from './problems.ts';

// The back office's shell ([product: Back office], ADR 1000, 1310): roles, sign-in, the member and
// the business; each resource's calls are in its own folder (admin-menu, admin-hours…). Write bodies are checked by the
// server with these schemas and refused with a 422 naming each bad field (`details.fields`).

export const adminRoleSchema = z.enum(['owner', 'manager', 'staff', 'driver']);

export const adminSendCodeSchema = z.object({
  phone: z.string().trim().min(4).max(32),
  country: z.string().length(2).optional(),
});

export const adminVerifySchema = z.object({
  request_id: z.string().min(8).max(64),
  code: z.string().trim().min(1).max(12),
});

/** A text per business locale; the business's first locale must not be empty (checked by the server). */
export const localizedTextSchema = z.record(
  z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/),
  z.string().trim().max(500),
);

/** The row version a write was based on (ADR 1002): a stale one answers 409 `changed_elsewhere`. */
export const rowVersion = z.string().regex(/^[0-9]{1,20}$/);

export type AdminRole = z.infer<typeof adminRoleSchema>;

export type AdminMember = {
  id: number;
  name: string;
  role: AdminRole;
  branch_id: number | null;
};

export type AdminBusiness = {
  reference_id: string;
  name: Record<string, string>;
  locales: string[];
  currency: string;
  /** Its IANA time zone: back-office times ("sold out until 3:00 PM") are the business's, not the device's. */
  time_zone: string;
  /** Each branch with its map pin (null until set): the zone editor shows where it delivers from. */
  branches: { id: number; name: Record<string, string>; lat: number | null; lng: number | null }[];
};

export type AdminMeResponse = {
  error: 0;
  member: AdminMember;
  business: AdminBusiness;
  /** The member's phone is one of the platform's operators' (ADR 1161): the operator screen is theirs. */
  operator: boolean;
  /** Set while the platform suspends this business (ADR 1200): its team reads why, and keeps working. */
  suspended: { at: string; reason: string } | null;
  /** When the owner published the storefront; null: a draft diners see as "coming soon" (ADR 1373). */
  published_at: string | null;
};

export type AdminCodeResponse = { error: 0; request_id: string; masked_phone: string; resend_after: number };

export type AdminSignInResponse = { error: 0; token: string; member: AdminMember };

/** Removing a wallet package or a survey: deleted when never bought or answered, else retired (switched off). */
export type AdminRemovalResponse = { error: 0; removed: 'deleted' | 'retired' };
