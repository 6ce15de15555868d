import type { FastifyRequest } from 'fastify';

/**
 * Order tokens are read capabilities (ADR 400): whoever has one sees the order, the customer's
 * name and phone. They ride in some URLs (EventSource cannot send headers, payment return links),
 * so the access log never prints a URL as it came (ADR 741).
 */
const TOKEN_IN_PATH =
  /^(\/api\/webapp\/(?:order|update-order-events|transaction)\/[^/?]+\/)(?!events(?:[?]|$))[^/?]+/;
// `table` is a table's QR token (ADR 749): whoever has it can order to that table.
const SECRET_QUERY = /([?&](?:token|access_token|otp|code|table)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's request serializer, with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
