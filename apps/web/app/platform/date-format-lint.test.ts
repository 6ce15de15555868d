import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ADR 1302: the web app writes dates through ui/format.ts (`dateFormat`, `dateLocale`); the lint
// plugin apps/web/lint/date-format.grit refuses `Intl.DateTimeFormat` anywhere else in the app.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const biome = join(root, 'node_modules/.bin/biome');

const lint = (file: string) =>
  spawnSync(biome, ['lint', '--colors=off', file], { cwd: root, encoding: 'utf8' });

describe('dates go through dateLocale (ADR 1302)', () => {
  it('the lint refuses new Intl.DateTimeFormat in a feature, and passes dateFormat', () => {
    const dir = join(root, `apps/web/app/features/lint-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      const raw = join(dir, 'raw.ts');
      writeFileSync(raw, "export const day = new Intl.DateTimeFormat('en', { weekday: 'long' });\n");
      const refused = lint(raw);
      expect(refused.status).not.toBe(0);
      expect(refused.stdout + refused.stderr).toContain('Write dates with dateFormat');

      const ok = join(dir, 'ok.ts');
      writeFileSync(
        ok,
        "import { dateFormat } from '../../ui/format.ts';\n\nexport const day = dateFormat('en', { weekday: 'long' });\n",
      );
      const passed = lint(ok);
      expect(passed.stdout + passed.stderr).not.toContain('Write dates with dateFormat');
      expect(passed.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
