import { ChevronRight, MapPin, Receipt, WalletCards } from 'lucide-react';
import { data, Form, Link, useNavigation, useParams } from 'react-router';
import { problemText } from '../features/accounts/account-errors.ts';
import { useClaimDeviceOrders } from '../features/accounts/claim-device-orders.ts';
import { CodeStep, field, primary } from '../features/accounts/login-steps.tsx';
import { profileAction } from '../features/accounts/profile-action.server.ts';
import { requireAccount } from '../features/accounts/session.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { Button } from '../ui/button.tsx';
import { ErrorText } from '../ui/error-text.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { PhoneCountryOptions } from '../ui/phone-country-options.tsx';
import type { Route } from './+types/profile-page';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'profile.title'),
  { name: 'robots', content: 'noindex' },
];

/** `/{ref}/profile` ([product: Accounts], signed-in diners): name, phone, language, sign-out, deletion. */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { user, headers } = await requireAccount(args, business.language);
  return data({ user }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const business = await loadBusiness(args);
  return profileAction(args, business.language);
}

const card = 'space-y-4 rounded-3xl bg-card p-5 ring-1 ring-line';

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const { restaurant, languageNames } = useBusiness();
  const busy = useNavigation().state === 'submitting';
  const { user } = loaderData;
  useClaimDeviceOrders(ref);
  const problemFor = (intent: string) =>
    actionData?.problem && actionData.intent === intent ? problemText(t, actionData.problem) : null;
  const phoneStep = actionData?.intent === 'phone' && 'request' in actionData ? actionData.request : null;
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md space-y-4 px-4 pb-32">
      <PageHeader title={t('profile.title')} back={`/${ref}`} />

      <Form method="post" className={card} noValidate>
        <label className="block text-sm">
          <span className="text-ink">{t('profile.name')}</span>
          <input
            type="text"
            name="name"
            autoComplete="name"
            required
            defaultValue={user.name}
            maxLength={100}
            className={field}
          />
        </label>
        {restaurant.locales.length > 1 ? (
          <label className="block text-sm">
            <span className="text-ink">{t('profile.language')}</span>
            <select name="language" defaultValue={user.language ?? ''} className={field}>
              <option value="">{t('profile.languageNotSet')}</option>
              {restaurant.locales.map((code) => (
                <option key={code} value={code}>
                  {languageNames[code] ?? code}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <ErrorText id="save-error">{problemFor('save')}</ErrorText>
        {actionData?.intent === 'save' && !actionData.problem ? (
          <p role="status" className="text-brand-ink text-sm">
            {t('profile.saved')}
          </p>
        ) : null}
        <button type="submit" name="intent" value="save" disabled={busy} className={primary}>
          {t('profile.save')}
        </button>
      </Form>

      <section className={card} aria-labelledby="phone-title">
        <h2 id="phone-title" className="font-semibold text-ink">
          {t('profile.phone')}
        </h2>
        <p dir="ltr" className="text-ink tabular-nums rtl:text-end">
          {/* The calling code apart from the number, as the login's country picker shows it. */}
          {user.phone.startsWith(`+${user.dial_code}`)
            ? `+${user.dial_code} ${user.phone.slice(1 + user.dial_code.length)}`
            : user.phone}
        </p>
        {actionData?.intent === 'phone-done' ? (
          <p role="status" className="text-brand-ink text-sm">
            {t('profile.phoneChanged')}
          </p>
        ) : null}
        {phoneStep ? (
          <CodeStep
            request={phoneStep}
            codeLength={6}
            next={null}
            error={problemFor('phone')}
            busy={busy}
            intent="phone-code"
          />
        ) : (
          <details>
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-ink text-sm">
              {t('profile.changePhone')}
            </summary>
            <Form method="post" className="mt-2 space-y-3" noValidate>
              <label htmlFor="new-phone" className="text-ink text-sm">
                {t('profile.newPhone')}
              </label>
              <div className="flex gap-2" dir="ltr">
                <select
                  name="country"
                  aria-label={t('checkout.country')}
                  defaultValue={restaurant.country_code || 'KW'}
                  className="min-h-11 rounded-xl bg-sunken px-2 text-ink"
                >
                  <PhoneCountryOptions countryCode={restaurant.country_code || 'KW'} />
                </select>
                <input
                  id="new-phone"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  required
                  className="min-h-11 min-w-0 flex-1 rounded-xl bg-sunken px-3 text-ink"
                />
              </div>
              <ErrorText id="phone-error">{problemFor('phone')}</ErrorText>
              <button type="submit" name="intent" value="phone" disabled={busy} className={primary}>
                {t('account.sendCode')}
              </button>
            </Form>
          </details>
        )}
      </section>

      <nav className="overflow-hidden rounded-3xl bg-card ring-1 ring-line" aria-label={t('profile.title')}>
        <Link to={`/${ref}/orders/history`} className="flex min-h-14 items-center gap-3 px-5">
          <Receipt className="size-5 text-brand-ink" aria-hidden />
          <span className="flex-1 font-semibold text-ink">{t('profile.orders')}</span>
          <ChevronRight className="size-5 text-muted rtl:rotate-180" aria-hidden />
        </Link>
        <Link to={`/${ref}/locations`} className="flex min-h-14 items-center gap-3 border-line border-t px-5">
          <MapPin className="size-5 text-brand-ink" aria-hidden />
          <span className="flex-1 font-semibold text-ink">{t('profile.locations')}</span>
          <span className="text-muted text-sm">{user.locations.length || ''}</span>
          <ChevronRight className="size-5 text-muted rtl:rotate-180" aria-hidden />
        </Link>
        {restaurant.enable_wallet ? (
          <Link
            to={`/${ref}/wallet/home`}
            className="flex min-h-14 items-center gap-3 border-line border-t px-5"
          >
            <WalletCards className="size-5 text-brand-ink" aria-hidden />
            <span className="flex-1 font-semibold text-ink">{t('wallet.title')}</span>
            <ChevronRight className="size-5 text-muted rtl:rotate-180" aria-hidden />
          </Link>
        ) : null}
      </nav>

      <Form method="post">
        <Button type="submit" name="intent" value="logout" variant="outline" size="lg" block pill>
          {t('profile.signOut')}
        </Button>
      </Form>

      <details className={card}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-rose-700 dark:text-rose-300">
          {t('profile.delete')}
        </summary>
        <Form method="post" className="space-y-3">
          <p className="text-muted text-sm leading-relaxed">{t('profile.deleteExplain')}</p>
          <label className="flex min-h-11 items-center gap-2 text-ink text-sm">
            <input type="checkbox" name="confirm" value="DELETE" required />
            {t('profile.deleteConfirm')}
          </label>
          <ErrorText id="delete-error">{problemFor('delete')}</ErrorText>
          <Button
            type="submit"
            name="intent"
            value="delete"
            disabled={busy}
            variant="danger"
            size="lg"
            block
            pill
          >
            {t('profile.delete')}
          </Button>
        </Form>
      </details>
    </main>
  );
}
