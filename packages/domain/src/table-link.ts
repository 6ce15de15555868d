// Which table a dine-in order names (ADR 749, 751): a table QR link carries the table's
// unguessable token; a plain label (name or number) is accepted only when the business turned
// table verification off. Pure: the lookups are done by the caller.

/**
 * A table token's shape: 32 URL-safe base64 characters (24 random bytes, 192 bits; ADR 749).
 * Anything else is never looked up as a token.
 */
export const TABLE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The random bytes in a table token (≥ 16, so ≥ 128 bits; ADR 749). */
export const TABLE_TOKEN_BYTES = 24;

export const looksLikeTableToken = (ref: string): boolean => TABLE_TOKEN_PATTERN.test(ref);

export const TableLinkProblem = {
  /** The reference names no table of the branch (a rotated token lands here too). */
  notFound: 'TABLE_NOT_FOUND',
  /** A plain label names a table, but the business only takes orders by the table's QR token. */
  tokenRequired: 'TABLE_TOKEN_REQUIRED',
} as const;
export type TableLinkProblemCode = (typeof TableLinkProblem)[keyof typeof TableLinkProblem];

export type TableLinkOutcome<T> =
  | { ok: true; table: T; by: 'token' | 'label' }
  | { ok: false; problem: TableLinkProblemCode };

/**
 * The table a reference resolves to. `byToken` is the table whose current token equals the
 * reference (null when none); `byLabel` the table whose name or id equals it. A token always
 * wins; a label only counts with verification off; a label refused with verification on says
 * so (TABLE_TOKEN_REQUIRED), so the diner is told to scan the code rather than "no such table".
 */
export function resolveTableLink<T>(input: {
  byToken: T | null;
  byLabel: T | null;
  verification: boolean;
}): TableLinkOutcome<T> {
  if (input.byToken) return { ok: true, table: input.byToken, by: 'token' };
  if (!input.byLabel) return { ok: false, problem: TableLinkProblem.notFound };
  if (input.verification) return { ok: false, problem: TableLinkProblem.tokenRequired };
  return { ok: true, table: input.byLabel, by: 'label' };
}
