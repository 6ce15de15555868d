import { randomBytes } from 'node:crypto';
import { mapTilesFrom, tileOrigin } from '@sufra/domain';
import type { PageHosts } from '../ssr/web-handler.ts';

/**
 * The storefront's Content-Security-Policy (ADR 747, replacing ADR 006's deferral): scripts only
 * from this site or carrying the response's nonce (React Router's and React's inline scripts get
 * it through entry.server) — no 'unsafe-inline' for scripts; styles inline (the theme's CSS
 * variables, the inlined stylesheet); pages framed only by this site; and exactly the outside
 * hosts in use, each contributed by the feature that uses it (CSP_SOURCES below).
 */
export type Directive = 'script-src' | 'connect-src' | 'img-src' | 'style-src' | 'font-src' | 'frame-src';

/** A feature's outside hosts, from the environment it is configured by. */
export type CspSource = (env: NodeJS.ProcessEnv) => Partial<Record<Directive, string[]>>;

/** The origin of a URL template (`https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`). */
export function originOf(template: string | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{s\}\./g, 'wildcard-subdomain.'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin.replace('wildcard-subdomain.', '*.');
  } catch {
    return null;
  }
}

/** The configured tile server's origin; none when unset or invalid (start-up refuses invalid). */
function configuredTileOrigin(env: NodeJS.ProcessEnv): string | null {
  try {
    const tiles = mapTilesFrom(env);
    return tiles ? tileOrigin(tiles.url) : null;
  } catch {
    return null;
  }
}

/**
 * Every feature's outside hosts. To add one (a pixel's script and beacon hosts, say), append a
 * source here; keep it exact: a host is allowed only when the feature is configured to use it.
 */
export const CSP_SOURCES: CspSource[] = [
  // Map tiles (every map): exactly the configured tile server, none when unset (ADR 1480).
  (env) => ({ 'img-src': [configuredTileOrigin(env)].filter((o) => o !== null) }),
  // An image service for responsive pictures (ADR 312).
  (env) => ({ 'img-src': [originOf(env.IMAGE_URL_TEMPLATE)].filter((o) => o !== null) }),
  // Browser error reports go to this site (POST /api/errors), never to Sentry directly (ADR 841).
];

export type CspOptions = {
  reportOnly: boolean;
  reportUri?: string | undefined;
  /** Who may frame the pages: `'self'` by default, `'none'`, or origins. */
  frameAncestors: string;
  env?: NodeJS.ProcessEnv;
  sources?: CspSource[];
};

export function createCsp(options: CspOptions) {
  const hosts: Record<Directive, Set<string>> = {
    'script-src': new Set(),
    'connect-src': new Set(),
    'img-src': new Set(),
    'style-src': new Set(),
    'font-src': new Set(),
    'frame-src': new Set(),
  };
  for (const source of options.sources ?? CSP_SOURCES) {
    for (const [directive, list] of Object.entries(source(options.env ?? process.env)))
      for (const host of list ?? []) hosts[directive as Directive].add(host);
  }
  const extra = (d: Directive, more: string[] = []) =>
    [...new Set([...hosts[d], ...more])].map((h) => ` ${h}`).join('');
  const fixed = (page: PageHosts | undefined) => [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors}`,
    `connect-src 'self'${extra('connect-src', page?.connect)}`,
    `img-src 'self' data: blob:${extra('img-src', page?.img)}`,
    `style-src 'self' 'unsafe-inline'${extra('style-src')}`,
    `font-src 'self' data:${extra('font-src')}`,
    `frame-src 'self'${extra('frame-src')}`,
    ...(options.reportUri ? [`report-uri ${options.reportUri}`] : []),
  ];
  return {
    header: options.reportOnly ? 'content-security-policy-report-only' : 'content-security-policy',
    /** A fresh nonce: 128 random bits, one per response. */
    nonce: () => randomBytes(16).toString('base64'),
    /** The policy of one response; `page`: that page's own outside hosts (its business's pixels). */
    policy: (nonce: string, page?: PageHosts) =>
      [`script-src 'self' 'nonce-${nonce}'${extra('script-src', page?.script)}`, ...fixed(page)].join('; '),
  };
}
