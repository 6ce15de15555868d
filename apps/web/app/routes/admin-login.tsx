import { endAdminSession, sendAdminCode, verifyAdminCode } from '@sufra/contract/client';
import { data, Form, redirect, useNavigation } from 'react-router';
import { type AccountProblem, problemOf, problemText } from '../features/accounts/account-errors.ts';
import { formText } from '../features/admin/admin-forms.server.ts';
import {
  adminCookies,
  adminSessionApi,
  adminTokenOf,
  clearedStaffBoardCookie,
  staffBoardCookie,
} from '../features/admin/admin-session.server.ts';
import { Banner, TextField } from '../features/admin/admin-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import type { Route } from './+types/admin-login';

type Step =
  | { step: 'phone'; phone: string; problem: AccountProblem | null }
  | { step: 'code'; request_id: string; masked_phone: string; problem: AccountProblem | null };

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

/** A signed-in member goes straight to the menu. */
export function loader({ request, params }: Route.LoaderArgs) {
  if (adminTokenOf(request)) throw redirect(`/${params.ref}/admin`);
  return null;
}

/**
 * The back office's sign-in ([product: Back office], ADR 1000): a real form, phone then code; a
 * right code sets the session cookie (HttpOnly, this business's admin pages only). Also signs out.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const ref = params.ref;
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const api = adminSessionApi(context, request);
  if (intent === 'sign-out') {
    await endAdminSession(api, ref).catch(() => {});
    // Signed out of everything the session opened, the order board included (ADR 1370).
    const headers = new Headers(adminCookies(request, ref, null));
    headers.append('Set-Cookie', clearedStaffBoardCookie(request));
    throw redirect(`/${ref}/admin/login`, { headers });
  }
  if (intent === 'verify') {
    const carried = {
      request_id: formText(form, 'request_id'),
      masked_phone: formText(form, 'masked_phone'),
    };
    try {
      const session = await verifyAdminCode(api, ref, {
        request_id: carried.request_id,
        code: formText(form, 'code'),
      });
      // One sign-in for everything (ADR 1370): the back office, its data calls (ADR 1321) and the
      // order board.
      const headers = new Headers(adminCookies(request, ref, session.token));
      headers.append('Set-Cookie', staffBoardCookie(request, session.token));
      throw redirect(`/${ref}/admin`, { headers });
    } catch (error) {
      if (error instanceof Response) throw error;
      return data({ step: 'code', ...carried, problem: problemOf(error) } satisfies Step, { status: 422 });
    }
  }
  const phone = formText(form, 'phone');
  try {
    const sent = await sendAdminCode(api, ref, { phone });
    return {
      step: 'code',
      request_id: sent.request_id,
      masked_phone: sent.masked_phone,
      problem: null,
    } satisfies Step;
  } catch (error) {
    return data({ step: 'phone', phone, problem: problemOf(error) } satisfies Step, { status: 422 });
  }
}

export default function AdminLoginPage({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const step: Step = actionData ?? { step: 'phone', phone: '', problem: null };
  const problem = step.problem ? problemText(t, step.problem) : null;
  return (
    <main className="flex min-h-dvh items-start justify-center bg-sunken px-4 pt-[12vh]">
      <title>{`${t('admin.login.title')} | ${params.ref}`}</title>
      <div className="w-full max-w-sm space-y-5 rounded-3xl bg-card p-6 shadow-sm ring-1 ring-line">
        <div>
          <p className="text-muted text-sm">{params.ref}</p>
          <h1 className="font-bold text-2xl text-ink">{t('admin.login.title')}</h1>
        </div>
        {step.step === 'phone' ? (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="send" />
            <p className="text-muted text-sm">{t('admin.login.phoneIntro')}</p>
            <TextField
              id="admin-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              label={t('admin.login.phone')}
              defaultValue={step.phone}
              error={problem ?? undefined}
              dir="ltr"
            />
            <Button type="submit" variant="primary" pill block disabled={busy}>
              {t('admin.login.sendCode')}
            </Button>
          </Form>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="request_id" value={step.request_id} />
            <input type="hidden" name="masked_phone" value={step.masked_phone} />
            <Banner tone="ok">{t('admin.login.codeSent', { phone: step.masked_phone })}</Banner>
            <TextField
              id="admin-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              required
              autoFocus
              label={t('admin.login.code')}
              error={problem ?? undefined}
              dir="ltr"
            />
            <Button type="submit" variant="primary" pill block disabled={busy}>
              {t('admin.login.signIn')}
            </Button>
            <a
              href={`/${params.ref}/admin/login`}
              className={buttonClass({ variant: 'quiet', size: 'icon', pill: true, block: true })}
            >
              {t('admin.login.otherNumber')}
            </a>
          </Form>
        )}
      </div>
    </main>
  );
}
