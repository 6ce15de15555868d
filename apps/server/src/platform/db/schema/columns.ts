import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Text kept per locale ({ en: 'Latte', ar: 'لاتيه' }); the API picks one with a fallback. */
export type Localized = Record<string, string>;

export const localized = (name: string) => jsonb(name).$type<Localized>().notNull().default({});

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
