import { ADMIN_PROBLEMS, ApiError } from '@sufra/contract/client';

/** What an admin action answers when the API refused the write: a message key and each bad field's text. */
export type AdminProblem = { problem: string; fields: Record<string, string> };

/** An admin action's answer (ADR 1220): which form it was for, and the problem or success. */
export type AdminResult = ({ ok: false; form: string } & AdminProblem) | { ok: true; form: string };

/**
 * Turns the API's refusal into what the form shows (ADR 1002): 422 → the fields; 409 → "changed by
 * someone else, reload"; 403 → "your role cannot". Anything else is thrown to the error screen.
 */
export function adminProblemOf(error: unknown): AdminProblem {
  if (!(error instanceof ApiError)) throw error;
  const details = error.details as { fields?: Record<string, string> } | undefined;
  // The team's refusals (ADR 1080).
  if (error.code === ADMIN_PROBLEMS.lastOwner) return { problem: 'admin.problem.lastOwner', fields: {} };
  if (error.code === ADMIN_PROBLEMS.memberExists)
    return { problem: 'admin.problem.memberExists', fields: { phone: 'admin.fieldError.phoneTaken' } };
  if (error.code === ADMIN_PROBLEMS.tagExists)
    return {
      problem: 'admin.problem.fields',
      fields: Object.fromEntries(
        Object.keys(details?.fields ?? {}).map((path) => [path, 'admin.fieldError.tagExists']),
      ),
    };
  if (error.status === 422)
    return {
      problem: error.code === ADMIN_PROBLEMS.invalid ? 'admin.problem.fields' : 'admin.problem.refused',
      fields: Object.fromEntries(Object.keys(details?.fields ?? {}).map((path) => [path, fieldKey(path)])),
    };
  if (error.status === 409) return { problem: 'admin.problem.changedElsewhere', fields: {} };
  if (error.status === 403) return { problem: 'admin.problem.notAllowed', fields: {} };
  throw error;
}

/**
 * A menu write's refusal as its page says it (ADR 1210): a 404 — deleted by someone else meanwhile,
 * or undone twice — is "gone, reload", not the error screen; the rest as `adminProblemOf`.
 */
export function writeProblemOf(error: unknown): AdminProblem {
  if (error instanceof ApiError && error.status === 404) return { problem: 'admin.problem.gone', fields: {} };
  return adminProblemOf(error);
}

/** The catalog's words for a refused field, by what the field is (the server's text is English). */
export function fieldKey(path: string): string {
  if (/(^|\.)price$/.test(path) || path === 'min_order') return 'admin.fieldError.price';
  if (path === 'code') return 'admin.fieldError.code';
  if (path === 'discount_value' || path === 'value' || path === 'rate') return 'admin.fieldError.amount';
  if (path === 'starts_at' || path === 'ends_at') return 'admin.fieldError.dates';
  if (path === 'target_id') return 'admin.fieldError.target';
  if (path === 'items' || path === 'move_to') return 'admin.fieldError.items';
  // The menu's two levels (ADR 1151).
  if (path === 'parent_id') return 'admin.fieldError.parent';
  if (path === 'subcategories') return 'admin.fieldError.subcategories';
  if (path === 'codes') return 'admin.fieldError.codes';
  if (/^(name|description|address)(\.|$)|\.(name|label)(\.|$)/.test(path)) return 'admin.fieldError.text';
  // Sizes (ADR 1420), the business and its branches (ADR 1372).
  if (/(^|\.)(minimum|maximum)$/.test(path)) return 'admin.fieldError.sizeLimits';
  if (/(^|\.)weight$/.test(path)) return 'admin.fieldError.weight';
  if (/(^|\.)preparation_time$/.test(path)) return 'admin.fieldError.minutes';
  if (/^social_links(\.|$)/.test(path)) return 'admin.fieldError.link';
  if (path === 'lat' || path === 'lng') return 'admin.fieldError.pin';
  if (path === 'whatsapp_phone') return 'admin.fieldError.phoneNumber';
  if (path === 'category_id') return 'admin.fieldError.category';
  if (path === 'min' || path === 'max') return 'admin.fieldError.minMax';
  if (path === 'image') return 'admin.fieldError.image';
  // Hours, special days and the team (ADR 1080).
  if (/(^|\.)shifts(\.|$)/.test(path)) return 'admin.fieldError.hours';
  if (/(^|\.)date$/.test(path)) return 'admin.fieldError.date';
  if (path === 'phone') return 'admin.fieldError.phone';
  return 'admin.fieldError.invalid';
}
