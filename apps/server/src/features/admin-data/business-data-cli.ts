import { readFile, writeFile } from 'node:fs/promises';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/open.ts';
import { Failure } from '../../platform/failures.ts';
import { exportBusiness, importBusiness } from './business-document.ts';

/**
 * `npm run business:export -- <ref> [file]` writes the whole business as one JSON document
 * (stdout without a file); `npm run business:import -- <file> [--ref <new ref>] [--replace]`
 * creates the document's business, or with --replace overwrites the existing one's set-up
 * (ADR 1020). Works while the server runs: the triggers tell it the menu changed.
 */
const USAGE = `usage: npm run business:export -- <business reference id> [file.json]
       npm run business:import -- <file.json> [--ref <reference id>] [--replace]
`;
const [command, first, ...rest] = process.argv.slice(2);
if ((command !== 'export' && command !== 'import') || !first || first.startsWith('-')) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const option = (name: string) => {
  const at = rest.indexOf(name);
  return at >= 0 ? rest[at + 1] : undefined;
};
const config = loadConfig();
const database = await openDatabase(config, () => {}, { shared: true });
let code = 0;
try {
  if (command === 'export') {
    const text = `${JSON.stringify(await exportBusiness(database.pool, first, new Date()), null, 2)}\n`;
    const file = rest[0];
    if (file) {
      await writeFile(file, text);
      process.stdout.write(`${first}: written to ${file}\n`);
    } else process.stdout.write(text);
  } else {
    const document = JSON.parse(await readFile(first, 'utf8')) as unknown;
    const ref = option('--ref');
    const result = await importBusiness(
      database.pool,
      document,
      rest.includes('--replace')
        ? {
            kind: 'replace',
            referenceId:
              ref ?? String((document as { business?: { reference_id?: unknown } }).business?.reference_id),
          }
        : { kind: 'create', referenceId: ref },
    );
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    process.stdout.write(`${result.referenceId}: imported (${total} rows)\n`);
  }
} catch (error) {
  process.stderr.write(
    `sufra: ${error instanceof Failure || error instanceof SyntaxError ? error.message : String(error)}\n`,
  );
  code = 1;
} finally {
  await database.close();
}
process.exit(code);
