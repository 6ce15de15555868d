import {
  ADMIN_PROBLEMS,
  type AdminTeamMember,
  memberInviteSchema,
  memberUpdateSchema,
} from '@sufra/contract';
import { parsePhone } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { Conflict, NotFound, Refused } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness, insertAudit, listBranches } from '../admin/admin-repository.ts';
import { invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { changedElsewhere } from '../admin/audited-write.ts';
import {
  deleteMember,
  insertMember,
  lockMember,
  lockOwners,
  readTeam,
  type TeamRow,
  updateMember,
} from './team-repository.ts';

const view = (r: TeamRow): AdminTeamMember => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  role: r.role as AdminTeamMember['role'],
  branch_id: r.branch_id,
  version: r.version,
});

/** What the audit keeps of a member: never the whole phone number (it is personal data). */
const audited = (r: TeamRow | null) =>
  r ? { name: r.name, phone: `•••• ${r.phone.slice(-4)}`, role: r.role, branch_id: r.branch_id } : null;

const lastOwner = () =>
  new Refused(ADMIN_PROBLEMS.lastOwner, 'A business keeps at least one owner', {
    fields: { role: 'A business keeps at least one owner' },
  });

/**
 * The team ([product: Back office], ADR 1080), owners only (`staff.manage`): list, invite by phone
 * with a role and a branch, change a role, remove. The business always keeps an owner: the owners
 * are locked while one is demoted or removed, so two owners cannot remove each other at once.
 * An invited member signs in with a code to their phone (ADR 1000); nothing is sent at invitation.
 */
export function createTeamService(deps: { db: Db }) {
  const { db } = deps;

  async function businessOf(caller: AdminCaller) {
    const business = await findAdminBusiness(db, caller.referenceId);
    if (!business) throw new NotFound('Business not found');
    return business;
  }

  async function checkBranch(businessId: number, branchId: number | null) {
    if (branchId === null) return;
    const branches = await listBranches(db, businessId);
    if (!branches.some((b) => b.id === branchId))
      throw invalidFields({ branch_id: 'Choose one of your branches' });
  }

  async function audit(
    tx: Db,
    caller: AdminCaller,
    businessId: number,
    action: string,
    id: number,
    before: TeamRow | null,
    after: TeamRow | null,
  ) {
    await insertAudit(tx, {
      businessId,
      memberId: caller.member.id,
      memberName: caller.member.name,
      action,
      entity: 'member',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
  }

  return {
    async list(caller: AdminCaller) {
      return (await readTeam(db, (await businessOf(caller)).id)).map(view);
    },

    async invite(caller: AdminCaller, body: unknown): Promise<AdminTeamMember> {
      const business = await businessOf(caller);
      const input = parseWrite(memberInviteSchema, body);
      const phone = parsePhone(input.phone, input.country ?? business.countryCode);
      if (!phone.ok || !phone.valid) throw invalidFields({ phone: 'This phone number is not valid' });
      await checkBranch(business.id, input.branch_id);
      // An owner acts for every branch.
      const branchId = input.role === 'owner' ? null : input.branch_id;
      return transaction(db, async (tx) => {
        const row = await insertMember(tx, {
          businessId: business.id,
          phone: phone.e164,
          name: input.name,
          role: input.role,
          branchId,
        });
        if (!row)
          throw new Conflict(ADMIN_PROBLEMS.memberExists, 'This phone is already on the team', {
            fields: { phone: 'This phone is already on the team' },
          });
        await audit(tx, caller, business.id, 'invite', row.id, null, row);
        return view(row);
      });
    },

    async update(caller: AdminCaller, id: number, body: unknown): Promise<AdminTeamMember> {
      const business = await businessOf(caller);
      const input = parseWrite(memberUpdateSchema, body);
      await checkBranch(business.id, input.branch_id);
      const branchId = input.role === 'owner' ? null : input.branch_id;
      return transaction(db, async (tx) => {
        const owners = await lockOwners(tx, business.id);
        const before = await lockMember(tx, business.id, id);
        if (!before) throw new NotFound('Member not found');
        if (input.version && input.version !== before.version) throw changedElsewhere();
        if (before.role === 'owner' && input.role !== 'owner' && owners.length <= 1) throw lastOwner();
        await updateMember(tx, id, { role: input.role, branchId });
        const after = await lockMember(tx, business.id, id);
        if (!after) throw new NotFound('Member not found');
        await audit(tx, caller, business.id, 'role', id, before, after);
        return view(after);
      });
    },

    async remove(caller: AdminCaller, id: number): Promise<void> {
      const business = await businessOf(caller);
      await transaction(db, async (tx) => {
        const owners = await lockOwners(tx, business.id);
        const before = await lockMember(tx, business.id, id);
        if (!before) throw new NotFound('Member not found');
        if (before.role === 'owner' && owners.length <= 1) throw lastOwner();
        await deleteMember(tx, id);
        await audit(tx, caller, business.id, 'remove', id, before, null);
      });
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
