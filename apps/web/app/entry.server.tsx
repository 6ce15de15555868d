import { PassThrough, pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';

import { isCrawler } from './features/storefront/crawler.server.ts';
import { cspNonceContext } from './platform/api-context.ts';
import { firstPaintHead } from './platform/first-paint-head.server.ts';
import { NonceContext } from './platform/nonce.ts';
import { pageHostsHeader, type TrackingSetup } from './shell/pixel-setup.ts';

export { createLoadContext } from './platform/api-context.ts';

export const streamTimeout = 5_000;

/** Read by the host server (platform/ssr/web-handler.ts) into the page's CSP, never sent on. */
const PAGE_HOSTS_HEADER = 'x-sufra-page-hosts';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isCrawler(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        // Scripts only: a nonce on the stylesheet link would stop the first-paint rewrite from
        // finding it to inline (styles are allowed inline anyway, ADR 747).
        ...(nonce ? { nonce: { script: nonce } } : {}),
        // A Suspense boundary whose content is ready goes in place, never moved to the end of the
        // document behind a script (React outlines one over 500 bytes past the first 12.8 KB): the
        // layouts' parts (the bars, the cart bar, ADR 1510) are in such boundaries, and must paint
        // where they stand, with scripts late or off.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The business's pixel hosts for this page's CSP (ADR 842); the server strips the header.
          const tracking = (
            routerContext.staticHandlerContext.loaderData.business as
              | { tracking?: TrackingSetup | null }
              | undefined
          )?.tracking;
          if (tracking) responseHeaders.set(PAGE_HOSTS_HEADER, pageHostsHeader(tracking.hosts));
          pipe(body);
          const head = firstPaintHead(routerContext, nonce);
          // A diner who leaves mid-page cancels the response, which destroys this stream with an
          // error, possibly after the pipeline has settled and let go of it: the render must end
          // quietly — an unhandled stream error here once took the whole server down.
          const out = head ? pipeline(body, head, () => {}) : body;
          out.on('error', () => {});
          resolve(new Response(createReadableStreamFromReadable(out), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
