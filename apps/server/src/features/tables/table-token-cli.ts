import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/open.ts';
import { createBranchCatalog } from '../catalog/branch-catalog.ts';
import { createBusinessDirectory } from '../tenancy/business-directory.ts';
import { findBusinessIdByRef } from '../tenancy/business-heads.ts';
import { createTableService } from './table-service.ts';

/**
 * `npm run tables:qr -- <ref>` prints every table's QR link; `-- <ref> --rotate <table id>` gives
 * the table a new token (its printed QR code stops working at once) and prints the new link.
 * Works while the server runs (ADR 750). The links carry the tokens: print them for the tables,
 * do not paste them where others read.
 */
const USAGE = `usage: npm run tables:qr -- <business reference id>
       npm run tables:qr -- <business reference id> --rotate <table id>
`;
const [referenceId, ...rest] = process.argv.slice(2);
if (!referenceId || referenceId.startsWith('-') || (rest.length && rest[0] !== '--rotate')) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, () => {}, { shared: true });
const out = (line: string) => process.stdout.write(`${line}\n`);
const origin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
let code = 0;
try {
  const businessId = await findBusinessIdByRef(database.db, referenceId);
  const tables = createTableService({
    db: database.db,
    catalog: createBranchCatalog(database.db, createBusinessDirectory(database.db)),
  });
  if (businessId === null) {
    process.stderr.write(`sufra: no business '${referenceId}'\n`);
    code = 1;
  } else if (rest[0] === '--rotate') {
    const id = Number(rest[1]);
    if (!Number.isInteger(id) || id <= 0) {
      process.stderr.write(USAGE);
      code = 2;
    } else {
      const table = await tables.rotate({ businessId, referenceId }, id).catch(() => null);
      if (!table) {
        process.stderr.write(`sufra: ${referenceId} has no table #${id}\n`);
        code = 1;
      } else {
        out(`New QR link for table ${table.name} (#${table.id}); the old QR code no longer works:`);
        out(`${origin}${table.link}`);
      }
    }
  } else {
    const list = await tables.list({ businessId, referenceId });
    if (!list.length) out(`No tables for ${referenceId}.`);
    for (const t of list)
      out(
        `#${t.id}  ${t.branch_reference_id}  ${t.name}${t.floor ? ` (${t.floor})` : ''}  ${origin}${t.link}`,
      );
  }
} finally {
  await database.close();
}
// Explicit: stopping the embedded PostgreSQL child resets process.exitCode.
process.exit(code);
