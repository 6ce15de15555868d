import { describe, expect, it } from 'vitest';
import { pageHosts } from '../ssr/web-handler.ts';
import { createCsp, originOf } from './csp.ts';

// ADR 747. The policy in a real browser (no violation, the page hydrates) is in tests/e2e/csp.e2e.ts.

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the Content-Security-Policy', () => {
  it('allows scripts from this site and the response’s nonce only, never unsafe-inline', () => {
    const csp = createCsp({ reportOnly: false, frameAncestors: "'self'", env: {} });
    const nonce = csp.nonce();
    const policy = csp.policy(nonce);
    expect(csp.header).toBe('content-security-policy');
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
  });

  it('a fresh 128-bit nonce per response', () => {
    const csp = createCsp({ reportOnly: false, frameAncestors: "'self'", env: {} });
    const nonces = new Set(Array.from({ length: 100 }, () => csp.nonce()));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });

  it('names exactly the outside hosts configured: tiles, image service (Sentry is reached through this site)', () => {
    const none = createCsp({
      reportOnly: false,
      frameAncestors: "'none'",
      env: { MAP_TILE_URL: '' },
    }).policy('n');
    expect(directive(none, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(none, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(none, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // Unset tiles ask no tile server (ADR 1480): OpenStreetMap's is allowed only when named.
    const defaults = createCsp({ reportOnly: false, frameAncestors: "'self'", env: {} }).policy('n');
    expect(directive(defaults, 'img-src')).toBe("img-src 'self' data: blob:");
    const osm = createCsp({
      reportOnly: false,
      frameAncestors: "'self'",
      env: {
        MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      },
    }).policy('n');
    expect(directive(osm, 'img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    // A tile setting start-up refuses (no credit) adds no host.
    const refused = createCsp({
      reportOnly: false,
      frameAncestors: "'self'",
      env: { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' },
    }).policy('n');
    expect(directive(refused, 'img-src')).toBe("img-src 'self' data: blob:");
    const all = createCsp({
      reportOnly: false,
      frameAncestors: "'self'",
      env: {
        MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
        IMAGE_URL_TEMPLATE: 'https://img.example.com/{w}/{format}/{src}',
        SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
      },
    }).policy('n');
    expect(directive(all, 'img-src')).toBe(
      "img-src 'self' data: blob: https://*.tiles.example.com https://img.example.com",
    );
    // Browser error reports go to POST /api/errors, which forwards them (ADR 841).
    expect(directive(all, 'connect-src')).toBe("connect-src 'self'");
  });

  it("adds one page's own hosts (its business's pixels, ADR 842) to that page's policy only", () => {
    const csp = createCsp({ reportOnly: false, frameAncestors: "'self'", env: { MAP_TILE_URL: '' } });
    const hosts = pageHosts(
      'script=https://connect.facebook.net https://evil.example/x;connect=https://www.facebook.com;img=https://www.facebook.com javascript:alert(1)',
    );
    const page = csp.policy('n', hosts);
    expect(directive(page, 'script-src')).toBe("script-src 'self' 'nonce-n' https://connect.facebook.net");
    expect(directive(page, 'connect-src')).toBe("connect-src 'self' https://www.facebook.com");
    expect(directive(page, 'img-src')).toBe("img-src 'self' data: blob: https://www.facebook.com");
    expect(directive(csp.policy('n'), 'script-src')).toBe("script-src 'self' 'nonce-n'");
  });

  it('takes more sources (a pixel’s hosts) and a report-only mode with a report URI', () => {
    const csp = createCsp({
      reportOnly: true,
      reportUri: 'https://reports.example.com/csp',
      frameAncestors: "'self'",
      env: {},
      sources: [
        () => ({ 'script-src': ['https://connect.facebook.net'], 'img-src': ['https://www.facebook.com'] }),
      ],
    });
    const policy = csp.policy('abc');
    expect(csp.header).toBe('content-security-policy-report-only');
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://connect.facebook.net",
    );
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://www.facebook.com");
    expect(directive(policy, 'report-uri')).toBe('report-uri https://reports.example.com/csp');
  });

  it('reads origins from URL templates, refusing what is not http(s)', () => {
    expect(originOf('https://a.example/{z}/{x}/{y}.png')).toBe('https://a.example');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
