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
import { data } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import { type AdminProblem, adminProblemOf } from '../features/admin/admin-problems.server.ts';
import { adminApi, requireAdminMe } from '../features/admin/admin-session.server.ts';
import { AdminShell, Banner } from '../features/admin/admin-ui.tsx';
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
export async function loader(args: Route.LoaderArgs) {
  const me = await requireAdminMe(args);
  if (!roleCan(me.member.role, 'offers.manage')) return { me, offers: null, typed: {}, menu: null };
  const api = adminApi(args.context, args.request);
  const [offers, menu] = await Promise.all([
    getAdminOffers(api, args.params.ref),
    getAdminMenu(api, args.params.ref),
  ]);
  // The fields as the form shows them (major units, the business's wall time), made here.
  const typed = Object.fromEntries(
    offers.coupons.map((c) => [c.id, couponFieldsOf(c, me.business.currency, offers.time_zone)]),
  );
  return { me, offers, typed, menu: { categories: menu.categories, items: menu.items } };
}

type ActionResult = ({ ok: false } & AdminProblem & { form: string }) | { ok: true; form: string };

/** The page's writes: real forms, so they work before the scripts load. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const me = await requireAdminMe(args);
  const api = adminApi(context, request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = Number(formText(form, 'id'));
  const version = formText(form, 'version') || undefined;
  const { currency, locales } = me.business;
  try {
    if (intent === 'coupon-create' || intent === 'coupon-update') {
      const { time_zone } = await getAdminOffers(api, params.ref);
      const body = couponWriteOf(form, currency, time_zone);
      if (intent === 'coupon-create') await createAdminCoupon(api, params.ref, body);
      else await updateAdminCoupon(api, params.ref, id, body);
    } else if (intent === 'discount-create') {
      await createAdminDiscount(api, params.ref, discountWriteOf(form, currency));
    } else if (intent === 'discount-delete') {
      await deleteAdminDiscount(api, params.ref, id, version);
    } else if (intent === 'tax-create') {
      await createAdminTax(api, params.ref, taxWriteOf(form, locales));
    } else if (intent === 'tax-update') {
      await updateAdminTax(api, params.ref, id, taxWriteOf(form, locales));
    } else if (intent === 'tax-delete') {
      await deleteAdminTax(api, params.ref, id, version);
    }
    return { ok: true, form: `${intent}:${id || ''}` } satisfies ActionResult;
  } catch (error) {
    return data(
      { ok: false, form: `${intent}:${id || ''}`, ...adminProblemOf(error) } satisfies ActionResult,
      {
        status: 422,
      },
    );
  }
}

export default function AdminOffersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, offers, typed, menu } = loaderData;
  const { business, member } = me;
  const first = business.locales[0] ?? 'en';
  const nameOf = (name: Record<string, string>) => name[i18n.language] || name[first] || '';
  const result = actionData as ActionResult | undefined;
  const problemFor = (form: string) => (result && !result.ok && result.form === form ? result : null);
  return (
    <AdminShell
      ref_={business.reference_id}
      businessName={nameOf(business.name)}
      memberName={member.name}
      role={member.role}
      title={t('admin.offers.title')}
      back={`/${business.reference_id}/admin`}
    >
      <title>{`${t('admin.offers.title')} | ${nameOf(business.name)}`}</title>
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
            locales={business.locales}
            nameOf={nameOf}
            problemFor={problemFor}
          />
        </div>
      ) : (
        <Banner tone="error">{t('admin.problem.notAllowed')}</Banner>
      )}
    </AdminShell>
  );
}
