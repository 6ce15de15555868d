import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from '../../platform/db/schema/business.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded pictures, encoded once at upload (ADR 1003), kept in PostgreSQL so that every instance
 * serves what any of them stored (ADR 1331). `name` is `{hash}-{width}.webp`: content-addressed,
 * so a row never changes.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.name] })],
);
