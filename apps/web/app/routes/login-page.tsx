import { ApiError, getAuthOptions, getMyProfile } from '@sufra/contract/client';
import { LogIn } from 'lucide-react';
import { Link, redirect, useNavigation, useParams } from 'react-router';
import { problemText, safeNext } from '../features/accounts/account-errors.ts';
import { loginAction } from '../features/accounts/login-action.server.ts';
import { CodeStep, NameStep, PhoneStep } from '../features/accounts/login-steps.tsx';
import { accountApi, sessionTokenOf } from '../features/accounts/session.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMeta } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { buttonClass } from '../ui/button.tsx';
import { PageHeader } from '../ui/page-header.tsx';
// The storefront's bars come with this page, which shows them (ADR 1510).
import '../features/navigation/provide-bars.ts';
import type { Route } from './+types/login-page';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, null, undefined, { noindex: true }).filter((m) => !('title' in m)),
  { name: 'robots', content: 'noindex' },
];

/**
 * `/{ref}/login` ([product: Accounts]: guests only): a signed-in diner goes on to where they were headed.
 * Otherwise the phone, then the code (ADR 701, 702), then a name for a new number.
 */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const ref = args.params.ref;
  const next = safeNext(new URL(args.request.url).searchParams.get('next'), ref);
  const api = accountApi(args.context, args.request, business.language);
  // Guests only: a signed-in diner goes on — unless the new account still needs its name, which
  // is this page's last step (also after the action's revalidation).
  let needsName = false;
  if (sessionTokenOf(args.request)) {
    const me = await getMyProfile(api).catch(() => null);
    if (me?.user.name) throw redirect(next ?? `/${ref}/profile`);
    needsName = me !== null;
  }
  const options = await getAuthOptions(api, ref).catch((error: unknown) => {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  });
  return { next, options, needsName };
}

export async function action(args: Route.ActionArgs) {
  const business = await loadBusiness(args);
  return loginAction(args, business.language);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const { restaurant } = useBusiness();
  const busy = useNavigation().state === 'submitting';
  const { options, next, needsName } = loaderData;
  const problem =
    actionData && 'problem' in actionData && actionData.problem ? problemText(t, actionData.problem) : null;
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md px-4 pb-32">
      <title>{`${t('login.title')} | ${restaurant.business_name}`}</title>
      <PageHeader title={t('login.title')} back={`/${ref}`} />
      <section className="space-y-4 rounded-3xl bg-card p-5 ring-1 ring-line">
        {!options?.enabled ? (
          <div className="space-y-4 text-center">
            <LogIn className="mx-auto size-10 text-muted rtl:-scale-x-100" aria-hidden />
            <p className="text-ink leading-relaxed">{t('login.unavailable')}</p>
            <Link to={`/${ref}`} className={buttonClass({ pill: true, block: true }, 'shadow')}>
              {t('common.backHome')}
            </Link>
          </div>
        ) : actionData?.step === 'code' ? (
          <CodeStep
            request={actionData.request}
            codeLength={options.code_length}
            next={next}
            error={problem}
            busy={busy}
          />
        ) : actionData?.step === 'name' || needsName ? (
          <NameStep next={next} error={problem} busy={busy} />
        ) : (
          <PhoneStep
            channels={options.channels}
            next={next}
            defaults={
              actionData?.step === 'phone'
                ? { phone: actionData.phone, country: actionData.country, channel: actionData.channel }
                : { phone: '', country: restaurant.country_code || 'KW', channel: 'sms' }
            }
            error={problem}
            busy={busy}
          />
        )}
      </section>
      <p className="mt-4 text-center text-sm">
        <Link to={`/${ref}/orders/history`} className="text-muted underline">
          {t('login.orders')}
        </Link>
      </p>
    </main>
  );
}
