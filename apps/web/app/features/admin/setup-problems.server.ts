import { type AdminProblem, adminProblemOf } from './admin-problems.server.ts';

/** The set-up screens' words for a refused field, by what the field is (ADR 1120–1122). */
function setupFieldKey(path: string, fallback: string): string {
  if (/^theme_/.test(path)) return 'admin.fieldError.colour';
  if (/^locales(\.|$)/.test(path)) return 'admin.fieldError.locales';
  if (/^branches\.\d+$/.test(path)) return 'admin.fieldError.sellingTypes';
  if (/^dinein_btn_label\./.test(path)) return 'admin.fieldError.buttonLabel';
  if (path === 'secret_key') return 'admin.fieldError.secretKey';
  if (path === 'methods') return 'admin.fieldError.methods';
  if (path === 'name') return 'admin.fieldError.tableName';
  if (path === 'seats') return 'admin.fieldError.seats';
  if (path === 'ring') return 'admin.fieldError.outline';
  if (path === 'area') return 'admin.fieldError.lastArea';
  if (/^pixels\.\d+\.pixel_id$/.test(path)) return 'admin.fieldError.pixelId';
  if (/^pixels\.\d+\.token$/.test(path)) return 'admin.fieldError.pixelToken';
  if (path === 'fees' || path === 'min_order') return 'admin.fieldError.price';
  if (path === 'delivery_time') return 'admin.fieldError.minutes';
  return fallback;
}

/** As `adminProblemOf` (422 fields, 409 stale, 403 role), worded for the set-up screens. */
export function setupProblemOf(error: unknown): AdminProblem {
  const problem = adminProblemOf(error);
  return {
    ...problem,
    fields: Object.fromEntries(
      Object.entries(problem.fields).map(([path, key]) => [path, setupFieldKey(path, key)]),
    ),
  };
}
