import type { FastifyRequest } from 'fastify';

/** The header the server sets on every page request with the site's public origin (ADR 1332). */
export const PUBLIC_ORIGIN_HEADER = 'x-sufra-public-origin';

export type PublicOrigin = (request: FastifyRequest) => Promise<string>;

/**
 * The origin absolute links are made with — printed QR codes, sitemaps, robots.txt, canonical and
 * Open Graph links (ADR 1332). PUBLIC_URL when it is set: behind a TLS proxy the request itself
 * says `http://` and whatever host the proxy forwarded. A business's own domain (custom_domains)
 * keeps its host, with PUBLIC_URL's scheme. Unset: the request's own scheme and host, as before.
 */
export function createPublicOrigin(
  publicUrl: string | undefined,
  isCustomDomain: (hostname: string) => Promise<boolean>,
): PublicOrigin {
  if (!publicUrl) return async (request) => `${request.protocol}://${request.host}`;
  const base = new URL(publicUrl);
  return async (request) => {
    const hostname = request.hostname.toLowerCase();
    if (hostname !== base.hostname && (await isCustomDomain(hostname)))
      return `${base.protocol}//${request.host}`;
    return publicUrl;
  };
}
