import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeSpare, removeSpares, startServer, TEMPLATE_ENV } from './server.ts';

/**
 * Once per e2e run: a server started on an empty directory creates its cluster, migrates and
 * seeds the demo, and stops cleanly; every test's server then starts on a copy (ADR 1190). The
 * first-start path itself keeps its own tests (startup, start-script, crash-restart's first start).
 */
type Template = { dir: string; users: number };
/**
 * Both e2e projects (the files run two at a time, and those run alone: ADR 1462) name this setup;
 * Vitest runs it once per project in its own process, so the first makes the template and the
 * second shares it. Kept on `globalThis`: each project loads this module on its own.
 */
const shared = globalThis as { sufraE2eTemplate?: Promise<Template> };

export default async function setup() {
  shared.sufraE2eTemplate ??= makeTemplate();
  const template = await shared.sufraE2eTemplate;
  template.users += 1;
  process.env[TEMPLATE_ENV] = template.dir;
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    shared.sufraE2eTemplate = undefined;
    await removeSpares(template.dir);
    await fs.rm(template.dir, { recursive: true, force: true });
    await fs.rm(`${template.dir}.log`, { force: true });
    await fs.rm(`${template.dir}-compile-cache`, { recursive: true, force: true });
  };
}

async function makeTemplate(): Promise<Template> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-e2e-template-'));
  await fs.chmod(dir, 0o755);
  // Node's compile cache for every process the run starts (servers, command-line tools): the first
  // start strips the types of the server's ~350 TypeScript files and compiles its ~1,200 modules,
  // every later one reads both from here — the same code, about a second less per server start
  // (ADR 1190, fifth pass). Compiled code only, keyed by its source: no data, nothing stale.
  process.env.NODE_COMPILE_CACHE = `${dir}-compile-cache`;
  const server = await startServer({}, { dataDir: dir });
  await server.stop();
  // The server's shutdown is bounded, so its PostgreSQL may finish stopping just after it exits;
  // a copy of a running cluster is not one: wait for the pid file to go.
  const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
  for (let waited = 0; existsSync(pidFile); waited += 50) {
    if (waited > 30_000) throw new Error(`the template's PostgreSQL did not stop (${dir})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await fs.writeFile(`${dir}.log`, server.output());
  // The copies' PostgreSQL does not wait for the disk at each commit (ADR 1464): `fsync = off`
  // still hands every commit's WAL to the kernel before answering, so a killed server or
  // PostgreSQL (crash-restart) loses nothing; only a crash of the machine would, and a test's
  // database outlives no run. On this shared disk a flush waited behind every other engineer's
  // writes. A database the tests start from nothing (`fresh`, startup, start-script) keeps the
  // server's own settings.
  await fs.appendFile(path.join(dir, 'postgres', 'postgresql.conf'), '\nfsync = off\n');
  // The first file's copy, made while Vitest starts its worker and the file's browser.
  await makeSpare(dir);
  return { dir, users: 0 };
}
