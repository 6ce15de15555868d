import { createHash } from 'node:crypto';

/**
 * A colour as the back office's colour picker shows it (`#rrggbb`). Stored colours may be written
 * `#rgb`, `rgb(…)` or `rgba(…)` (the seed and imports do); anything else is null.
 */
export function hexColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(v);
  if (!rgb) return null;
  return `#${rgb
    .slice(1, 4)
    .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The version of a settings screen (ADR 1120): a hash of what it shows. The business row's `xmin`
 * moves with every menu write (the version triggers touch it), so it would call a settings save
 * stale after any item edit; the hash changes only when what the manager saw changed.
 */
export const viewVersion = (view: unknown): string =>
  BigInt(`0x${createHash('sha256').update(JSON.stringify(view)).digest('hex').slice(0, 15)}`).toString();
