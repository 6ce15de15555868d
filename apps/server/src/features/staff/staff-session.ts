import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StaffService } from './staff-service.ts';

/**
 * The staff board keeps its token in an HttpOnly, SameSite=Strict cookie scoped to the staff API
 * (ADR 748): no script on the page can read it (localStorage could be read by any script that got
 * in), and no other site can send it. API clients may still send `Authorization: Bearer`.
 */
export const STAFF_COOKIE = 'sufra_staff';
const MAX_AGE_S = 30 * 24 * 3600;

function cookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STAFF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The staff credential of a request: its bearer header, else the board's cookie. */
export function staffCredential(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization) return authorization;
  const token = cookieToken(request);
  return token ? `Bearer ${token}` : undefined;
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
export function registerStaffSessionRoutes(app: FastifyInstance, staff: StaffService): void {
  app.post('/staff/session', { schema: { body: sessionBody } }, async (request, reply) => {
    const { token } = request.body as z.infer<typeof sessionBody>;
    const who = await staff.authenticate(`Bearer ${token}`);
    setCookie(request, reply, token, MAX_AGE_S);
    return { error: 0, business: { reference_id: who.referenceId } };
  });
  app.post('/staff/session/end', async (request, reply) => {
    setCookie(request, reply, '', 0);
    return { error: 0 };
  });
}
