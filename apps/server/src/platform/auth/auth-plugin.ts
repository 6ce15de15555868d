import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Unauthenticated } from '../failures.ts';
import type { Customer, ResolveCustomer, ResolveStaff, StaffMember } from './identity.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, once `identifyCustomer` or `requireCustomer` ran; null: a guest. */
    customer: Customer | null;
    /** The staff member, once `requireStaff` ran. */
    staff: StaffMember | null;
  }
  interface FastifyInstance {
    identity: IdentityResolvers;
  }
}

export type IdentityResolvers = { customer: ResolveCustomer; staff: ResolveStaff };

/**
 * Registers the identity of API requests (ADR 602): `request.customer` and `request.staff`. A
 * route asks for what it needs with a preHandler — `identifyCustomer` (a guest is fine),
 * `requireCustomer` (401 without one) or `requireStaff` (401 without a valid staff token) — so a
 * read that needs nobody costs no lookup, and each lookup runs at most once per request.
 */
export function registerAuth(api: FastifyInstance, resolvers: IdentityResolvers): void {
  api.decorate('identity', resolvers);
  api.decorateRequest('customer', null);
  api.decorateRequest('staff', null);
}

const customerResolved = new WeakSet<FastifyRequest>();

/** preHandler: resolves `request.customer` from the bearer token (null for a guest). */
export async function identifyCustomer(request: FastifyRequest): Promise<void> {
  if (customerResolved.has(request)) return;
  customerResolved.add(request);
  const token = request.sufra?.token;
  request.customer = token ? await request.server.identity.customer(token) : null;
}

/** preHandler: a signed-in customer, or 401 (which sends the browser to the login page). */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  await identifyCustomer(request);
  if (!request.customer) throw new Unauthenticated('Sign in first');
}

/** preHandler: a valid staff token, or 401. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (request.staff) return;
  const token = request.sufra?.token;
  const staff = token ? await request.server.identity.staff(token) : null;
  if (!staff) throw new Unauthenticated('A valid staff token is required');
  request.staff = staff;
}

/** The staff member of a route guarded by `requireStaff`. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new Unauthenticated('A valid staff token is required');
  return request.staff;
}
