import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/open.ts';
import { issueStaffToken } from './staff-tokens.ts';

/** `npm run staff:token -- <referenceId> [name]`: issues a staff board token and prints it once. */
const [referenceId, name = 'Staff board'] = process.argv.slice(2);
if (!referenceId) {
  process.stderr.write('usage: npm run staff:token -- <business reference id> [token name]\n');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, () => {});
let code = 0;
try {
  const token = await issueStaffToken(database.db, referenceId, name);
  if (!token) {
    process.stderr.write(`sufra: no business '${referenceId}'\n`);
    code = 1;
  } else {
    process.stdout.write(`Staff token for ${referenceId} (shown once, keep it): ${token}\n`);
    process.stdout.write(`Board: http://localhost:${config.PORT}/${referenceId}/staff\n`);
  }
} finally {
  await database.close();
}
// Explicit: stopping the embedded PostgreSQL child resets process.exitCode.
process.exit(code);
