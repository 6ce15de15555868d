import { createApi } from '@sufra/contract/client';
import { createContext, RouterContextProvider } from 'react-router';

/**
 * The API as loaders reach it. On the server the host passes an in-process `fetch`
 * (Fastify's inject), so SSR uses the same REST API as the browser, with no network hop.
 */
export type ApiAccess = { fetch: typeof fetch };

export const apiAccessContext = createContext<ApiAccess>();

/** Called by the host server (apps/server) for every page request. */
export function createLoadContext(api: ApiAccess): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiAccessContext, api);
  return context;
}

/** The API for a loader, speaking the request's locale (the same Api the browser uses, ADR 606). */
export function apiFor(context: Readonly<RouterContextProvider>, locale?: string) {
  const { fetch } = context.get(apiAccessContext);
  return createApi({ baseUrl: 'http://sufra.internal/api', fetch, locale });
}
