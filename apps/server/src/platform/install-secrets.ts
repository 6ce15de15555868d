import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { installSecrets } from './db/schema/index.ts';

/**
 * The installation's secret called `name` (ADR 1330): made by `make` the first time any instance
 * asks, kept in PostgreSQL, the same for every instance after. Two instances starting at once
 * both try to insert; the row that won is what both read back.
 */
export async function installSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db
    .insert(installSecrets)
    .values({ name, value: make() })
    .onConflictDoNothing({ target: installSecrets.name });
  const [row] = await db
    .select({ value: installSecrets.value })
    .from(installSecrets)
    .where(eq(installSecrets.name, name));
  if (!row) throw new Error(`install secret ${name} could not be stored`);
  return row.value;
}

/** Whether the installation already holds `name` (start-up says where a secret comes from). */
export async function hasInstallSecret(db: Db, name: string): Promise<boolean> {
  const rows = await db.execute(sql`SELECT 1 FROM install_secrets WHERE name = ${name}`);
  return rows.rows.length > 0;
}
