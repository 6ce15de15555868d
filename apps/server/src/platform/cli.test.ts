import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** Runs `readSecretFromStdin` in a child process with `input` on its standard input. */
const readSecret = (input: string) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { readSecretFromStdin } from ${JSON.stringify(cli)};
       process.stdout.write(JSON.stringify(await readSecretFromStdin('pipe the key on standard input')));`,
    ],
    { input, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } },
  );

describe('readSecretFromStdin: the operator commands take secrets one way', () => {
  it('reads the whole input, trimmed (printf or echo, with or without a newline)', () => {
    const run = readSecret('  sk_test_abc123\n');
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toBe('sk_test_abc123');
  });

  it('ends with status 2 and says what to pipe when the input is empty', () => {
    const run = readSecret(' \n');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('sufra: pipe the key on standard input\n');
  });
});
