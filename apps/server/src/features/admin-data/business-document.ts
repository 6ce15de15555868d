import { ADMIN_PROBLEMS } from '@sufra/contract';
import { type AdminRole, roleCan } from '@sufra/domain';
import type pg from 'pg';
import { z } from 'zod';
import { Conflict, Forbidden, NotFound, Refused } from '../../platform/failures.ts';
import { newTableToken } from '../../platform/secrets.ts';
import {
  BUSINESS_OWN_COLUMNS,
  BUSINESS_TABLES,
  type Ref,
  SETTINGS_REFS,
  type TableSpec,
} from './business-tables.ts';

/**
 * The whole business as one JSON document, and back (ADR 1020). Rows travel as PostgreSQL's own
 * `to_jsonb` and come back through `jsonb_populate_recordset`, so every value (numeric, array,
 * jsonb, timestamp) round-trips exactly; ids are kept where they are free or already this
 * business's (the storefront's URLs stay the same) and renumbered where another business holds
 * them, every reference following.
 */
export const BUSINESS_DOCUMENT_FORMAT = 'sufra.business';
export const BUSINESS_DOCUMENT_VERSION = 1;

type Row = Record<string, unknown> & { id: number };

export type BusinessDocument = {
  format: typeof BUSINESS_DOCUMENT_FORMAT;
  version: typeof BUSINESS_DOCUMENT_VERSION;
  exported_at: string;
  business: Record<string, unknown>;
  tables: Record<string, Row[]>;
};

const rowSchema = z.object({ id: z.number().int().positive() }).passthrough();
export const businessDocumentSchema = z.object({
  format: z.literal(BUSINESS_DOCUMENT_FORMAT),
  version: z.literal(BUSINESS_DOCUMENT_VERSION),
  exported_at: z.string(),
  business: z
    .object({ reference_id: z.string().min(1), name: z.record(z.string(), z.string()) })
    .passthrough(),
  tables: z.record(z.string(), z.array(rowSchema)),
});

const SPEC_OF = new Map(BUSINESS_TABLES.map((t) => [t.table, t]));
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQL selecting the ids of a table's rows that belong to business $1. */
function ownedIdsSql(spec: TableSpec): string {
  if (spec.owner.via === 'business') return `SELECT id FROM ${quote(spec.table)} WHERE business_id = $1`;
  const parent = SPEC_OF.get(spec.owner.parent);
  if (!parent) throw new Error(`No table spec for ${spec.owner.parent}`);
  return `SELECT id FROM ${quote(spec.table)} WHERE ${quote(spec.owner.column)} IN (${ownedIdsSql(parent)})`;
}

type Columns = { all: string[]; writable: string[] };

