import type { Db } from './client.ts';

/**
 * A repository's prepared statements, made once per database handle (each is parsed and planned
 * once per connection by PostgreSQL, then reused): `const q = preparedPer(statements); q(db).x`.
 */
export function preparedPer<T>(statements: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let found = prepared.get(db);
    if (!found) {
      found = statements(db);
      prepared.set(db, found);
    }
    return found;
  };
}
