import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/open.ts';
import { findBusinessIdByRef } from '../tenancy/business-heads.ts';
import { listStaffTokens, revokeStaffToken } from './staff-repository.ts';
import { issueStaffToken } from './staff-tokens.ts';

/**
 * `npm run staff:token -- <ref> [name]` issues a staff board token and prints it once;
 * `-- <ref> --list` lists the business's tokens (never the tokens themselves);
 * `-- <ref> --revoke <id>` revokes one at once. Works while the server runs (ADR 748).
 */
const USAGE = `usage: npm run staff:token -- <business reference id> [token name]
       npm run staff:token -- <business reference id> --list
       npm run staff:token -- <business reference id> --revoke <token id>
`;
const [referenceId, ...rest] = process.argv.slice(2);
if (!referenceId || referenceId.startsWith('-')) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, () => {}, { shared: true });
const out = (line: string) => process.stdout.write(`${line}\n`);
const day = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 16) : '—');
let code = 0;
try {
  const businessId = await findBusinessIdByRef(database.db, referenceId);
  if (businessId === null) {
    process.stderr.write(`sufra: no business '${referenceId}'\n`);
    code = 1;
  } else if (rest[0] === '--list') {
    const tokens = await listStaffTokens(database.db, businessId);
    if (!tokens.length) out(`No staff tokens for ${referenceId}.`);
    for (const t of tokens)
      out(
        `#${t.id}  ${t.revokedAt ? 'revoked' : 'live   '}  created ${day(t.createdAt)}  last used ${day(t.lastUsedAt)}  ${t.name}`,
      );
  } else if (rest[0] === '--revoke') {
    const id = Number(rest[1]);
    if (!Number.isInteger(id) || id <= 0) {
      process.stderr.write(USAGE);
      code = 2;
    } else if (await revokeStaffToken(database.db, businessId, id)) {
      out(
        `Revoked staff token #${id} of ${referenceId}: boards using it are signed out at their next request.`,
      );
    } else {
      process.stderr.write(`sufra: ${referenceId} has no live staff token #${id}\n`);
      code = 1;
    }
  } else {
    const token = await issueStaffToken(database.db, referenceId, rest.join(' ') || 'Staff board');
    out(`Staff token for ${referenceId} (shown once, keep it): ${token}`);
    out(`Board: http://localhost:${config.PORT}/${referenceId}/staff`);
  }
} finally {
  await database.close();
}
// Explicit: stopping the embedded PostgreSQL child resets process.exitCode.
process.exit(code);
