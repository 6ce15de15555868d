import { loadConfig } from '../../config.ts';
import { openDatabase } from './open.ts';
import { demoSeed } from './seed/demo-data.ts';
import { seedBusiness } from './seed/seed.ts';

/** `npm run db:seed`: re-creates the demo business (other businesses are left alone). */
const config = loadConfig();
const database = await openDatabase(config, () => {}, { shared: true });
try {
  const id = await seedBusiness(database.db, demoSeed);
  process.stdout.write(`Re-created the demo business '${demoSeed.referenceId}' (id ${id}).\n`);
} catch (error) {
  process.stderr.write(`sufra: seeding failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
