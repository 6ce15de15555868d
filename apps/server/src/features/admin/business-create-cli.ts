import { readFile } from 'node:fs/promises';
import { ZodError } from 'zod';
import { loadConfig } from '../../config.ts';
import { siteUrl } from '../../platform/cli.ts';
import { openDatabase } from '../../platform/db/open.ts';
import { BusinessExists, createBusiness } from './business-create.ts';

/**
 * `npm run business:create -- business.json`: a platform operator creates a business, its main
 * branch and its first owner (ADR 1001). Example document: docs/business.example.json.
 */
const [file] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: npm run business:create -- business.json\n');
  process.exit(2);
}
let document: unknown;
try {
  document = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  process.stderr.write(`sufra: cannot read ${file}: ${(error as Error).message}\n`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config, () => {}, { shared: true });
try {
  const created = await createBusiness(database.db, document as never);
  const base = siteUrl(config);
  process.stdout.write(
    `Created '${created.referenceId}' (id ${created.businessId}). Its owner signs in at ${base}/${created.referenceId}/admin with a code to their phone.\n`,
  );
} catch (error) {
  if (error instanceof ZodError)
    for (const issue of error.issues)
      process.stderr.write(`sufra: ${issue.path.join('.') || 'document'}: ${issue.message}\n`);
  else if (error instanceof BusinessExists) process.stderr.write(`sufra: ${error.message}\n`);
  else process.stderr.write(`sufra: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
