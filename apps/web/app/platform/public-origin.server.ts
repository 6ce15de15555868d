/**
 * The site's public origin for absolute links — canonical and Open Graph URLs, JSON-LD, printed
 * table QR codes (ADR 1332): the server sets it on every page request (PUBLIC_URL when configured,
 * a custom domain's host, else the request's); `npm run dev` without it, the request's origin.
 */
export function publicOrigin(request: Request): string {
  return request.headers.get('x-sufra-public-origin') ?? new URL(request.url).origin;
}
