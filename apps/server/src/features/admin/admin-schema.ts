import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches, businesses } from '../../platform/db/schema/business.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A person who runs a business in the back office (ADR 1000): a verified phone, a role and, for a
 * role bound to one branch, that branch. Roles: owner, manager, staff ([product: Back office]).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** E.164. */
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').notNull(),
    /** Null: every branch of the business. */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_members_business_phone').on(t.businessId, t.phone)],
);

/** Back-office sessions: opaque tokens, only their sha256 stored, sliding expiry (ADR 1000). */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('admin_sessions_member').on(t.memberId)],
);

/** Every back-office write: who, what, and the row before and after (ADR 1001). */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null once the member is removed; `member_name` keeps who it was. */
    memberId: integer('member_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    memberName: text('member_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('admin_audit_business_at').on(t.businessId, t.at)],
);
