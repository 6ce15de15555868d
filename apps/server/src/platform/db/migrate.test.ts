import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connect } from './client.ts';
import { runMigrations } from './migrate.ts';

describe('migrations', () => {
  it('instances starting at once on an empty database take turns; both start', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    const instances = [connect(url, 2), connect(url, 2), connect(url, 2)];
    try {
      const results = await Promise.allSettled(instances.map((d) => runMigrations(d.db)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const one = instances[0];
      const { rows } = await (one as NonNullable<typeof one>).pool.query(
        'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations',
      );
      expect(rows[0].n).toBe(rows[0].d);
    } finally {
      for (const d of instances) await d.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
