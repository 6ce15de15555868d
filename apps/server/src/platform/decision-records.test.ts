import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The ADRs stay a record one can trust (ADR 1300, ADR 1350): each says when it was decided and
// where it stands, the index lists every one, and a decision that changed is superseded by a new
// ADR linked both ways (DEVELOPERS.md), never amended until its title says otherwise.

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../docs/decisions');
const files = readdirSync(dir).filter((f) => /^\d{3,4}-.+\.md$/.test(f) && f !== '000-template.md');
const text = (file: string) => readFileSync(join(dir, file), 'utf8');
const numberOf = (file: string) => Number(file.split('-', 1)[0]);
/** The lines before the first section: title, Status, Date and the optional Issue/Supersedes. */
const headerOf = (file: string) => text(file).split(/\n## /, 1)[0]?.split('\n') ?? [];

/** What the header says: its Status line, its Date and the ADRs it names as superseded. */
function readHeader(lines: string[]) {
  const status = lines.find((l) => l.startsWith('Status: '))?.slice('Status: '.length) ?? null;
  const date = lines.find((l) => /^Date: \d{4}-\d{2}-\d{2}$/.test(l))?.slice('Date: '.length) ?? null;
  const supersedes = lines
    .filter((l) => l.startsWith('Supersedes: '))
    .flatMap((l) => [...l.matchAll(/ADR (\d{3,4})/g)].map((m) => Number(m[1])));
  const supersededBy = [...(status ?? '').matchAll(/superseded (?:in part )?by ADR (\d{3,4})/g)].map((m) =>
    Number(m[1]),
  );
  return { status, date, supersedes, supersededBy };
}

describe('the decision records', () => {
  it('reads a header', () => {
    expect(
      readHeader([
        '# 761 — x',
        '',
        'Status: superseded in part by ADR 1351 (how)',
        'Date: 2026-11-24',
        'Supersedes: ADR 100 and ADR 101',
      ]),
    ).toEqual({
      status: 'superseded in part by ADR 1351 (how)',
      date: '2026-11-24',
      supersedes: [100, 101],
      supersededBy: [1351],
    });
    expect(readHeader(['# 1 — x', '- Status: accepted', 'Date: 24 Nov'])).toEqual({
      status: null,
      date: null,
      supersedes: [],
      supersededBy: [],
    });
  });

  it('every ADR has its number in its title, a Status line and a Date line', () => {
    expect(files.length).toBeGreaterThan(170);
    const bad = files.filter((f) => {
      const lines = headerOf(f);
      const { status, date } = readHeader(lines);
      return !lines[0]?.startsWith(`# ${f.split('-', 1)[0]} — `) || !status || !date;
    });
    expect(bad).toEqual([]);
  });

  it('numbers are unique', () => {
    const numbers = files.map(numberOf);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('the index links every ADR, and only ADRs that exist', () => {
    const index = text('README.md');
    const linked = [...index.matchAll(/\]\((\d{3,4}-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect(files.filter((f) => !linked.includes(f))).toEqual([]);
    expect(linked.filter((f) => f && f !== '000-template.md' && !files.includes(f))).toEqual([]);
  });

  it('a superseded ADR and the one superseding it name each other', () => {
    const byNumber = new Map(files.map((f) => [numberOf(f), readHeader(headerOf(f))]));
    const oneWay: string[] = [];
    for (const [n, h] of byNumber) {
      for (const newer of h.supersededBy)
        if (!byNumber.get(newer)?.supersedes.includes(n)) oneWay.push(`${n} → ${newer}`);
      for (const older of h.supersedes)
        if (!byNumber.get(older)?.supersededBy.includes(n)) oneWay.push(`${older} ← ${n}`);
    }
    expect(oneWay).toEqual([]);
  });
});
