import { type AdminProblem, adminProblemOf } from '../admin/admin-problems.server.ts';

/** An API field of a new business (`owner.phone`, `name.en`…) → the operator form's field and words. */
function operatorField(path: string): [string, string] {
  if (path === 'reference_id') return ['reference_id', 'admin.fieldError.reference'];
  if (/^name(\.|$)/.test(path)) return ['name', 'admin.fieldError.text'];
  if (/^locales(\.|$)/.test(path)) return ['locales', 'admin.fieldError.locales'];
  if (path === 'currency') return ['currency', 'admin.fieldError.currencyCode'];
  if (path === 'country_code') return ['country_code', 'admin.fieldError.countryCode'];
  if (path === 'time_zone') return ['time_zone', 'admin.fieldError.timeZone'];
  if (path === 'owner.phone') return ['owner_phone', 'admin.fieldError.phone'];
  if (path === 'owner.name') return ['owner_name', 'admin.fieldError.invalid'];
  // A business's sign-in codes (ADR 1388).
  if (/^countries(\.|$)/.test(path)) return ['countries', 'admin.fieldError.countryCode'];
  if (path === 'daily_budget') return ['daily_budget', 'admin.fieldError.codesBudget'];
  // A suspension's reason (ADR 1200).
  if (path === 'reason') return ['reason', 'admin.fieldError.suspendReason'];
  return [path, 'admin.fieldError.invalid'];
}

/** As `adminProblemOf` (422 fields, 403 role), keyed by the operator form's fields (ADR 1161). */
export function operatorProblemOf(error: unknown): AdminProblem {
  const problem = adminProblemOf(error);
  return { ...problem, fields: Object.fromEntries(Object.keys(problem.fields).map(operatorField)) };
}
