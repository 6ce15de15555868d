import { type AdminAuditEntry, AUDIT_ENTITIES } from '@sufra/contract';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import { invalidFields } from '../admin/admin-validation.ts';

/** Entries per page of the audit viewer. */
export const AUDIT_PAGE = 50;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Cell = { item?: unknown; column?: unknown; value?: unknown };
const isCells = (v: unknown): v is Cell[] =>
  Array.isArray(v) && v.every((c) => isPlain(c) && 'column' in c && 'value' in c);

/**
 * Before → after as the viewer lists it: the fields that changed (a row's columns, a price cell
 * of a CSV, a whole value such as an order of ids); for a create or a delete, every field.
 */
export function changesOf(before: unknown, after: unknown): AdminAuditEntry['changes'] {
  if (isCells(before) && isCells(after) && before.length === after.length)
    return before.map((b, i) => ({
      field: `${String(b.item ?? '')} · ${String(b.column ?? '')}`,
      before: b.value,
      after: after[i]?.value,
    }));
  if (isPlain(before) || isPlain(after)) {
    const b = isPlain(before) ? before : {};
    const a = isPlain(after) ? after : {};
    return [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .filter((k) => k !== 'version' && !same(b[k], a[k]))
      .map((k) => ({ field: k, before: b[k] ?? null, after: a[k] ?? null }));
  }
  return same(before, after) ? [] : [{ field: '', before: before ?? null, after: after ?? null }];
}

/**
 * The audit trail ([product: Back office], ADR 1080): newest first, a page at a time (`before`: the
 * last id seen), filtered by what was changed. Owners and managers read it (`audit.read`).
 */
export function createAuditService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(caller: AdminCaller, query: { entity?: unknown; before?: unknown }) {
      const business = await findAdminBusiness(db, caller.referenceId);
      if (!business) throw new NotFound('Business not found');
      const entity = typeof query.entity === 'string' && query.entity ? query.entity : null;
      if (entity && !(AUDIT_ENTITIES as readonly string[]).includes(entity))
        throw invalidFields({ entity: 'Not a kind of change' });
      const before =
        typeof query.before === 'string' && /^[1-9][0-9]{0,15}$/.test(query.before)
          ? Number(query.before)
          : null;
      if (query.before !== undefined && before === null) throw invalidFields({ before: 'Not an entry' });
      const where: SQL[] = [eq(s.adminAudit.businessId, business.id)];
      if (entity) where.push(eq(s.adminAudit.entity, entity));
      if (before) where.push(lt(s.adminAudit.id, before));
      const rows = await db
        .select()
        .from(s.adminAudit)
        .where(and(...where))
        .orderBy(desc(s.adminAudit.id))
        .limit(AUDIT_PAGE + 1);
      const page = rows.slice(0, AUDIT_PAGE);
      return {
        entries: page.map(
          (r): AdminAuditEntry => ({
            id: r.id,
            at: r.at.toISOString(),
            member_name: r.memberName,
            action: r.action,
            entity: r.entity,
            entity_id: r.entityId,
            changes: changesOf(r.before, r.after),
          }),
        ),
        next_before: rows.length > AUDIT_PAGE ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
