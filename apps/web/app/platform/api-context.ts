import { createApiClient } from '@sufra/contract';
import { createContext, RouterContextProvider } from 'react-router';

/**
 * The API as loaders reach it. On the server the host passes an in-process `fetch`
 * (Fastify's inject), so SSR uses the same REST API as the browser, with no network hop.
 */
export type ApiAccess = { fetch: typeof fetch };

export const apiAccessContext = createContext<ApiAccess>();

/** This response's CSP nonce (ADR 747), for entry.server. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** Called by the host server (apps/server) for every page request. */
export function createLoadContext(api: ApiAccess & { nonce?: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiAccessContext, { fetch: api.fetch });
  context.set(cspNonceContext, api.nonce);
  return context;
}

/** An API client for a loader, speaking the request's locale. */
export function apiFor(context: Readonly<RouterContextProvider>, locale?: string) {
  const { fetch } = context.get(apiAccessContext);
  return createApiClient({ baseUrl: 'http://sufra.internal/api', fetch, ...(locale ? { locale } : {}) });
}