async function columnsOf(client: pg.PoolClient, table: string): Promise<Columns> {
  const { rows } = await client.query<{ column_name: string; is_generated: string }>(
    `SELECT column_name, is_generated FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return {
    all: rows.map((r) => r.column_name),
    writable: rows.filter((r) => r.is_generated !== 'ALWAYS').map((r) => r.column_name),
  };
}

/** The business `reference_id` as one document. */
export async function exportBusiness(
  pool: pg.Pool,
  referenceId: string,
  now: Date,
): Promise<BusinessDocument> {
  const client = await pool.connect();
  try {
    // One snapshot for every table: a change landing mid-export cannot tear the document.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ row: Record<string, unknown> }>(
      'SELECT to_jsonb(b) AS row FROM businesses b WHERE reference_id = $1',
      [referenceId],
    );
    const business = rows[0]?.row;
    if (!business) throw new NotFound('No such business');
    const businessId = business.id as number;
    for (const own of BUSINESS_OWN_COLUMNS) delete business[own];
    const tables: Record<string, Row[]> = {};
    for (const spec of BUSINESS_TABLES) {
      const cols = await columnsOf(client, spec.table);
      const generated = cols.all.filter((c) => !cols.writable.includes(c));
      const result = await client.query<{ row: Row }>(
        `SELECT to_jsonb(t) AS row FROM ${quote(spec.table)} t WHERE id IN (${ownedIdsSql(spec)}) ORDER BY id`,
        [businessId],
      );
      tables[spec.table] = result.rows.map(({ row }) => {
        for (const c of [...generated, 'business_id']) delete row[c];
        const secret = spec.secretKeys;
        const bag = secret ? row[secret.column] : undefined;
        if (secret && bag && typeof bag === 'object') {
          for (const key of secret.keys) delete (bag as Record<string, unknown>)[key];
        }
        return row;
      });
    }
    await client.query('COMMIT');
    return {
      format: BUSINESS_DOCUMENT_FORMAT,
      version: BUSINESS_DOCUMENT_VERSION,
      exported_at: now.toISOString(),
      business,
      tables,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export type ImportTarget =
  /** Replace this business's set-up with the document's (its reference id and owner stay). */
  | {
      kind: 'replace';
      referenceId: string;
      /** Who imports from the back office: the import is audited in its transaction (ADR 1080). */
      audit?: { memberId: number | null; memberName: string };
      /**
       * The importing member's role: what an owner alone may change (payment methods, consent,
       * pixels) is refused to any other role (ADR 1321). Absent: the operator's command line.
       */
      role?: AdminRole;
    }
  /** Create the document's business (refused when the reference id is taken). */
  | { kind: 'create'; referenceId?: string | undefined };

export type ImportResult = { businessId: number; referenceId: string; rows: Record<string, number> };

type IdMaps = Map<string, Map<number, number>>;

function mapId(maps: IdMaps, table: string, id: unknown): unknown {
  if (typeof id !== 'number') return id;
  const mapped = maps.get(table)?.get(id);
  // A reference to a row the document does not hold cannot point anywhere in this database.
  if (mapped === undefined) {
    throw new Refused(
      ADMIN_PROBLEMS.documentInvalid,
      `A row refers to ${table} ${id}, which the document does not hold`,
    );
  }
  return mapped;
}

function rewrite(row: Row, ref: Ref, maps: IdMaps): void {
  if (ref.when && row[ref.when.column] !== ref.when.equals) return;
  const value = row[ref.column];
  if (value === null || value === undefined) return;
  if (ref.shape === 'id') row[ref.column] = mapId(maps, ref.table, value);
  else if (ref.shape === 'ids' && Array.isArray(value))
    row[ref.column] = value.map((v) => mapId(maps, ref.table, v));
  else if (ref.shape === 'presence' && Array.isArray(value)) {
    row[ref.column] = value.map((p: Record<string, unknown>) => ({
      ...p,
      branch_id: mapId(maps, ref.table, p.branch_id),
    }));
  }
}

const MAX_DEPTH = 32;

/** Whether a JSON value nests deeper than `limit` (walked without recursion). */
function depthOver(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** Imports a document in one transaction: all of it, or nothing. */
export async function importBusiness(
  pool: pg.Pool,
  input: unknown,
  target: ImportTarget,
): Promise<ImportResult> {
  // Nothing in a business is nested deeper than a few levels: a deeper document is refused before
  // anything walks it recursively (a 20,000-deep one answered 500, ADR 1320).
  if (depthOver(input, MAX_DEPTH))
    throw new Refused(
      'document_invalid',
      `Not a Sufra business document: nested deeper than ${MAX_DEPTH} levels`,
    );
  const parsed = businessDocumentSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Refused(
      ADMIN_PROBLEMS.documentInvalid,
      `Not a Sufra business document: ${issue?.path.join('.') || 'document'}: ${issue?.message ?? 'bad value'}`,
    );
  }
  const doc = parsed.data as BusinessDocument;
  checkMoney(doc);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const businessId = await writeBusinessRow(client, doc, target);
    // What the business held before, table by table: the audit's "before" (ADR 1080).
    const before: Record<string, number> = {};
    const maps: IdMaps = new Map();
    const counts: Record<string, number> = {};
    const prepared: { spec: TableSpec; rows: Row[]; keep: number[] }[] = [];
    /** Each table's ids this business held when the import began (read in this transaction). */
    const ownedBefore = new Map<string, number[]>();
    for (const spec of BUSINESS_TABLES) {
      const rows = (doc.tables[spec.table] ?? []).map((r) => structuredClone(r));
      const ids = rows.map((r) => r.id);
      if (new Set(ids).size !== ids.length) {
        throw new Refused(ADMIN_PROBLEMS.documentInvalid, `${spec.table} holds one id twice`);
      }
      const owned = new Set(
        (await client.query<{ id: number }>(ownedIdsSql(spec), [businessId])).rows.map((r) => r.id),
      );
      before[spec.table] = owned.size;
      ownedBefore.set(spec.table, [...owned]);
      // The sequence moves past the document's ids first (setval is immediate, outside this
      // transaction): no insert that starts from now on can be issued one of them. An insert
      // issued one just before is caught by the upsert's ownership check below (ADR 1320).
      await advanceSequence(client, spec.table, ids);
      const taken = new Set(
        (
          await client.query<{ id: number }>(
            `SELECT id FROM ${quote(spec.table)} WHERE id = ANY($1::int[])`,
            [ids],
          )
        ).rows.map((r) => r.id),
      );
      const map = new Map<number, number>();
      for (const id of ids) {
        if (owned.has(id) || !taken.has(id)) map.set(id, id);
        else {
          const { rows: next } = await client.query<{ id: number }>(
            `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id`,
            [spec.table],
          );
          map.set(id, next[0]?.id as number);
        }
      }
      maps.set(spec.table, map);
      for (const row of rows) {
        row.id = map.get(row.id) as number;
        if (spec.owner.via === 'business') row.business_id = businessId;
      }
      prepared.push({ spec, rows, keep: rows.map((r) => r.id) });
      counts[spec.table] = rows.length;
    }
    // References are rewritten once every table's ids are known: a tax may leave out items, which
    // come after it in insert order (ADR 1481).
    for (const { spec, rows } of prepared)
      for (const row of rows) for (const ref of spec.refs) rewrite(row, ref, maps);
    // Rows of this business the document no longer holds go, children first.
    for (const { spec, keep } of [...prepared].reverse()) {
      await client.query(
        `DELETE FROM ${quote(spec.table)} WHERE id IN (${ownedIdsSql(spec)}) AND NOT (id = ANY($2::int[]))`,
        [businessId, keep],
      );
    }
    for (const { spec, rows } of prepared)
      await upsertRows(client, spec, rows, businessId, ownedBefore.get(spec.table) ?? []);
    await remapSettings(client, doc, businessId, maps);
    if (target.kind === 'replace' && target.audit)
      await client.query(
        `INSERT INTO admin_audit (business_id, member_id, member_name, action, entity, entity_id, before, after)
         VALUES ($1, $2, $3, 'import', 'business', $1, $4, $5)`,
        [
          businessId,
          target.audit.memberId,
          target.audit.memberName,
          JSON.stringify({ rows: before }),
          JSON.stringify({ rows: counts }),
        ],
      );
    await client.query('COMMIT');
    const { rows: ref } = await client.query<{ reference_id: string }>(
      'SELECT reference_id FROM businesses WHERE id = $1',
      [businessId],
    );
    return { businessId, referenceId: ref[0]?.reference_id ?? '', rows: counts };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw asFailure(error);
  } finally {
    client.release();
  }
}

/**
 * Columns holding money or a duration: never below zero, as the back-office forms require (a
 * negative delivery fee made every order of its zone answer 500, ADR 1321).
 */
const NON_NEGATIVE = /(price|fees?$|amount|min_order|credit|cost|charge|delivery_time|^value$|discount)/;

function checkMoney(doc: BusinessDocument): void {
  for (const [table, rows] of Object.entries(doc.tables))
    for (const row of rows)
      for (const [column, value] of Object.entries(row))
        if (typeof value === 'number' && NON_NEGATIVE.test(column) && (value < 0 || !Number.isFinite(value)))
          throw new Refused('document_invalid', `${table} ${row.id}: ${column} cannot be below zero`);
}

/** Settings only an owner changes (payment methods and consent, ADR 1121), and what no import does. */
const OWNER_SETTINGS = ['payment_methods', 'default_cash', 'tracking_consent'];
const OPERATOR_COLUMNS = ['currency', 'redirect_url', 'country_code'];
/**
 * Where one-time codes may go and how many a day (ADR 1388): the installation pays for every
 * message, so no import — not even the owner's — widens them (an import listing Somalia would
 * reopen SMS pumping).
 */
const OPERATOR_SETTINGS = ['otp_countries', 'otp_daily_budget'];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const notAllowed = (what: string) =>
  new Forbidden(
    `An import cannot change ${what} here; change it where the back office offers it`,
    'import_field_not_allowed',
  );

/**
 * Every field a back-office import touches is one the importer's role may change (ADR 1321): the
 * currency, the storefront's redirect and the country are the operator's (a wallet's 5 KWD must
 * not become 5 USD); payment methods, consent and pixels are the owner's. Checked on the locked
 * business row, inside the import's transaction.
 */
async function checkAuthority(
  client: pg.PoolClient,
  doc: BusinessDocument,
  businessId: number,
  role: AdminRole | undefined,
): Promise<void> {
  if (role === undefined) return;
  const { rows } = await client.query<{ row: Record<string, unknown> }>(
    'SELECT to_jsonb(b) AS row FROM businesses b WHERE id = $1',
    [businessId],
  );
  const current = rows[0]?.row ?? {};
  for (const column of OPERATOR_COLUMNS)
    if (column in doc.business && !same(doc.business[column], current[column])) throw notAllowed(column);
  const settings = (doc.business.settings ?? {}) as Record<string, unknown>;
  const now = (current.settings ?? {}) as Record<string, unknown>;
  for (const key of OPERATOR_SETTINGS) if (!same(settings[key], now[key])) throw notAllowed(key);
  if (roleCan(role, 'payments.manage')) return;
  for (const key of OWNER_SETTINGS) if (!same(settings[key], now[key])) throw notAllowed(key);
  const { rows: pixels } = await client.query<{ row: Record<string, unknown> }>(
    "SELECT to_jsonb(p) - 'id' - 'business_id' AS row FROM pixels p WHERE business_id = $1 ORDER BY id",
    [businessId],
  );
  const strip = (row: Record<string, unknown>) => {
    const { id: _id, business_id: _b, ...rest } = row;
    const config = rest.config as Record<string, unknown> | undefined;
    if (config && typeof config === 'object') delete config.access_token;
    return rest;
  };
  const incoming = (doc.tables.pixels ?? []).map((r) => strip(structuredClone(r)));
  if (
    !same(
      incoming,
      pixels.map((p) => strip(p.row)),
    )
  )
    throw notAllowed('pixels');
}

/** PostgreSQL's refusal of a value the document holds (a CHECK, a NOT NULL, a type) is a 422. */
function asFailure(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^(22|23)/.test(code)) {
    return new Refused(
      ADMIN_PROBLEMS.documentInvalid,
      `The document holds a value the database refuses: ${(error as Error).message}`,
    );
  }
  return error;
}

async function writeBusinessRow(
  client: pg.PoolClient,
  doc: BusinessDocument,
  target: ImportTarget,
): Promise<number> {
  const cols = (await columnsOf(client, 'businesses')).writable.filter(
    (c) => !BUSINESS_OWN_COLUMNS.includes(c) && c in doc.business,
  );
  const referenceId = target.referenceId ?? String(doc.business.reference_id);
  const { rows: existing } = await client.query<{ id: number }>(
    'SELECT id FROM businesses WHERE reference_id = $1 FOR UPDATE',
    [referenceId],
  );
  const found = existing[0]?.id;
  const record = { ...doc.business, reference_id: referenceId };
  if (target.kind === 'replace') {
    if (found === undefined) throw new NotFound('No such business');
    await checkAuthority(client, doc, found, target.role);
    // The business keeps its reference id and owner; everything else comes from the document.
    const set = cols.filter((c) => c !== 'reference_id' && c !== 'user_id');
    await client.query(
      `UPDATE businesses b SET ${set.map((c) => `${quote(c)} = r.${quote(c)}`).join(', ')}
         FROM jsonb_populate_record(null::businesses, $1::jsonb) r WHERE b.id = $2`,
      [JSON.stringify(record), found],
    );
    return found;
  }
  if (found !== undefined)
    throw new Conflict('business_exists', `A business '${referenceId}' exists already`);
  const names = [...new Set([...cols, 'reference_id'])];
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO businesses (${names.map(quote).join(', ')})
       SELECT ${names.map((c) => `r.${quote(c)}`).join(', ')} FROM jsonb_populate_record(null::businesses, $1::jsonb) r
       RETURNING id`,
    [JSON.stringify(record)],
  );
  return rows[0]?.id as number;
}

