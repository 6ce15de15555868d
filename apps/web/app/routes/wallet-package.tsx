import { ApiError, buyWalletPackage, getWalletPackage } from '@sufra/contract/client';
import { isApplePayMethod, isOnlineMethod } from '@sufra/domain';
import { Gift } from 'lucide-react';
import { data, Form, redirect, useNavigation, useParams } from 'react-router';
import { requireAccount } from '../features/accounts/session.server.ts';
import { DRAWN_RADIO } from '../features/checkout/drawn-radio.ts';
import { PolicyCard, walletCard } from '../features/wallet/wallet-ui.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useMoney } from '../shell/use-money.ts';
import { Button } from '../ui/button.tsx';
import { ErrorText } from '../ui/error-text.tsx';
import { dateFormat } from '../ui/format.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/wallet-package';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'wallet.packages'),
  { name: 'robots', content: 'noindex' },
];

const packageIdOf = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
};

/** `/{ref}/wallet/{packageId}`: what you pay, what you get, the terms; buying goes online (ADR 762). */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { api, headers } = await requireAccount(args, business.language);
  const found = await getWalletPackage(api, args.params.ref, packageIdOf(args.params.packageId)).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    },
  );
  return data(found, { headers });
}

export async function action(args: Route.ActionArgs) {
  const business = await loadBusiness(args);
  const { api } = await requireAccount(args, business.language);
  const form = await args.request.formData();
  const method = Number(form.get('payment_type'));
  try {
    const bought = await buyWalletPackage(api, args.params.ref, packageIdOf(args.params.packageId), method);
    // The gateway's page (sandbox in development); the payment's return comes back to the wallet.
    return redirect(bought.payment.url);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { problem: error.message };
    if (error instanceof ApiError) return { problem: 'unavailable' };
    throw error;
  }
}

export default function WalletPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { ref = '' } = useParams();
  const { restaurant } = useBusiness();
  const busy = useNavigation().state !== 'idle';
  const pkg = loaderData.package;
  // Packages are paid online (Apple Pay needs the device's own sheet, not offered here).
  const methods = restaurant.payment_methods.filter((m) => isOnlineMethod(m) && !isApplePayMethod(m));
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md space-y-4 px-4 pb-32">
      <PageHeader title={pkg.name} back={`/${ref}/wallet/walletPackage`} />
      <section className="space-y-4 rounded-3xl bg-brand p-6 text-on-brand">
        <Gift className="size-8" aria-hidden />
        {/* Side by side while both amounts fit; the second under the first on a narrow phone
            ("KWD 5.000KWD 5.250" ran together at 320 px). */}
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <div>
            <dt className="text-sm opacity-90">{t('wallet.youPay')}</dt>
            <dd className="font-bold text-2xl tabular-nums">{money(pkg.price)}</dd>
          </div>
          <div>
            <dt className="text-sm opacity-90">{t('wallet.youGet')}</dt>
            <dd className="font-bold text-2xl tabular-nums">{money(pkg.credit)}</dd>
          </div>
        </dl>
        {pkg.bonus > 0 ? (
          <p className="text-sm">
            {pkg.bonus_expiry_days
              ? t('wallet.bonusUntil', {
                  amount: money(pkg.bonus),
                  date: dateFormat(i18n.language, { dateStyle: 'long' }).format(
                    Date.now() + pkg.bonus_expiry_days * 86_400_000,
                  ),
                })
              : t('wallet.bonus', { amount: money(pkg.bonus) })}
          </p>
        ) : null}
      </section>
      {pkg.description ? <p className="text-ink leading-relaxed">{pkg.description}</p> : null}
      {/* A document post: the answer redirects to the gateway's page, outside this app (ADR 762). */}
      <Form method="post" reloadDocument className={walletCard}>
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold text-ink">{t('checkout.payment')}</legend>
          {methods.map((m, i) => (
            <label
              key={m}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-3 ring-1 ring-line has-checked:bg-brand/10 has-checked:ring-brand"
            >
              <input
                type="radio"
                name="payment_type"
                value={m}
                defaultChecked={i === 0}
                required
                className={DRAWN_RADIO}
              />
              <span className="flex-1 text-ink">{t(`payment.method.${m}`)}</span>
            </label>
          ))}
        </fieldset>
        {methods.length === 0 ? <p className="text-muted text-sm">{t('wallet.noOnlinePayment')}</p> : null}
        {actionData?.problem ? (
          <ErrorText>
            {actionData.problem === 'unavailable' ? t('wallet.buyFailed') : actionData.problem}
          </ErrorText>
        ) : null}
        <Button type="submit" pending={busy} disabled={methods.length === 0} size="lg" block pill>
          {t('wallet.buy', { amount: money(pkg.price) })}
        </Button>
      </Form>
      <PolicyCard title={t('wallet.terms')} text={loaderData.policy} />
    </main>
  );
}
