import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';

/**
 * The data directory's owner: a file beside it naming the server process that started its
 * PostgreSQL. A postmaster whose owner is gone was left behind by a server that was killed
 * (kill -9 does not reach the child): it is stopped, and start-up goes on (ADR 740).
 */
export const ownerFile = (dir: string) => `${dir}.owner`;

/** The data directory's PostgreSQL belongs to a server that is running. */
export class DataDirInUse extends Error {}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user (postgres runs as its own user under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The parent of a process (Linux /proc), or null where that cannot be read. */
export function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses; the last ')' ends it.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

async function readPid(file: string): Promise<number | null> {
  const content = await fs.readFile(file, 'utf8').catch(() => null);
  const pid = Number(content?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !isAlive(pid);
}

/**
 * Makes this process the owner of `dir`'s PostgreSQL: a live postmaster whose owning server still
 * runs refuses (two servers must not share one data directory); one whose owner is gone is shut
 * down (fast, then immediate, then killed); a pid file of a dead postmaster is removed.
 */
export async function takeOverDataDir(dir: string, log: (line: string) => void = () => {}): Promise<void> {
  const pidFile = `${dir}/postmaster.pid`;
  const postmaster = await readPid(pidFile);
  if (postmaster !== null && postmaster !== process.pid && isAlive(postmaster)) {
    const owner = await readPid(ownerFile(dir));
    const parent = parentOf(postmaster);
    // The owner is its parent while that server lives; /proc missing: trust the owner file.
    const owned =
      owner !== null && owner !== process.pid && isAlive(owner) && (parent === null || parent === owner);
    const unknownOwner = owner === null && parent !== null && parent !== 1 && isAlive(parent);
    if (owned || unknownOwner) {
      throw new DataDirInUse(`The embedded database in ${dir} is in use by process ${owner ?? parent}`);
    }
    log(`stopping the PostgreSQL (pid ${postmaster}) a killed server left running in ${dir}`);
    for (const signal of ['SIGINT', 'SIGQUIT', 'SIGKILL'] as const) {
      try {
        process.kill(postmaster, signal);
      } catch {
        break;
      }
      if (await waitForExit(postmaster, signal === 'SIGINT' ? 5_000 : 2_000)) break;
    }
    if (isAlive(postmaster)) throw new Error(`Cannot stop the stale PostgreSQL ${postmaster} in ${dir}`);
  }
  // A crash can leave a stale pid file behind; postgres refuses to start on top of it.
  if (postmaster !== null && !isAlive(postmaster)) await fs.rm(pidFile, { force: true });
  await fs.writeFile(ownerFile(dir), `${process.pid}\n`);
}