async function upsertRows(
  client: pg.PoolClient,
  spec: TableSpec,
  rows: Row[],
  businessId: number,
  owned: number[],
): Promise<void> {
  if (!rows.length) return;
  const cols = (await columnsOf(client, spec.table)).writable;
  for (const unique of spec.uniqueColumns ?? []) {
    // A value another business's row holds (a table's QR token) is issued afresh here.
    const values = rows.map((r) => r[unique]).filter((v) => typeof v === 'string');
    const { rows: clash } = await client.query<{ v: string }>(
      `SELECT ${quote(unique)} AS v FROM ${quote(spec.table)}
        WHERE ${quote(unique)} = ANY($2::text[]) AND id NOT IN (${ownedIdsSql(spec)})`,
      [businessId, values],
    );
    const clashing = new Set(clash.map((c) => c.v));
    for (const row of rows) if (clashing.has(row[unique] as string)) row[unique] = newTableToken();
  }
  const table = quote(spec.table);
  const secret = spec.secretKeys;
  const updates = cols
    .filter((c) => c !== 'id')
    .map((c) =>
      secret && c === secret.column
        ? // Secrets are not in documents: the row keeps the ones it has.
          `${quote(c)} = EXCLUDED.${quote(c)} || COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(${table}.${quote(c)}) AS e(k, v) WHERE k = ANY(ARRAY[${secret.keys.map((k) => `'${k}'`).join(',')}])), '{}'::jsonb)`
        : `${quote(c)} = EXCLUDED.${quote(c)}`,
    );
  const written = await client.query(
    `INSERT INTO ${table} (${cols.map(quote).join(', ')})
       SELECT ${cols.map((c) => `r.${quote(c)}`).join(', ')} FROM jsonb_populate_recordset(null::${table}, $1::jsonb) r
       ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}
       WHERE ${table}.id = ANY($2::int[])
       RETURNING id`,
    [JSON.stringify(rows), owned],
  );
  // A row is only ever overwritten when it was this business's (ADR 1320): an id another
  // business's insert took meanwhile is left alone, and the import is refused whole.
  if (written.rowCount !== rows.length)
    throw new Conflict(
      'import_raced',
      `Another change took a ${spec.table} id this import needed at the same moment; import again`,
    );
  // Ids written explicitly: the sequence moves past them so the next insert cannot collide.
  const { rows: seq } = await client.query<{ seq: string }>(
    `SELECT pg_get_serial_sequence($1, 'id') AS seq`,
    [spec.table],
  );
  const sequence = seq[0]?.seq;
  if (sequence) {
    // Only ever forward: a `GREATEST(…, last_value)` read then set could put back a sequence that
    // concurrent inserts had moved on meanwhile, and their next id collided (23505, seen under load).
    await client.query(
      `SELECT setval($1, m.id) FROM (SELECT max(id) AS id FROM ${table}) m
        WHERE m.id > (SELECT last_value FROM ${sequence})`,
      [sequence],
    );
  }
}

