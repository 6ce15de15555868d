import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

/** What the web app's server entry exports for the host server (apps/web/app/entry.server.tsx). */
export type WebEntryExports = {
  createLoadContext: (api: { fetch: typeof fetch }) => unknown;
};

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
  mode: 'production' | 'development' = 'production',
): WebHandler {
  const handle = createRequestHandler(build, mode);
  const entryOf = async () =>
    (typeof build === 'function' ? await build() : build).entry.module as unknown as WebEntryExports;
  return async (request, reply, apiFetch) => {
    const entry = await entryOf();
    const response = await handle(
      toWebRequest(request, reply),
      entry.createLoadContext({ fetch: apiFetch }) as never,
    );
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as never));
  };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // The client went away before we answered: let loaders stop their work.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // A POST without a body (no content type) has no stream to hand on: React Router gets none.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body instanceof Readable;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as never, duplex: 'half' } : {}),
  });
}
