import type { Config } from '../config.ts';
import type { Db } from './db/client.ts';

/**
 * The operator commands' common parts (`payments:gateway`, `tracking:pixel`, `staff:token`,
 * `tables:qr`): one way to take a secret, to open the database and to end.
 */

/**
 * Standard input as one trimmed secret. Secrets never come as arguments: shell history and
 * process lists show those. Empty input ends the command with status 2 and `missing`.
 */
export async function readSecretFromStdin(missing: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const secret = Buffer.concat(chunks).toString('utf8').trim();
  if (!secret) exitWith(missing, 2);
  return secret;
}

/** Prints `sufra: message` on standard error and ends with `code` (2: usage, 1: failure). */
export function exitWith(message: string, code = 1): never {
  process.stderr.write(`sufra: ${message}\n`);
  process.exit(code);
}

/** Prints `sufra: message` on standard error; the command's status becomes 1. */
export function failure(message: string): number {
  process.stderr.write(`sufra: ${message}\n`);
  return 1;
}

/** Where the site is, for the links a command prints: PUBLIC_URL, else this machine's PORT. */
export const siteUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string =>
  config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

export const out = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/**
 * Opens the database — beside a running server, its embedded PostgreSQL is used as it is (ADR 748;
 * every command by default, ADR 1333: `payments:gateway` and `tracking:pixel` used to start a
 * second one on the same data directory and crash) — runs the command, closes the database and
 * exits with the status the command returns; a thrown error prints one line and exits 1.
 */
export async function runWithDatabase(
  command: (context: { config: Config; db: Db }) => Promise<number>,
  options: { shared?: boolean; config?: Config } = {},
): Promise<never> {
  // Loaded here, not at the top: reading a secret needs neither the configuration nor a database.
  const [{ loadConfig }, { openDatabase }] = await Promise.all([
    import('../config.ts'),
    import('./db/open.ts'),
  ]);
  let config: Config;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    config = options.config ?? loadConfig();
    database = await openDatabase(config, () => {}, { shared: options.shared ?? true });
  } catch (error) {
    return exitWith((error as Error)?.message ?? String(error));
  }
  let code = 1;
  try {
    code = await command({ config, db: database.db });
  } catch (error) {
    code = failure((error as Error).message);
  } finally {
    await database.close();
  }
  // Explicit: stopping the embedded PostgreSQL child resets process.exitCode.
  process.exit(code);
}
