import {
  type AdminBranchOps,
  busyWriteSchema,
  hoursWriteSchema,
  type OperationType,
  pauseWriteSchema,
} from '@sufra/contract';
import {
  type BranchOperations,
  busyMinutes,
  localDate,
  memberCoversBranch,
  pausedUntil,
  shiftRange,
  zonedInstant,
} from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { Forbidden, NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness, insertAudit } from '../admin/admin-repository.ts';
import { type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { changedElsewhere } from '../admin/audited-write.ts';
import { operationsOf, specialDaysOf } from '../catalog/branch-operations.ts';
import { normalizeWeek, safeTimeZone, toWeekSchedule } from '../catalog/week.ts';
import { type BranchOpsRow, lockBranch, readBranchOps, updateBranchOps } from './branch-ops-repository.ts';

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const sellingTypesOf = (settings: Record<string, unknown>): OperationType[] => {
  const on = (settings.selling_types ?? {}) as Record<string, unknown>;
  const types: OperationType[] = [];
  if (on.delivery !== false) types.push('delivery');
  if (on.pickup !== false) types.push('car_pickup');
  if (on.dinein !== false) types.push('dine_in');
  return types;
};

/** Only what still runs at `now`: an ended pause or busy spell is over by itself (ADR 1080). */
function running(ops: BranchOperations, now: Date): BranchOperations {
  const out: BranchOperations = { paused: {}, busy: {} };
  for (const [type, p] of Object.entries(ops.paused) as [OperationType, { until: string }][])
    if (p && pausedUntil(ops, type, now)) out.paused[type] = p;
  for (const [type, b] of Object.entries(ops.busy) as [
    OperationType,
    { until: string; extra_minutes: number },
  ][])
    if (b && busyMinutes(ops, type, now)) out.busy[type] = b;
  return out;
}

function view(row: BranchOpsRow, timeZone: string, now: Date): AdminBranchOps {
  const ops = running(operationsOf(row.settings), now);
  return {
    id: row.id,
    name: row.name,
    time_zone: timeZone,
    week: toWeekSchedule(normalizeWeek(row.availability)) as AdminBranchOps['week'],
    special_days: specialDaysOf(row.settings).filter((d) => d.date >= addDays(localDate(now, timeZone), -1)),
    paused: ops.paused,
    busy: ops.busy,
    selling_types: sellingTypesOf(row.settings),
    version: row.version,
  };
}

/** Each shift's times read by the domain's rule, so the storefront can read what is saved. */
function checkShifts(
  path: string,
  shifts: { time_from: string; time_to: string }[],
  problems: FieldProblems,
) {
  shifts.forEach((s, i) => {
    try {
      shiftRange(s);
      // "24" is all day; any other shift that ends when it starts is a typo, not 24 hours.
      if (s.time_from === s.time_to && !s.time_from.startsWith('24'))
        problems[`${path}.${i}.time_to`] = 'Ends when it starts';
    } catch {
      problems[`${path}.${i}.time_from`] = 'Not a time';
    }
  });
}

/**
 * A branch's hours, special days, pauses and busy mode ([product: Back office], ADR 1080). Each
 * write is checked (422 per field), version-checked where two managers could overwrite each other
 * (the hours: 409 `changed_elsewhere`), written and audited in one transaction; the branches'
 * version trigger then moves the business's version and NOTIFYs, so storefronts see it at once.
 */
export function createBranchOpsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function businessOf(caller: AdminCaller) {
    const business = await findAdminBusiness(db, caller.referenceId);
    if (!business) throw new NotFound('Business not found');
    return { ...business, timeZone: safeTimeZone(business.timeZone) };
  }

  /** One audited branch write; `change` gets the locked row and returns the new availability/settings. */
  async function write(
    caller: AdminCaller,
    branchId: number,
    action: string,
    change: (
      row: BranchOpsRow,
      timeZone: string,
    ) => { availability?: unknown; settings?: Record<string, unknown> },
  ): Promise<AdminBranchOps> {
    const business = await businessOf(caller);
    if (!memberCoversBranch(caller.member.branchId, branchId))
      throw new Forbidden('You work at another branch', 'branch_not_allowed');
    return transaction(db, async (tx) => {
      const before = await lockBranch(tx, business.id, branchId);
      if (!before) throw new NotFound('Branch not found');
      const next = change(before, business.timeZone);
      await updateBranchOps(tx, branchId, next);
      const after = await lockBranch(tx, business.id, branchId);
      if (!after) throw new NotFound('Branch not found');
      const pick = (r: BranchOpsRow) => ({
        availability: r.availability,
        special_days: specialDaysOf(r.settings),
        operations: operationsOf(r.settings),
      });
      await insertAudit(tx, {
        businessId: business.id,
        memberId: caller.member.id,
        memberName: caller.member.name,
        action,
        entity: 'branch',
        entityId: branchId,
        before: pick(before),
        after: pick(after),
      });
      return view(after, business.timeZone, now());
    });
  }

  return {
    async list(caller: AdminCaller): Promise<AdminBranchOps[]> {
      const business = await businessOf(caller);
      const at = now();
      return (await readBranchOps(db, business.id))
        .filter((b) => memberCoversBranch(caller.member.branchId, b.id))
        .map((b) => view(b, business.timeZone, at));
    },

    async saveHours(caller: AdminCaller, branchId: number, body: unknown) {
      const input = parseWrite(hoursWriteSchema, body);
      const problems: FieldProblems = {};
      for (const d of ['0', '1', '2', '3', '4', '5', '6'] as const) {
        const day = input.week[d];
        if (!day.closed && day.shifts.length === 0)
          problems[`week.${d}.shifts`] = 'Add hours or mark the day closed';
        checkShifts(`week.${d}.shifts`, day.shifts, problems);
      }
      const dates = new Set<string>();
      input.special_days.forEach((sd, i) => {
        const parsed = new Date(`${sd.date}T00:00:00Z`);
        if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== sd.date)
          problems[`special_days.${i}.date`] = 'Not a date';
        if (dates.has(sd.date)) problems[`special_days.${i}.date`] = 'This date is listed twice';
        dates.add(sd.date);
        if (!sd.closed && sd.shifts.length === 0)
          problems[`special_days.${i}.shifts`] = 'Add hours or mark the day closed';
        checkShifts(`special_days.${i}.shifts`, sd.shifts, problems);
      });
      if (Object.keys(problems).length) throw invalidFields(problems);
      return write(caller, branchId, 'hours', (row) => {
        if (input.version && input.version !== row.version) throw changedElsewhere();
        const special = [...input.special_days]
          .sort((a, b) => a.date.localeCompare(b.date))
          .map((d) => ({ ...d, shifts: d.closed ? [] : d.shifts }));
        return {
          availability: input.week,
          settings: { ...row.settings, special_days: special },
        };
      });
    },

    async setPause(caller: AdminCaller, branchId: number, body: unknown) {
      const input = parseWrite(pauseWriteSchema, body);
      if (input.paused && !input.minutes && !input.until_tomorrow)
        throw invalidFields({ minutes: 'Choose how long' });
      const at = now();
      return write(caller, branchId, input.paused ? 'pause' : 'resume', (row, timeZone) => {
        const ops = running(operationsOf(row.settings), at);
        if (input.paused) {
          const until = input.until_tomorrow
            ? zonedInstant(addDays(localDate(at, timeZone), 1), 0, timeZone)
            : new Date(at.getTime() + (input.minutes ?? 0) * 60_000);
          ops.paused[input.selling_type] = { until: until.toISOString() };
        } else delete ops.paused[input.selling_type];
        return { settings: { ...row.settings, operations: ops } };
      });
    },

    async setBusy(caller: AdminCaller, branchId: number, body: unknown) {
      const input = parseWrite(busyWriteSchema, body);
      const at = now();
      return write(caller, branchId, input.extra_minutes ? 'busy' : 'not_busy', (row) => {
        const ops = running(operationsOf(row.settings), at);
        if (input.extra_minutes)
          ops.busy[input.selling_type] = {
            until: new Date(at.getTime() + input.minutes * 60_000).toISOString(),
            extra_minutes: input.extra_minutes,
          };
        else delete ops.busy[input.selling_type];
        return { settings: { ...row.settings, operations: ops } };
      });
    },
  };
}
export type BranchOpsService = ReturnType<typeof createBranchOpsService>;
