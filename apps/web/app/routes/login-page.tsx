import { LogIn } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useBusiness } from '../features/storefront/use-business.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { pageMeta } from '../ui/meta.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/login-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, null).filter((m) => !('title' in m));

/**
 * `/{ref}/login`: where a 401/403 sends the customer ([product: Accounts]). Accounts do not exist yet
 * (ADR 307): the page says so and leads back to ordering as a guest or to this device's orders.
 * It calls nothing that needs a sign-in, so it cannot redirect to itself.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const { restaurant } = useBusiness();
  return (
    <main className="mx-auto min-h-dvh max-w-md px-4 pb-32">
      <title>{`${t('login.title')} | ${restaurant.business_name}`}</title>
      <PageHeader title={t('login.title')} back={`/${ref}`} />
      <section className="space-y-4 rounded-3xl bg-card p-6 text-center ring-1 ring-line">
        <LogIn className="mx-auto size-10 text-muted" aria-hidden />
        <p className="text-ink leading-relaxed">{t('login.unavailable')}</p>
        <div className="flex flex-col gap-2">
          <Link to={`/${ref}`} className="rounded-full bg-brand px-5 py-3 font-semibold text-white shadow">
            {t('common.backHome')}
          </Link>
          <Link
            to={`/${ref}/orders/history`}
            className="rounded-full px-5 py-3 font-semibold text-ink ring-1 ring-line"
          >
            {t('login.orders')}
          </Link>
        </div>
      </section>
    </main>
  );
}
