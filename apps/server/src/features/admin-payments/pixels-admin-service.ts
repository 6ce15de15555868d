import { type AdminPixel, pixelsWriteSchema } from '@sufra/contract';
import type { Db } from '../../platform/db/client.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite } from '../admin/audited-write.ts';
import { describePixels, setPixel, takesToken } from '../tracking/pixel-store.ts';

/**
 * Pixels and conversion API tokens (ADR 1121), the owner's alone: ids are public (the page loads
 * them) and shown in full; tokens are sealed by the tracking feature's store and only their last
 * four characters come back, in the answer and in the audit.
 */
export function createPixelsAdminService(deps: { db: Db; secret: string | undefined }) {
  const { db, secret } = deps;
  return {
    canStore: Boolean(secret),

    read: (caller: AdminCaller): Promise<AdminPixel[]> =>
      describePixels(db, secret, caller.member.businessId),

    async save(caller: AdminCaller, body: unknown): Promise<AdminPixel[]> {
      const input = parseWrite(pixelsWriteSchema, body);
      const businessId = caller.member.businessId;
      const problems: FieldProblems = {};
      const kinds = new Set<number>();
      input.pixels.forEach((p, i) => {
        if (kinds.has(p.kind)) problems[`pixels.${i}.kind`] = 'Each integration once';
        kinds.add(p.kind);
        if (p.token && !takesToken(p.kind))
          problems[`pixels.${i}.token`] = 'Only conversion APIs take a token';
        if (p.token && !secret)
          problems[`pixels.${i}.token`] = 'This server cannot store tokens: TRACKING_KEYS_SECRET is not set';
        if (p.token && !p.pixel_id) problems[`pixels.${i}.pixel_id`] = 'Enter the id the token belongs to';
      });
      if (Object.keys(problems).length) throw invalidFields(problems);
      await auditedWrite(db, caller, { action: 'update', entity: 'pixels' }, async (tx) => {
        const before = await describePixels(tx, secret, businessId);
        for (const p of input.pixels)
          await setPixel(tx, secret, {
            businessId,
            kind: p.kind,
            pixelId: p.pixel_id || null,
            token: p.token ? p.token : 'keep',
          });
        return { entityId: businessId, before, after: (t) => describePixels(t, secret, businessId) };
      });
      return describePixels(db, secret, businessId);
    },
  };
}
export type PixelsAdminService = ReturnType<typeof createPixelsAdminService>;
