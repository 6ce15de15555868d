import {
  createAdminCoupon,
  createAdminDiscount,
  createAdminTax,
  deleteAdminDiscount,
  deleteAdminTax,
  getAdminOffers,
  updateAdminCoupon,
  updateAdminTax,
} from '@sufra/contract/admin-offers';
import { getAdminMenu } from '@sufra/contract/client';
import { roleCan } from '@sufra/domain';
import { formText } from '../features/admin/admin-forms.server.ts';
import type { AdminResult } from '../features/admin/admin-problems.server.ts';
import { type AdminWrite, adminAction, adminLoader } from '../features/admin/admin-route.server.ts';
import { Banner } from '../features/admin/admin-ui.tsx';
import { SetupPage, useBusinessText } from '../features/admin/setup-ui.tsx';
import { CouponsSection } from '../features/admin-offers/coupons-section.tsx';
import { DiscountsSection } from '../features/admin-offers/discounts-section.tsx';
import {
  couponFieldsOf,
  couponWriteOf,
  discountWriteOf,
  taxWriteOf,
} from '../features/admin-offers/offers-forms.server.ts';
import { TaxesSection } from '../features/admin-offers/taxes-section.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-offers';

/** `/{ref}/admin/offers`: discounts, coupons and taxes (ADR 1100); owners and managers only. */
export const loader = (args: Route.LoaderArgs) =>
  adminLoader(args, async ({ me, api, ref }) => {
    if (!roleCan(me.member.role, 'offers.manage')) return { offers: null, typed: {}, menu: null };
    const [offers, menu] = await Promise.all([getAdminOffers(api, ref), getAdminMenu(api, ref)]);
    // The fields as the form shows them (major units, the business's wall time), made here.
    const typed = Object.fromEntries(
      offers.coupons.map((c) => [c.id, couponFieldsOf(c, me.business.currency, offers.time_zone)]),
    );
    return { offers, typed, menu: { categories: menu.categories, items: menu.items } };
  });

/** The page's writes: real forms, so they work before the scripts load. */
export const action = (args: Route.ActionArgs) =>
  adminAction(args, {
    'coupon-create': coupon,
    'coupon-update': coupon,
    'discount-create': ({ api, ref, form, me }) =>
      createAdminDiscount(api, ref, discountWriteOf(form, me.business.currency)),
    'discount-delete': ({ api, ref, form, id }) =>
      deleteAdminDiscount(api, ref, id, formText(form, 'version') || undefined),
    'tax-create': ({ api, ref, form, me }) => createAdminTax(api, ref, taxWriteOf(form, me.business.locales)),
    'tax-update': ({ api, ref, form, me, id }) =>
      updateAdminTax(api, ref, id, taxWriteOf(form, me.business.locales)),
    'tax-delete': ({ api, ref, form, id }) =>
      deleteAdminTax(api, ref, id, formText(form, 'version') || undefined),
  });

/** A coupon created or changed: its dates are read in the business's wall time. */
async function coupon({ api, ref, form, me, intent, id }: AdminWrite) {
  const { time_zone } = await getAdminOffers(api, ref);
  const body = couponWriteOf(form, me.business.currency, time_zone);
  if (intent === 'coupon-create') await createAdminCoupon(api, ref, body);
  else await updateAdminCoupon(api, ref, id, body);
}

export default function AdminOffersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, offers, typed, menu } = loaderData;
  const { business } = me;
  const nameOf = useBusinessText(business.locales);
  const result = actionData as AdminResult | undefined;
  const problemFor = (form: string) => (result && !result.ok && result.form === form ? result : null);
  return (
    <SetupPage me={me} title={t('admin.offers.title')} back={`/${business.reference_id}/admin`}>
      {result?.ok ? (
        <div className="mb-4">
          <Banner tone="ok">{t('admin.saved')}</Banner>
        </div>
      ) : null}
      {offers && menu ? (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <CouponsSection
              coupons={offers.coupons}
              context={{
                currency: business.currency,
                timeZone: offers.time_zone,
                typed: (id) => typed[id] ?? { value: '', min: '', starts: '', ends: '' },
              }}
              problemFor={problemFor}
            />
          </div>
          <DiscountsSection
            discounts={offers.discounts}
            categories={menu.categories}
            items={menu.items}
            currency={business.currency}
            nameOf={nameOf}
            problemFor={problemFor}
          />
          <TaxesSection
            taxes={offers.taxes}
            categories={menu.categories}
            items={menu.items}
            locales={business.locales}
            nameOf={nameOf}
            problemFor={problemFor}
          />
        </div>
      ) : (
        <Banner tone="error">{t('admin.problem.notAllowed')}</Banner>
      )}
    </SetupPage>
  );
}
