import { idParam } from '@sufra/contract';
import { type AdminCapability, type AdminRole, isAdminRole, roleCan } from '@sufra/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { Forbidden, NotFound, Unauthenticated } from '../../platform/failures.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import {
  findAdminSession,
  insertAdminSession,
  type MemberRow,
  revokeAdminSession,
  slideAdminSession,
} from './admin-repository.ts';

/** Back-office session tokens: a recognisable prefix and 256 random bits; only the sha256 is stored. */
export const ADMIN_TOKEN_PREFIX = 'sad_';
/** An unused session ends after 12 hours; each use moves the end (ADR 1000: a counter's shift). */
const SESSION_MS = 12 * 3600_000;
/** Slide at most every ten minutes, so reads write little. */
const SLIDE_AFTER_MS = 10 * 60_000;

export type AdminCaller = {
  member: Omit<MemberRow, 'role'> & { role: AdminRole };
  referenceId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The back-office member, once `requireAdmin` ran (ADR 1000). */
    admin: AdminCaller | null;
  }
  interface FastifyInstance {
    adminSessions: AdminSessions;
  }
}

export type AdminSessions = ReturnType<typeof createAdminSessions>;

export function createAdminSessions(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    async issue(memberId: number): Promise<string> {
      const token = `${ADMIN_TOKEN_PREFIX}${randomToken(32)}`;
      await insertAdminSession(db, memberId, sha256(token), new Date(now().getTime() + SESSION_MS));
      return token;
    },
    async resolve(token: string): Promise<AdminCaller | null> {
      if (!token.startsWith(ADMIN_TOKEN_PREFIX)) return null;
      const at = now();
      const row = await findAdminSession(db, sha256(token), at);
      if (!row || !isAdminRole(row.member.role)) return null;
      const end = at.getTime() + SESSION_MS;
      if (end - row.expiresAt.getTime() > SLIDE_AFTER_MS)
        await slideAdminSession(db, row.sessionId, new Date(end));
      return { member: { ...row.member, role: row.member.role }, referenceId: row.referenceId };
    },
    async end(token: string): Promise<void> {
      await revokeAdminSession(db, sha256(token));
    },
  };
}

export function registerAdminAuth(api: FastifyInstance, sessions: AdminSessions) {
  api.decorate('adminSessions', sessions);
  api.decorateRequest('admin', null);
}

/**
 * preHandler of every back-office call (ADR 1000): a live session (401), of this URL's business
 * (another business's member gets the 404 a stranger gets: nothing says the business has a back
 * office they could try), whose role may do `capability` (403).
 */
export function requireAdmin(capability: AdminCapability | null) {
  return async (request: FastifyRequest): Promise<void> => {
    const ref = (request.params as { ref?: string }).ref;
    const token = request.sufra?.token;
    const who = token ? await request.server.adminSessions.resolve(token) : null;
    if (!who) throw new Unauthenticated('Sign in to the back office first');
    if (who.referenceId !== ref) throw new NotFound('Business not found');
    // null: any member of this business (who am I: a driver reads it to be sent to their page, ADR 1410).
    if (capability !== null && !roleCan(who.member.role, capability))
      throw new Forbidden('Your role cannot do this', 'role_not_allowed');
    request.admin = who;
  };
}

export function adminOf(request: FastifyRequest): AdminCaller {
  if (!request.admin) throw new Unauthenticated('Sign in to the back office first');
  return request.admin;
}

/** A back-office call's path: `/admin/:ref/…` (ADR 1220: one definition for every admin route). */
export type AdminRefParams = { Params: { ref: string } };
/** …and one of its rows: `/admin/:ref/…/:id`. */
export type AdminIdParams = { Params: { ref: string; id: string } };

/** The row id in a path, or 0 (no row has it, so the service answers 404) when it is not one. */
export const idOf = (params: { id: string }) => {
  const parsed = idParam.safeParse(params.id);
  return parsed.success ? parsed.data : 0;
};

/**
 * A back-office screen's call (ADR 1120, 1310): the role check and `cache-control: no-store` — a
 * set-up answer is never cached, and some name a key's last four characters.
 */
export const adminScreen = (capability: AdminCapability) => ({
  preHandler: requireAdmin(capability),
  onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  },
});
