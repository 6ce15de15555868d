import { type AdminProblem, adminProblemOf } from './admin-problems.server.ts';

/** The business programmes' words for a refused field, by what the field is (ADR 1140–1143). */
function businessFieldKey(path: string, fallback: string): string {
  if (path === 'price' || path === 'credit') return 'admin.fieldError.credit';
  if (path === 'bonus_expiry_days') return 'admin.fieldError.days';
  if (/^(policy|privacy|terms|refund)\./.test(path)) return 'admin.fieldError.policy';
  if (/^(title|thank_you|description)\./.test(path)) return 'admin.fieldError.text';
  if (path === 'options' || path.startsWith('options.')) return 'admin.fieldError.options';
  if (['min', 'max', 'step', 'max_length', 'stars'].includes(path)) return 'admin.fieldError.range';
  if (path === 'kind') return 'admin.fieldError.kind';
  if (/\.scheduled_orders\.\w+\.max_advance/.test(path)) return 'admin.fieldError.window';
  if (/\.scheduled_orders\./.test(path)) return 'admin.fieldError.scheduled';
  if (/^(reservation|branches\.\d+\.capacity)\./.test(path)) return 'admin.fieldError.wholeNumber';
  return fallback;
}

/** As `adminProblemOf` (422 fields, 409 stale, 403 role), worded for these screens. */
export function businessProblemOf(error: unknown): AdminProblem {
  const problem = adminProblemOf(error);
  return {
    ...problem,
    fields: Object.fromEntries(
      Object.entries(problem.fields).map(([path, key]) => [path, businessFieldKey(path, key)]),
    ),
  };
}
