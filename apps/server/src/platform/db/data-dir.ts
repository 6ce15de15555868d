import fs from 'node:fs/promises';
import path from 'node:path';

type FsOps = Pick<typeof fs, 'mkdir' | 'writeFile' | 'unlink'>;

/**
 * The embedded PostgreSQL lives in DATA_DIR/postgres, so a server without DATABASE_URL needs a
 * data directory it can write. A read-only one used to end the start with "ENOENT" or "EACCES"
 * and a stack from deep inside initdb (issue 33 point 9); this says which directory and what to do,
 * before anything is started (ADR 1387). Creates the directory when it is missing.
 */
export async function ensureWritableDataDir(dataDir: string, ops: FsOps = fs): Promise<void> {
  const dir = path.resolve(dataDir);
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    await ops.mkdir(dir, { recursive: true });
    await ops.writeFile(probe, 'ok');
    await ops.unlink(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const uid = process.getuid?.();
    throw new Error(
      `The data directory ${dir} is not writable (${code}). It holds the embedded database and must be ` +
        `writable by the user running the server${uid === undefined ? '' : ` (uid ${uid})`}: ` +
        'fix its permissions, set DATA_DIR to a writable directory, or set DATABASE_URL to use a PostgreSQL of your own.',
    );
  }
}
