import type { FastifyInstance } from 'fastify';

/** Headers that could name a client address: an in-process call never carries them (ADR 1320). */
const ADDRESS_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
];

/**
 * A `fetch` that answers from this very server with `app.inject`: during SSR the web app's API
 * client reaches the API in-process, through the same routes, validation and serialization as
 * over the network, without a socket.
 *
 * `clientIp` is the page request's client as this server decided it (`request.ip`: the socket's,
 * or TRUST_PROXY's reading of X-Forwarded-For): the in-process call comes from that address, so
 * every limit counts the diner, not 127.0.0.1 (ADR 1320). Address headers the page's code set are
 * dropped, so nothing a client sends can name another address.
 */
export function createInjectFetch(app: FastifyInstance, clientIp?: string): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (!ADDRESS_HEADERS.includes(name)) headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(clientIp ? { remoteAddress: clientIp } : {}),
      ...(body ? { payload: body } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) out.append(name, v);
      else if (value !== undefined) out.set(name, String(value));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(nullBody ? null : res.rawPayload, { status: res.statusCode, headers: out });
  }) as typeof fetch;
}
