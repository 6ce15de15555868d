import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapTilesFrom } from '@sufra/domain';
import { z } from 'zod';
import { parseRateLimits } from './platform/auth/rate-limits.ts';

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
  /**
   * The platform's default payment gateway, for businesses without their own (ADR 721): `tap`
   * (Tap Payments, with TAP_SECRET_KEY), `sandbox` (the built-in test gateway) or `none`. Unset:
   * `sandbox` in development and tests, `none` in production — online methods are then not offered.
   */
  PAYMENT_PROVIDER: z.enum(['tap', 'sandbox', 'none']).optional(),
  /** `allow`: the sandbox may run with NODE_ENV=production (a demo); otherwise start-up refuses it. */
  PAYMENT_SANDBOX: z.enum(['allow']).optional(),
  /** Tap's API (ADR 720); tests point it at a stand-in on 127.0.0.1. */
  TAP_API_URL: z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://api.tap.company/v2'),
  /** The platform's Tap secret key (sk_live_… / sk_test_…), used when PAYMENT_PROVIDER=tap. */
  TAP_SECRET_KEY: z.string().min(8).optional(),
  /**
   * Seals the businesses' own gateway keys at rest (AES-256-GCM, ADR 721): 32 bytes as 64 hex
   * characters or base64. Required to store or use a business's own key.
   */
  PAYMENT_KEYS_SECRET: z.string().min(32).optional(),
  /**
   * HMAC secret of the sandbox's payment callbacks. Unset: the installation's own, made once and
   * kept in PostgreSQL (ADR 1330), so any instance accepts a callback another signed.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * A Nominatim-compatible geocoder (https://nominatim.example.com) for the map step's addresses,
   * reached only through our proxy (ADR 500). Unset: the geocode routes answer 503 and the address
   * is typed by hand.
   */
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Who is asking, for the geocoder's operator (Nominatim's policy: identify the application;
   * ADR 744): a site or contact, e.g. `menu.example.com; ops@example.com`. Unset: PUBLIC_URL.
   */
  GEOCODER_USER_AGENT: z.string().trim().min(3).max(200).optional(),
  /**
   * The maps' tile server (ADR 1480): a Leaflet URL template and the provider's credit, checked
   * at start-up by mapTilesFrom (@sufra/domain). Unset: no tile server is asked, the maps are a
   * pin on a plain grid. The demo (demo.env) names OpenStreetMap's; production names its own.
   */
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host to believe (ADR 742): `false` (default: the
   * socket's address is the client, so a forged header cannot dodge a rate limit), `true` (every
   * hop: only behind a proxy that overwrites the header), a hop count (`1`), or addresses/CIDRs
   * (`10.0.0.0/8,127.0.0.1`).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v): boolean | number | string =>
      v === '' || v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
    ),
  /**
   * Per-client rate limits (ADR 742): unset for the defaults, `off` for none (benchmarks), or JSON
   * overriding some of them: `{"order":{"perIp":60,"perCustomer":10,"windowSec":60}}`.
   */
  RATE_LIMITS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseRateLimits(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Send the Content-Security-Policy as report-only (to try a change without breaking pages; ADR 747). */
  CSP_REPORT_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Where browsers POST CSP violation reports (report-uri); unset: not reported. */
  CSP_REPORT_URI: z.url({ protocol: /^https?$/ }).optional(),
  /** Who may frame the storefront (CSP frame-ancestors): `'self'` (default), `'none'` or origins. */
  CSP_FRAME_ANCESTORS: z
    .string()
    .trim()
    .regex(
      /^('self'|'none'|https:\/\/[^\s;,']+)(\s+('self'|https:\/\/[^\s;,']+))*$/,
      "'self', 'none' or https origins",
    )
    .default("'self'"),
  /**
   * Where one-time codes go (ADR 701): 'log' writes each message to this server's log (development
   * and the demo; the server warns at start), 'twilio' sends through Twilio Verify (SMS and
   * WhatsApp), 'unifonic' through Unifonic's SMS API (ADR 708).
   */
  MESSAGE_CHANNEL: z.enum(['log', 'twilio', 'unifonic']).default('log'),
  /** Unifonic's API origin (ADR 708); a stand-in on 127.0.0.1 in tests. */
  UNIFONIC_URL: z.url({ protocol: /^https?$/ }).default('https://el.cloud.unifonic.com'),
  /** The Unifonic SMS application's AppSid (a credential). */
  UNIFONIC_APP_SID: z.string().min(1).optional(),
  /** A sender name registered with Unifonic; unset, the account's default sender. */
  UNIFONIC_SENDER_ID: z.string().min(1).max(11).optional(),
  /** Twilio Verify's API origin; a stand-in on 127.0.0.1 in tests. */
  TWILIO_VERIFY_URL: z.url({ protocol: /^https?$/ }).default('https://verify.twilio.com'),
  /** An API key SID (or the account SID) and its secret (or the auth token). */
  TWILIO_API_KEY: z.string().min(1).optional(),
  TWILIO_API_SECRET: z.string().min(1).optional(),
  /** The Verify Service (VA…) with "Custom Verification Code" enabled. */
  TWILIO_VERIFY_SERVICE_SID: z
    .string()
    .regex(/^VA[0-9a-fA-F]{32}$/, 'must be a Verify Service SID (VA…)')
    .optional(),
  /** Twilio's REST API origin, for Programmable Messaging (ADR 1478); a stand-in in tests. */
  TWILIO_MESSAGING_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  /** The account (AC…) whose Messaging Service sends our own texts: phone orders' status messages. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID (AC…)')
    .optional(),
  /** The Messaging Service (MG…) with the SMS (and WhatsApp) senders; unset, no status messages. */
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG…)')
    .optional(),
  /** Whether the Verify Service has a WhatsApp sender (then diners may choose WhatsApp). */
  TWILIO_WHATSAPP: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * A secret mixed into the stored hash of one-time codes (ADR 700). Unset: the installation's own,
   * made once and kept in PostgreSQL (ADR 1330: a code sent by one instance verifies on another);
   * set (≥ 32 characters, the same everywhere), a copy of the database alone cannot search codes.
   */
  OTP_PEPPER: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * One-time codes one business may have sent in a day (ADR 1321, ADR 1388): a pumping run stops
   * there. A business's `settings.otp_daily_budget`, set by the operator, replaces it.
   */
  OTP_DAILY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** How often idle job workers look for work, in seconds (ADR 604); jobs are also woken at once. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * Conversion APIs (ADR 840): `send` posts each confirmed purchase or reservation to the
   * business's Meta / TikTok / Snapchat APIs; `log` writes what would be sent (no user data) to
   * this log. Unset: `log` in development and tests, `send` in production — production never
   * falls back to the log by itself (with `log` set there, start-up says conversions are off).
   */
  TRACKING_DELIVERY: z.enum(['send', 'log']).optional(),
  /** The platforms' API roots; tests point them at stand-ins on 127.0.0.1. */
  META_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'a Graph API version such as v21.0')
    .default('v21.0'),
  TIKTOK_EVENTS_URL: z.url({ protocol: /^https?$/ }).default('https://business-api.tiktok.com/open_api/v1.3'),
  SNAP_CONVERSIONS_URL: z.url({ protocol: /^https?$/ }).default('https://tr.snapchat.com/v3'),
  /**
   * Seals the conversion APIs' access tokens at rest (AES-256-GCM, ADR 840): 32 bytes as 64 hex
   * characters or base64. Without it no token can be stored or used.
   */
  TRACKING_KEYS_SECRET: z.string().min(32).optional(),
  /**
   * The platform's operators (ADR 1161): E.164 phones, comma-separated. A back-office member whose
   * phone is listed (signed in with the usual one-time code) may create businesses from the
   * operator screen. Unset or empty: nobody; `npm run business:create` stays the way.
   */
  OPERATOR_PHONES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'must be E.164 phones, comma-separated'))),
  /**
   * Sentry (ADR 841): the server's DSN; unset, server errors are only logged. PUBLIC_SENTRY_DSN is
   * the browser project's (its reports reach Sentry through this server); unset: SENTRY_DSN.
   */
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  PUBLIC_SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  SENTRY_ENVIRONMENT: z.string().trim().min(1).max(64).optional(),
  /**
   * Web Push for order status (ADR 909): the VAPID key pair (RFC 8292; base64url, as
   * `npx web-push generate-vapid-keys` prints it) and the contact push services may reach
   * (`mailto:` or `https:`). Unset keys: the installation's own pair, made once and kept in
   * PostgreSQL so every instance signs with it (ADR 1330; VAPID_KEYS=generate says the same);
   * tests without VAPID_KEYS=generate get a pair per app.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/, 'a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,45}$/, 'a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'mailto: or https: URL')
    .optional(),
  VAPID_KEYS: z.enum(['generate']).optional(),
  /**
   * The push services a subscription's endpoint may name (comma-separated origins), so the server
   * never posts to a URL a page made up. Default: Google's, Mozilla's, Apple's and Microsoft's;
   * tests name their stand-in on 127.0.0.1.
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default(
      'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com',
    )
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  /**
   * The bearer token a Prometheus scraper sends for GET /metrics (ADR 1336). Unset: /metrics
   * answers 404 — metrics are never public.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Public origin (https://menu.example.com): absolute payment URLs, and every absolute link —
   * printed table QR codes, sitemaps, robots.txt, canonical and Open Graph links (ADR 1332).
   * Unset: the request's own scheme and host.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
});

export type Config = z.infer<typeof envSchema> & { repoRoot: string };

/**
 * The payment gateway rules of ADR 722 that only the whole environment can check: the sandbox
 * never runs in production unless a demo allows it, and Tap needs its key.
 */
function paymentProblems(env: z.infer<typeof envSchema>): string[] {
  const provider = env.PAYMENT_PROVIDER;
  const problems: string[] = [];
  if (provider === 'sandbox' && env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX !== 'allow') {
    problems.push(
      'PAYMENT_PROVIDER: the sandbox approves payments without money moving; refused in production (set PAYMENT_SANDBOX=allow for a demo)',
    );
  }
  if (provider === 'tap' && !env.TAP_SECRET_KEY)
    problems.push('TAP_SECRET_KEY: required with PAYMENT_PROVIDER=tap');
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  // The map tiles' rules (ADR 1480), here so a broken tile setting stops the start, not a page.
  try {
    mapTilesFrom(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

/** Reads and validates the environment once; every other module receives the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const problems = paymentProblems(parsed.data);
  if (problems.length) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return { ...parsed.data, repoRoot };
}
