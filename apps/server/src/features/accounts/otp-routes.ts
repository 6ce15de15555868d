import {
  authOptionsResponseSchema,
  otpRequestIdSchema,
  referenceIdSchema,
  resendOtpQuerySchema,
  sendOtpRequestSchema,
  verifyOtpRequestSchema,
} from '@sufra/contract';
import { OTP_POLICY } from '@sufra/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Refused } from '../../platform/failures.ts';
import type { createAccountService } from './account-service.ts';
import type { createOtpService } from './otp-service.ts';

type Services = {
  otp: ReturnType<typeof createOtpService>;
  accounts: ReturnType<typeof createAccountService>;
  /** Reports a used code to the provider that carried it. */
  confirm: (requestId: string) => Promise<void>;
};

/**
 * [product: Calls and failures] code calls (ADR 701): send-otp and its aliases login / register / register-whatsapp;
 * verify-otp and its aliases verify / verify-by-whatsapp; resend-otp; the request's status; and
 * what the login page offers. No answer depends on whether the number has an account.
 */
export function registerOtpRoutes(app: FastifyInstance, { otp, accounts, confirm }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const sendRoute = (path: string, channel?: 'whatsapp') =>
    api.post(path, { schema: { body: sendOtpRequestSchema } }, async (request, reply) => {
      const body = request.body;
      const view = await otp.send({
        referenceId: body.reference_id,
        phone: body.phone,
        country: body.country,
        channel: channel ?? body.channel,
        name: body.name,
        ip: request.ip,
        locale: request.sufra?.locale,
      });
      return reply.status(202).send({ error: 0, ...view });
    });
  sendRoute('/send-otp');
  sendRoute('/webapp/login');
  sendRoute('/webapp/register');
  sendRoute('/webapp/register-whatsapp', 'whatsapp');

  for (const path of ['/verify-otp', '/webapp/verify', '/webapp/verify-by-whatsapp']) {
    api.post(path, { schema: { body: verifyOtpRequestSchema } }, async (request) => {
      const spent = await otp.verify(request.body.request_id, request.body.code);
      await confirm(spent.id);
      return accounts.signIn(spent);
    });
  }

  // [product: Calls and failures] names a GET; it only ever re-sends to the request's own number, within the limits.
  api.get('/webapp/resend-otp', { schema: { querystring: resendOtpQuerySchema } }, async (request, reply) =>
    reply
      .status(202)
      .send({ error: 0, ...(await otp.resend(request.query.request_id, request.ip, request.query.channel)) }),
  );
  api.post('/webapp/resend-otp', { schema: { body: resendOtpQuerySchema } }, async (request, reply) =>
    reply
      .status(202)
      .send({ error: 0, ...(await otp.resend(request.body.request_id, request.ip, request.body.channel)) }),
  );

  api.get(
    '/webapp/otp-status/:requestId',
    { schema: { params: z.object({ requestId: otpRequestIdSchema }) } },
    async (request) => ({ error: 0, ...(await otp.status(request.params.requestId)) }),
  );

  // Sign-in is by one-time code only; there is no password to create (ADR 703).
  api.post('/webapp/create-password', async () => {
    throw new Refused('passwords_not_used', 'Sign-in is by a one-time code; there is no password');
  });

  api.get(
    '/webapp/auth-options/:referenceId',
    { schema: { params: z.object({ referenceId: referenceIdSchema }) } },
    async (request) => {
      const options = await otp.options(request.params.referenceId);
      return authOptionsResponseSchema.parse({
        error: 0,
        ...options,
        resend_after: OTP_POLICY.baseWaitSeconds,
        code_length: OTP_POLICY.digits,
      });
    },
  );
}
