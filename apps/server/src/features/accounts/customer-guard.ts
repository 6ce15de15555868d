import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { resolveSession, type SessionCaller } from './sessions.ts';

/** The signed-in caller of an account call, or a 401 (the client then goes to login, SPEC §6). */
export function createCustomerGuard(db: Db, now: () => Date) {
  return async (request: FastifyRequest): Promise<SessionCaller> => {
    const token = request.sufra?.token;
    const caller = token ? await resolveSession(db, token, now()) : null;
    if (!caller) throw new HttpError(401, 'Please sign in', 'unauthorized');
    return caller;
  };
}
