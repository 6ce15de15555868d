import type { OtpChannel, SendOtpResponse } from '@sufra/contract';
import { ApiError, resendOtp, sendOtp, updateProfile, verifyOtp } from '@sufra/contract/client';
import { data, redirect } from 'react-router';
import { type AccountProblem, problemOf, safeNext } from './account-errors.ts';
import { accountApi, sessionCookie } from './session.server.ts';

type Args = {
  request: Request;
  context: Parameters<typeof accountApi>[0];
  params: { ref?: string };
};

export type LoginActionData =
  | { step: 'phone'; problem: AccountProblem; phone: string; country: string; channel: OtpChannel }
  | { step: 'code'; request: RequestView; problem: AccountProblem | null }
  | { step: 'name'; problem: AccountProblem | null };

type RequestView = Pick<
  SendOtpResponse,
  'request_id' | 'masked_phone' | 'channel' | 'resend_after' | 'delivery'
>;

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
const channelOf = (v: string): OtpChannel => (v === 'whatsapp' ? 'whatsapp' : 'sms');

/**
 * `/{ref}/login`'s form posts (ADR 702): send a code, send it again, try it, and — for a new
 * number — give a name. A right code sets the session cookie and goes on to where the diner was.
 */
export async function loginAction({ request, context, params }: Args, language: string) {
  const ref = params.ref ?? '';
  const form = await request.formData();
  const intent = text(form, 'intent');
  const next = safeNext(text(form, 'next'), ref) ?? `/${ref}/profile`;
  const api = accountApi(context, request, language);
  const carried: RequestView = {
    request_id: text(form, 'request_id'),
    masked_phone: text(form, 'masked_phone'),
    channel: channelOf(text(form, 'channel')),
    resend_after: 0,
    delivery: 'sent',
  };
  try {
    if (intent === 'send') {
      // The form does not validate in the browser (its bubble speaks the browser's language, not
      // the page's): an empty number is said here, in the page's words (docs/product.md).
      if (!text(form, 'phone').trim())
        throw new ApiError(422, 'Enter a valid phone number.', 'phone_invalid');
      const sent = await sendOtp(api, {
        reference_id: ref,
        phone: text(form, 'phone'),
        country: text(form, 'country') || 'KW',
        channel: channelOf(text(form, 'channel')),
      });
      return { step: 'code', request: sent, problem: null } satisfies LoginActionData;
    }
    if (intent === 'resend') {
      const sent = await resendOtp(api, { request_id: carried.request_id });
      return { step: 'code', request: sent, problem: null } satisfies LoginActionData;
    }
    if (intent === 'verify') {
      const session = await verifyOtp(api, { request_id: carried.request_id, code: text(form, 'code') });
      const headers = { 'set-cookie': sessionCookie(request, session.token) };
      if (!session.user.name)
        return data({ step: 'name', problem: null } satisfies LoginActionData, { headers });
      throw redirect(next, { headers });
    }
    if (intent === 'name') {
      await updateProfile(api, { name: text(form, 'name') });
      throw redirect(next);
    }
    throw new ApiError(400, 'Unknown step', 'bad_request');
  } catch (error) {
    if (error instanceof Response) throw error;
    const problem = problemOf(error);
    if (intent === 'send') {
      return {
        step: 'phone',
        problem,
        phone: text(form, 'phone'),
        country: text(form, 'country') || 'KW',
        channel: channelOf(text(form, 'channel')),
      } satisfies LoginActionData;
    }
    if (intent === 'name') return { step: 'name', problem } satisfies LoginActionData;
    // A wrong code keeps the step; the timer shows what the server said to wait, if anything.
    return {
      step: 'code',
      request: { ...carried, resend_after: problem.retryAfter ?? 0 },
      problem,
    } satisfies LoginActionData;
  }
}
