import { type ApiOptions, createApi } from '@sufra/contract/client';
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

/**
 * The API for a loader or action, speaking the request's locale (the same Api the browser uses,
 * ADR 606). Account pages add the session token and the diner's address (session.server.ts).
 */
export function apiFor(
  context: Readonly<RouterContextProvider>,
  locale?: string,
  extra: Pick<ApiOptions, 'token' | 'headers'> = {},
) {
  const { fetch } = context.get(apiAccessContext);
  return createApi({ baseUrl: 'http://sufra.internal/api', fetch, locale, ...extra });
}
