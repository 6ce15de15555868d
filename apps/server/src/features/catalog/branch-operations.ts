import type { BranchOperations, SpecialDay } from '@sufra/domain';
import { OPERATION_TYPES, slotCapOf } from '@sufra/domain';

// A branch's special days and pauses as stored in its settings (ADR 1080), read defensively: a
// malformed entry is left out, never a 500 (ADR 005).

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isShift = (s: unknown): s is { time_from: string; time_to: string } =>
  isObj(s) && typeof s.time_from === 'string' && typeof s.time_to === 'string';

export function specialDaysOf(settings: unknown): SpecialDay[] {
  const list = isObj(settings) ? settings.special_days : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((d): SpecialDay[] => {
    if (!isObj(d) || typeof d.date !== 'string' || !DATE.test(d.date) || typeof d.closed !== 'boolean')
      return [];
    const shifts = Array.isArray(d.shifts) ? d.shifts.filter(isShift) : [];
    return [
      {
        date: d.date,
        closed: d.closed,
        shifts: shifts.map((s) => ({ time_from: s.time_from, time_to: s.time_to })),
        ...(typeof d.note === 'string' && d.note ? { note: d.note } : {}),
      },
    ];
  });
}

export function operationsOf(settings: unknown): BranchOperations {
  const ops = isObj(settings) && isObj(settings.operations) ? settings.operations : {};
  const paused: BranchOperations['paused'] = {};
  const busy: BranchOperations['busy'] = {};
  for (const type of OPERATION_TYPES) {
    const p = isObj(ops.paused) ? ops.paused[type] : undefined;
    if (isObj(p) && typeof p.until === 'string') paused[type] = { until: p.until };
    const b = isObj(ops.busy) ? ops.busy[type] : undefined;
    if (isObj(b) && typeof b.until === 'string' && Number.isInteger(b.extra_minutes))
      busy[type] = { until: b.until, extra_minutes: b.extra_minutes as number };
  }
  return { paused, busy };
}

/** What the storefront's branch data carries: only what is set (most branches: nothing). */
export function branchOperationFields(settings: unknown) {
  const specialDays = specialDaysOf(settings);
  const ops = operationsOf(settings);
  const hasOps = Object.keys(ops.paused).length > 0 || Object.keys(ops.busy).length > 0;
  return {
    ...(specialDays.length
      ? { special_days: specialDays.map(({ date, closed, shifts }) => ({ date, closed, shifts })) }
      : {}),
    ...(hasOps ? { operations: ops } : {}),
  };
}

/** Whether a modifier's stored `sold_out` entries name this branch (ADR 1080). */
export const soldOutAt = (stored: unknown, branchId: number): boolean =>
  Array.isArray(stored) && stored.some((e) => isObj(e) && e.branch_id === branchId);

/** The branch's cap on scheduled orders per time slot (ADR 1433), or null: no cap. */
export const ordersPerSlotOf = (settings: unknown): number | null =>
  slotCapOf(
    isObj(settings) && isObj(settings.scheduled_orders) ? settings.scheduled_orders.max_per_slot : undefined,
  );
