import {
  type AdminCodeResponse,
  type AdminMeResponse,
  type AdminSignInResponse,
  adminSendCodeSchema,
  adminVerifySchema,
  OTP_PROBLEMS,
} from '@sufra/contract';
import { parsePhone } from '@sufra/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { NotFound, Refused } from '../../platform/failures.ts';
import { findAccountBusiness } from '../accounts/otp-repository.ts';
import type { createOtpService } from '../accounts/otp-service.ts';
import { adminOf, requireAdmin } from './admin-auth.ts';
import { findAdminBusiness, findMemberByPhone, listBranches } from './admin-repository.ts';
import { parseWrite } from './admin-validation.ts';

type Deps = {
  db: Db;
  otp: ReturnType<typeof createOtpService>;
  /** The platform's operators' phones (ADR 1161). */
  operatorPhones: readonly string[];
};

const memberView = (m: { id: number; name: string; role: string; branchId: number | null }) => ({
  id: m.id,
  name: m.name,
  role: m.role as AdminSignInResponse['member']['role'],
  branch_id: m.branchId,
});

/**
 * Signing in to the back office (ADR 1000): a code to a member's phone through the accounts' code
 * machinery (limits, channel, jobs), then a session token the admin pages keep in an HttpOnly
 * cookie. The answer to "send a code" is the same for any number, a member's or not.
 */
export function registerAdminSignInRoutes(api: FastifyInstance, { db, otp, operatorPhones }: Deps) {
  api.post<{ Params: { ref: string } }>('/admin/:ref/send-code', async (request, reply) => {
    const body = parseWrite(adminSendCodeSchema, request.body);
    const business = await findAccountBusiness(db, { referenceId: request.params.ref });
    if (!business) throw new NotFound('Business not found');
    const parsed = parsePhone(body.phone, body.country ?? business.country_code);
    if (!parsed.ok || !parsed.valid)
      throw new Refused(OTP_PROBLEMS.phoneInvalid, 'This phone number is not valid', {
        fields: { phone: 'This phone number is not valid' },
      });
    // A member's number and anyone else's take the same path: the same limits and waits (a 429
    // alike), the same answer and sending job, wrong codes refused alike; the job sends only to a
    // member (ADR 1320: waits of 30 s against 60 s, 429 against 202, told them apart).
    const sent = await otp.sendForStaff(business, {
      phone: parsed.e164,
      channel: 'sms',
      ip: request.ip,
      locale: request.sufra?.locale,
    });
    const answer: AdminCodeResponse = {
      error: 0,
      request_id: sent.request_id,
      masked_phone: sent.masked_phone,
      resend_after: sent.resend_after,
    };
    return reply.status(202).send(answer);
  });

  api.post<{ Params: { ref: string } }>('/admin/:ref/verify-code', async (request) => {
    const body = parseWrite(adminVerifySchema, request.body);
    const business = await findAdminBusiness(db, request.params.ref);
    if (!business) throw new NotFound('Business not found');
    const spent = await otp.verify(body.request_id, body.code);
    if (spent.purpose !== 'staff_sign_in' || spent.businessId !== business.id)
      throw new Refused(OTP_PROBLEMS.expired, 'This code is not for this back office');
    const member = await findMemberByPhone(db, business.id, spent.phone);
    if (!member) throw new Refused(OTP_PROBLEMS.expired, 'This code is not for this back office');
    const token = await request.server.adminSessions.issue(member.id);
    return { error: 0, token, member: memberView(member) } satisfies AdminSignInResponse;
  });

  api.post<{ Params: { ref: string } }>('/admin/:ref/sign-out', async (request) => {
    const token = request.sufra?.token;
    if (token) await request.server.adminSessions.end(token);
    return { error: 0 };
  });

  api.get<{ Params: { ref: string } }>(
    '/admin/:ref/me',
    // Every member may ask who they are; a driver's back office is their own page (ADR 1410).
    { preHandler: requireAdmin(null) },
    async (request) => {
      const { member } = adminOf(request);
      const business = await findAdminBusiness(db, request.params.ref);
      if (!business) throw new NotFound('Business not found');
      const branches = await listBranches(db, business.id);
      return {
        error: 0,
        member: memberView(member),
        business: {
          reference_id: business.referenceId,
          name: business.name,
          locales: business.locales,
          currency: business.currency,
          time_zone: business.timeZone,
          branches,
        },
        operator: operatorPhones.includes(member.phone),
        suspended: business.suspendedAt
          ? { at: business.suspendedAt.toISOString(), reason: business.suspendedReason ?? '' }
          : null,
        published_at: business.publishedAt?.toISOString() ?? null,
      } satisfies AdminMeResponse;
    },
  );
}
