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
