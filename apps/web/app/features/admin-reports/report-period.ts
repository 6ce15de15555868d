/**
 * The report's periods (ADR 1432): a day, the week that ends on it (7 days), its
 * calendar month, or two days of one's own. Days are ISO dates in the business's time zone.
 */
export type PeriodKind = 'day' | 'week' | 'month' | 'custom';
export const PERIOD_KINDS: readonly PeriodKind[] = ['day', 'week', 'month', 'custom'];
export type Period = { from: string; to: string };

const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function periodFor(kind: PeriodKind, anchor: string, custom: Period): Period {
  if (kind === 'day') return { from: anchor, to: anchor };
  if (kind === 'week') return { from: shift(anchor, -6), to: anchor };
  if (kind === 'month') {
    const first = `${anchor.slice(0, 7)}-01`;
    const [y = 2000, m = 1] = anchor.split('-').map(Number);
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    return { from: first, to: last };
  }
  return custom.from <= custom.to ? custom : { from: custom.to, to: custom.from };
}

/** The change from the period before, in whole percent; null when there was nothing before. */
export const change = (now: number, before: number): number | null =>
  before === 0 ? null : Math.round(((now - before) * 100) / before);
