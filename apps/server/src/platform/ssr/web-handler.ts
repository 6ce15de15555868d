import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { PUBLIC_ORIGIN_HEADER, type PublicOrigin } from '../http/public-origin.ts';
import { checkPostOrigin } from './form-post-origin.ts';

/** Set by this server on every page request it hands to React Router. */
export const CLIENT_IP_HEADER = 'x-sufra-client-ip';

/** What the web app's server entry exports for the host server (apps/web/app/entry.server.tsx). */
export type WebEntryExports = {
  createLoadContext: (api: { fetch: typeof fetch; nonce?: string }) => unknown;
};

/** The policy a page gets, with a nonce per response (ADR 747) and the page's own hosts. */
export type PagePolicy = {
  header: string;
  nonce: () => string;
  policy: (nonce: string, pageHosts?: PageHosts) => string;
};

/**
 * The outside hosts one page needs beyond the site's (a business's configured pixels, ADR 842),
 * named by the web app's entry in this internal header, which never leaves the server.
 */
export const PAGE_HOSTS_HEADER = 'x-sufra-page-hosts';
export type PageHosts = { script: string[]; connect: string[]; img: string[] };

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** `script=a b;connect=c;img=d` → origins only (anything else is dropped). */
export function pageHosts(header: string | null): PageHosts | undefined {
  if (!header) return undefined;
  const hosts: PageHosts = { script: [], connect: [], img: [] };
  for (const part of header.split(';')) {
    const [name, list = ''] = part.split('=', 2);
    if (name !== 'script' && name !== 'connect' && name !== 'img') continue;
    hosts[name] = list.split(/\s+/).filter((o) => ORIGIN.test(o));
  }
  return hosts;
}

export type WebHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  apiFetch: typeof fetch,
) => Promise<void>;

export async function loadWebBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(`${buildDir}/server/index.js`)) as ServerBuild;
}

/**
 * Hands a Fastify request to React Router and streams its Response back through Fastify. The
 * build is a production build, or (`npm run dev`) a loader Vite answers from source per request.
 */
export function createWebHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  csp?: PagePolicy,
  mode: 'production' | 'development' = 'production',
  /** A page answered 5xx (ADR 841): reported. */
  onServerError?: (status: number, request: FastifyRequest) => Promise<void>,
  /** The site's public origin for absolute links (ADR 1332); unset: the request's. */
  publicOrigin?: PublicOrigin,
): WebHandler {
  const handle = createRequestHandler(build, mode);
  const entryOf = async () =>
    (typeof build === 'function' ? await build() : build).entry.module as unknown as WebEntryExports;
  return async (request, reply, apiFetch) => {
    const webRequest = toWebRequest(
      request,
      reply,
      publicOrigin ? await publicOrigin(request) : `${request.protocol}://${request.host}`,
    );
    if (!webRequest) {
      return reply
        .status(403)
        .type('text/plain; charset=utf-8')
        .send('This form was sent from another site, so it was not accepted.');
    }
    const entry = await entryOf();
    const nonce = csp?.nonce();
    const response = await handle(
      webRequest,
      entry.createLoadContext({ fetch: apiFetch, ...(nonce ? { nonce } : {}) }) as never,
    );
    reply.status(response.status);
    if (response.status >= 500) void onServerError?.(response.status, request);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie' && name !== PAGE_HOSTS_HEADER) reply.header(name, value);
    }
    if (csp && nonce && response.headers.get('content-type')?.startsWith('text/html'))
      reply.header(csp.header, csp.policy(nonce, pageHosts(response.headers.get(PAGE_HOSTS_HEADER))));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as never));
  };
}

/** The request for React Router; null for a post another site sent (ADR 900). */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request | null {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  // Fetch metadata and Origin decide whether a post may reach a route action (ADR 900).
  if (checkPostOrigin(request.method, headers) === 'refuse') return null;
  // The diner's address as this server sees it (never a header a client sent): route actions pass
  // it on to the API, whose one-time-code limits count per address (ADR 701).
  headers.set(CLIENT_IP_HEADER, request.ip);
  // Where absolute links point (ADR 1332): set here, so a client's own header never counts.
  headers.set(PUBLIC_ORIGIN_HEADER, origin);
  const controller = new AbortController();
  // The client went away before we answered: let loaders stop their work.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // A POST without a body (no content type) has no stream to hand on (Readable.toWeb(undefined)
  // threw: a 500): React Router gets none.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as never, duplex: 'half' } : {}),
  });
}
