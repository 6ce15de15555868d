import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Unauthenticated } from '../../platform/failures.ts';

/**
 * The staff board keeps its token in an HttpOnly, SameSite=Strict cookie scoped to the staff API
 * (ADR 748): no script on the page can read it (localStorage could be read by any script that got
 * in), and no other site can send it. API clients may still send `Authorization: Bearer`.
 */
export const STAFF_COOKIE = 'sufra_staff';
const MAX_AGE_S = 30 * 24 * 3600;

/** A back-office member's session, sent only to its business's /api/staff/admin path (ADR 1321). */
export const ADMIN_API_COOKIE = 'sufra_admin_api';

function cookieToken(request: FastifyRequest, cookie = STAFF_COOKIE): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The board's cookie is one of the credentials the platform's staff resolver accepts: on a staff
 * API call without an Authorization header, it becomes the bearer header (before the §7 headers
 * are parsed), so `requireStaff` / `staffOf` work with the cookie as with a bearer token.
 * Register it before `registerRequestHeaders`.
 */
export function registerStaffCookieBridge(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    if (request.headers.authorization) return;
    if (!request.url.startsWith('/api/staff/')) return;
    // The back office's data calls go with the member's session when there is one: they are not
    // the board's (ADR 1321); the board's cookie is only the fallback, refused there with a 403.
    const member = request.url.startsWith('/api/staff/admin/')
      ? cookieToken(request, ADMIN_API_COOKIE)
      : undefined;
    const token = member || cookieToken(request);
    if (token && /^[\x21-\x7e]{1,200}$/.test(token)) request.headers.authorization = `Bearer ${token}`;
  });
}

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${STAFF_COOKIE}=${encodeURIComponent(value)}; Path=/api/staff; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
  );
}

const sessionBody = z.object({ token: z.string().trim().min(1).max(200) });

/** POST staff/session {token}: checks it and keeps it in the cookie; POST staff/session/end forgets it. */
export function registerStaffSessionRoutes(app: FastifyInstance): void {
  app.post('/staff/session', { schema: { body: sessionBody } }, async (request, reply) => {
    const { token } = request.body as z.infer<typeof sessionBody>;
    // The same resolver as requireStaff's: a token it refuses is refused here too (401).
    const who = await request.server.identity.staff(token);
    if (!who) throw new Unauthenticated('A valid staff token is required');
    request.staff = who;
    setCookie(request, reply, token, MAX_AGE_S);
    return { error: 0, business: { reference_id: who.referenceId } };
  });
  app.post('/staff/session/end', async (request, reply) => {
    setCookie(request, reply, '', 0);
    return { error: 0 };
  });
}
