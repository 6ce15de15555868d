import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue #12: icons that point (back, forward, chevrons, entering) mirror in right-to-left pages.
const POINTING =
  /^(Arrow(Left|Right|BigLeft|BigRight)|Chevron(s)?(Left|Right)|LogIn|LogOut|Undo2?|Redo2?|CornerDown(Left|Right)|Move(Left|Right)|Send|Reply|Forward|IndentIncrease|IndentDecrease|ListEnd|StepBack|StepForward)$/;
const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (entry.name.endsWith('.tsx')) yield full;
  }
}

describe('pointing icons mirror in right-to-left pages', () => {
  it('every pointing lucide icon has an rtl: flip', () => {
    const unmirrored: string[] = [];
    for (const file of sources(APP)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<([A-Z]\w+)\b([^>]*)\/?>/g)) {
        const [, name = '', attributes = ''] = match;
        if (POINTING.test(name) && !/rtl:(rotate-180|-scale-x-100)/.test(attributes))
          unmirrored.push(`${path.relative(APP, file)}: <${name}>`);
      }
    }
    expect(unmirrored).toEqual([]);
  });
});