/** Moves a table's id sequence past the highest of `ids` (never back). */
async function advanceSequence(client: pg.PoolClient, table: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const { rows } = await client.query<{ seq: string | null }>(
    `SELECT pg_get_serial_sequence($1, 'id') AS seq`,
    [table],
  );
  const sequence = rows[0]?.seq;
  // Only when it is behind (see above: never a stale value written back).
  if (sequence)
    await client.query(
      `SELECT setval($1, $2::bigint) WHERE $2::bigint > (SELECT last_value FROM ${sequence})`,
      [sequence, Math.max(...ids)],
    );
}

async function remapSettings(client: pg.PoolClient, doc: BusinessDocument, businessId: number, maps: IdMaps) {
  const settings = doc.business.settings;
  if (!settings || typeof settings !== 'object') return;
  const next = { ...(settings as Record<string, unknown>) };
  let changed = false;
  for (const { key, table } of SETTINGS_REFS) {
    const value = next[key];
    if (typeof value !== 'number') continue;
    const mapped = maps.get(table)?.get(value) ?? null;
    if (mapped !== value) {
      next[key] = mapped;
      changed = true;
    }
  }
  if (changed) {
    await client.query('UPDATE businesses SET settings = $1::jsonb WHERE id = $2', [
      JSON.stringify(next),
      businessId,
    ]);
  }
}
