import { z } from 'zod';
import { rowVersion as version } from '../admin/admin.ts';

// The storefront's policies in the back office ([product: Back office], ADR 1142). Write bodies are
// checked by the server with these schemas (422 naming each bad field).

/** A long text per business locale (policies, wallet terms): up to 5,000 characters each. */
export const POLICY_TEXT_MAX = 5000;
export const longTextSchema = z.record(
  z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/),
  z.string().trim().max(POLICY_TEXT_MAX),
);
// ── Policies ────────────────────────────────────────────────────────────────────────────────

/** The policies the storefront's policies page shows, in its order (the wallet's is the wallet page's). */
export const POLICY_KINDS = ['privacy', 'terms', 'refund'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const policiesWriteSchema = z.object({
  privacy: longTextSchema.default({}),
  terms: longTextSchema.default({}),
  refund: longTextSchema.default({}),
  version: version.optional(),
});
export type PoliciesWrite = z.input<typeof policiesWriteSchema>;
export type AdminPolicies = Record<PolicyKind, Record<string, string>> & { version: string };
export type AdminPoliciesResponse = { error: 0; policies: AdminPolicies };
