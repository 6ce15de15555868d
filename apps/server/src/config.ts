import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** A PostgreSQL URL. Unset: the server starts the embedded PostgreSQL in DATA_DIR/postgres. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo business when the database holds no business. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Directory of the React Router production build (client assets + server bundle). */
  WEB_BUILD_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/build')),
  /** Payment gateway adapter (ADR 403); only the built-in sandbox exists so far. */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /**
   * HMAC secret of payment callbacks. Unset: a random one per process, which is enough for the
   * sandbox (it calls back the very instance that signed) but never for a real gateway.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * A Nominatim-compatible geocoder (https://nominatim.example.com) for the map step's addresses,
   * reached only through our proxy (ADR 500). Unset: the geocode routes answer 503 and the address
   * is typed by hand.
   */
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How often idle job workers look for work, in seconds (ADR 604); jobs are also woken at once. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Public origin (https://menu.example.com) for absolute payment URLs; unset: relative URLs. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
});

export type Config = z.infer<typeof envSchema> & { repoRoot: string };

/** Reads and validates the environment once; every other module receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  return { ...parsed.data, repoRoot };
}
