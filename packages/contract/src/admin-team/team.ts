import { z } from 'zod';
import { adminRoleSchema, rowVersion } from '../admin/admin.ts';

// The back office's team ([product: Back office], ADR 1080): owners invite, change and remove
// members. Write bodies are checked by the server with these schemas (422 naming each bad field).

export const memberInviteSchema = z.object({
  phone: z.string().trim().min(4).max(32),
  country: z.string().length(2).optional(),
  name: z.string().trim().min(1).max(80),
  role: adminRoleSchema,
  /** Null: every branch. */
  branch_id: z.number().int().positive().nullable().default(null),
});

export const memberUpdateSchema = z.object({
  role: adminRoleSchema,
  branch_id: z.number().int().positive().nullable().default(null),
  version: rowVersion.optional(),
});

export type MemberInvite = z.input<typeof memberInviteSchema>;
export type MemberUpdate = z.input<typeof memberUpdateSchema>;

export type AdminTeamMember = {
  id: number;
  name: string;
  /** E.164. */
  phone: string;
  role: z.infer<typeof adminRoleSchema>;
  branch_id: number | null;
  version: string;
};
export type AdminTeamResponse = { error: 0; members: AdminTeamMember[] };
export type AdminTeamMemberResponse = {
  error: 0;
  member: AdminTeamMember;
  /**
   * On an invitation (ADR 1371): whether a message with the sign-in link is on its way; false
   * when the message channel carries codes only (the screen then shows the link to pass on).
   */
  notified?: boolean;
  /** The back office's sign-in page for the new member. */
  sign_in_url?: string;
};
