import { apiHeaders, apiRequestHeadersSchema } from '@sufra/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid } from '../failures.ts';

/** What the §7 request headers say, parsed once per request. */
export type RequestHeaders = {
  /** The `locale` header (resolved against the business's locales by each service). */
  locale: string | undefined;
  /** The client's clock from `x-current-time`, when sent. */
  clientNow: Date | null;
  /** The bearer token, when sent ([product: Accounts]); reads do not require one. */
  token: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    sufra: RequestHeaders;
  }
}

const names = Object.keys(apiRequestHeadersSchema.shape) as (keyof typeof apiRequestHeadersSchema.shape)[];

/**
 * Checks the [product: Calls and failures] headers on every API request: absent is fine, present and malformed is a
 * 400 naming the header (never a silent fallback, never a 500).
 */
export function registerRequestHeaders(api: FastifyInstance): void {
  api.decorateRequest('sufra', null as unknown as RequestHeaders);
  api.addHook('onRequest', async (request) => {
    const raw: Record<string, unknown> = {};
    for (const name of names) {
      const value = request.headers[name];
      if (value !== undefined) raw[name] = value;
    }
    const parsed = apiRequestHeadersSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Invalid(`Invalid header ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'bad value'}`);
    }
    const h = parsed.data;
    const time = h[apiHeaders.currentTime];
    request.sufra = {
      locale: h[apiHeaders.locale],
      clientNow: time ? new Date(time) : null,
      token: h.authorization ? h.authorization.slice('Bearer '.length) : null,
    };
  });
}

/** The instant a request asks about: its x-current-time header, else the server clock. */
export const requestNow = (request: FastifyRequest, serverNow: () => Date): Date =>
  request.sufra.clientNow ?? serverNow();
