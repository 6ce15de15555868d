// Benchmark parameters: `--name=value` on the command line, else the environment variable, else
// the default (`npm run bench:sse -w bench -- --streams=200` or `BENCH_STREAMS=200 …`).

/** A positive number parameter: `--<flag>=N`, else `$<env>`, else `fallback`. */
export function numberOption(flag: string, env: string, fallback: number): number {
  const prefix = `--${flag}=`;
  const arg = process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
  const raw = arg ?? process.env[env];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${flag} / ${env} must be a number ≥ 0, not '${raw}'`);
  return value;
}

/** The median of some figures (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The p-th percentile of sorted figures (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
