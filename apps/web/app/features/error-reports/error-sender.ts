import type { ErrorReport } from './browser-errors.ts';

/**
 * Sends one report (ADR 841): the page's address without its query or fragment (they may hold an
 * order token) and the build id as the release. Keepalive, so a report made while leaving the
 * page still goes.
 */
export async function send(report: ErrorReport): Promise<void> {
  await fetch('/api/errors', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...report,
      url: `${window.location.origin}${window.location.pathname}`,
      release:
        (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? null,
    }),
  });
}
