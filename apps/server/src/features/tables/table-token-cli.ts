import { failure, out, runWithDatabase, siteUrl } from '../../platform/cli.ts';
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
await runWithDatabase(
  async ({ config, db }) => {
    const origin = siteUrl(config);
    const businessId = await findBusinessIdByRef(db, referenceId);
    if (businessId === null) return failure(`no business '${referenceId}'`);
    const tables = createTableService({ db, catalog: createBranchCatalog(db, createBusinessDirectory(db)) });
    if (rest[0] === '--rotate') {
      const id = Number(rest[1]);
      if (!Number.isInteger(id) || id <= 0) {
        process.stderr.write(USAGE);
        return 2;
      }
      const table = await tables.rotate({ businessId, referenceId }, id).catch(() => null);
      if (!table) return failure(`${referenceId} has no table #${id}`);
      out(`New QR link for table ${table.name} (#${table.id}); the old QR code no longer works:`);
      out(`${origin}${table.link}`);
      return 0;
    }
    const list = await tables.list({ businessId, referenceId });
    if (!list.length) out(`No tables for ${referenceId}.`);
    for (const t of list)
      out(
        `#${t.id}  ${t.branch_reference_id}  ${t.name}${t.floor ? ` (${t.floor})` : ''}  ${origin}${t.link}`,
      );
    return 0;
  },
  { shared: true },
);
