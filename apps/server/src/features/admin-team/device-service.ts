import { type AdminDevice, deviceIssueSchema } from '@sufra/contract';
import type { Db } from '../../platform/db/client.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import { parseWrite } from '../admin/admin-validation.ts';
import { insertStaffToken, listStaffTokens, revokeStaffToken } from '../staff/staff-repository.ts';
import { hashStaffToken, newStaffToken } from '../staff/staff-tokens.ts';

type TokenRow = Awaited<ReturnType<typeof listStaffTokens>>[number];
const view = (r: TokenRow): AdminDevice => ({
  id: r.id,
  name: r.name,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
  revoked_at: r.revokedAt?.toISOString() ?? null,
});

/**
 * A shared kitchen tablet's device tokens (ADR 1370), owners only (`staff.manage`): issued here
 * (the token shown once; only its hash is kept) and revoked here, each audited. A device token
 * opens the order board and nothing else.
 */
export function createDeviceService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(caller: AdminCaller): Promise<AdminDevice[]> {
      return (await listStaffTokens(db, caller.member.businessId)).map(view);
    },

    async issue(caller: AdminCaller, body: unknown): Promise<{ device: AdminDevice; token: string }> {
      const { name } = parseWrite(deviceIssueSchema, body);
      const token = newStaffToken();
      const businessId = caller.member.businessId;
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const id = await insertStaffToken(tx, businessId, name, hashStaffToken(token));
        await insertAudit(tx, {
          businessId,
          memberId: caller.member.id,
          memberName: caller.member.name,
          action: 'issue',
          entity: 'device',
          entityId: id,
          before: null,
          after: { name },
        });
        const row = (await listStaffTokens(tx, businessId)).find((r) => r.id === id);
        if (!row) throw new Error('device token insert not found');
        return { device: view(row), token };
      });
    },

    async revoke(caller: AdminCaller, id: number): Promise<void> {
      const businessId = caller.member.businessId;
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // Scoped by business in the write itself: another business's token is "not found".
        if (!(await revokeStaffToken(tx, businessId, id))) throw new NotFound('Device not found');
        await insertAudit(tx, {
          businessId,
          memberId: caller.member.id,
          memberName: caller.member.name,
          action: 'revoke',
          entity: 'device',
          entityId: id,
          before: null,
          after: null,
        });
      });
    },
  };
}
