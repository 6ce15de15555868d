import {
  deleteAccount,
  getMyProfile,
  logout,
  resendOtp,
  updateProfile,
  verifyPhone,
} from '@sufra/contract/client';
import { LANGUAGE_COOKIE } from '@sufra/domain';
import { data, redirect } from 'react-router';
import { type AccountProblem, problemOf } from './account-errors.ts';
import { accountApi, clearedSessionCookie, sessionCookie } from './session.server.ts';

type Args = { request: Request; context: Parameters<typeof accountApi>[0]; params: { ref?: string } };

export type ProfileActionData =
  | { intent: 'save'; saved: true; problem: null }
  | {
      intent: 'phone';
      request: {
        request_id: string;
        masked_phone: string;
        channel: 'sms' | 'whatsapp';
        resend_after: number;
        delivery: string;
      } | null;
      problem: AccountProblem | null;
    }
  | { intent: 'phone-done'; problem: null }
  | { intent: string; problem: AccountProblem };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/**
 * `/{ref}/profile`'s form posts: save name and language, change the phone (a code to the new
 * number first), sign out, delete the account (a POST with its confirmation; ADR 703).
 */
export async function profileAction({ request, context, params }: Args, language: string) {
  const ref = params.ref ?? '';
  const form = await request.formData();
  const intent = text(form, 'intent');
  const api = accountApi(context, request, language);
  try {
    switch (intent) {
      case 'save': {
        const lang = text(form, 'language');
        await updateProfile(api, { name: text(form, 'name'), ...(lang ? { language: lang } : {}) });
        // The interface follows the account's language ([product: Accounts] cookie).
        const headers = lang
          ? {
              'set-cookie': `${LANGUAGE_COOKIE.name}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE.maxAgeDays * 86400}; SameSite=Lax`,
            }
          : undefined;
        return data(
          { intent, saved: true, problem: null } satisfies ProfileActionData,
          headers ? { headers } : {},
        );
      }
      case 'phone': {
        const res = await updateProfile(api, {
          phone: text(form, 'phone'),
          country: text(form, 'country') || 'KW',
        });
        return { intent, request: res.phone_verification, problem: null } satisfies ProfileActionData;
      }
      case 'phone-code': {
        const session = await verifyPhone(api, {
          request_id: text(form, 'request_id'),
          code: text(form, 'code'),
        });
        return data({ intent: 'phone-done', problem: null } satisfies ProfileActionData, {
          headers: { 'set-cookie': sessionCookie(request, session.token) },
        });
      }
      case 'resend': {
        const res = await resendOtp(api, { request_id: text(form, 'request_id') });
        return { intent: 'phone', request: res, problem: null } satisfies ProfileActionData;
      }
      case 'logout': {
        await logout(api).catch(() => {});
        throw redirect(`/${ref}`, { headers: { 'set-cookie': clearedSessionCookie(request) } });
      }
      case 'delete': {
        if (text(form, 'confirm') !== 'DELETE') {
          return { intent, problem: { code: 'confirm', message: 'confirm' } } satisfies ProfileActionData;
        }
        const me = await getMyProfile(api);
        await deleteAccount(api, me.user.id);
        throw redirect(`/${ref}?account=deleted`, {
          headers: { 'set-cookie': clearedSessionCookie(request) },
        });
      }
      default:
        return {
          intent,
          problem: { code: 'bad_request', message: 'Unknown action' },
        } satisfies ProfileActionData;
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const problem = problemOf(error);
    if (intent === 'phone-code' || intent === 'resend') {
      return {
        intent: 'phone',
        request: {
          request_id: text(form, 'request_id'),
          masked_phone: text(form, 'masked_phone'),
          channel: 'sms',
          resend_after: problem.retryAfter ?? 0,
          delivery: 'sent',
        },
        problem,
      } satisfies ProfileActionData;
    }
    return { intent, problem } satisfies ProfileActionData;
  }
}
