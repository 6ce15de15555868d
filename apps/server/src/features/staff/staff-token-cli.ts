import { failure, out, runWithDatabase, siteUrl } from '../../platform/cli.ts';
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
const day = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 16) : '—');
await runWithDatabase(
  async ({ config, db }) => {
    const businessId = await findBusinessIdByRef(db, referenceId);
    if (businessId === null) return failure(`no business '${referenceId}'`);
    if (rest[0] === '--list') {
      const tokens = await listStaffTokens(db, businessId);
      if (!tokens.length) out(`No staff tokens for ${referenceId}.`);
      for (const t of tokens)
        out(
          `#${t.id}  ${t.revokedAt ? 'revoked' : 'live   '}  created ${day(t.createdAt)}  last used ${day(t.lastUsedAt)}  ${t.name}`,
        );
      return 0;
    }
    if (rest[0] === '--revoke') {
      const id = Number(rest[1]);
      if (!Number.isInteger(id) || id <= 0) {
        process.stderr.write(USAGE);
        return 2;
      }
      if (!(await revokeStaffToken(db, businessId, id)))
        return failure(`${referenceId} has no live staff token #${id}`);
      out(
        `Revoked staff token #${id} of ${referenceId}: boards using it are signed out at their next request.`,
      );
      return 0;
    }
    const token = await issueStaffToken(db, referenceId, rest.join(' ') || 'Staff board');
    out(`Staff token for ${referenceId} (shown once, keep it): ${token}`);
    out(`Board: ${siteUrl(config)}/${referenceId}/staff`);
    return 0;
  },
  { shared: true },
);
