import clsx from 'clsx';
import { Bike, CalendarDays, Car, ChevronRight, ConciergeBell, MapPin, UtensilsCrossed } from 'lucide-react';
import { preload } from 'react-dom';
import { Link, redirect, useParams } from 'react-router';
import { RatingBadge } from '../features/feedback/rating-badge.tsx';
import { useContentLang } from '../features/i18n/content-lang.ts';
import { CategoryGrid } from '../features/menu/category-grid.tsx';
import { reservePath } from '../features/reservations/reserve-link.ts';
import { businessLdFor } from '../features/seo/page-ld.server.ts';
import { LanguageSwitcher } from '../features/storefront/language-switcher.tsx';
import { OpenStatus } from '../features/storefront/open-status.tsx';
import { useTypeLabel } from '../features/storefront/type-switch.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { branchCookieName, writeCookie } from '../platform/cookies.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { Img } from '../shell/img.tsx';
import { allItems } from '../shell/menu-view.server.ts';
import { pageMeta } from '../shell/meta.ts';
import { openingState } from '../shell/opening.ts';
import { enabledSellingTypes } from '../shell/selling-type.ts';
import { useBusiness } from '../shell/use-business.ts';
// The storefront's bars come with this page, which shows them (ADR 1510).
import '../features/navigation/provide-bars.ts';
import type { Route } from './+types/business-landing';

export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { restaurant } = business;
  const types = enabledSellingTypes(restaurant);
  // [product: Selling types] check-one-type: with a single selling type there is nothing to choose here.
  if (types.length === 1)
    throw redirect(`/${restaurant.reference_id}/${types[0]}${new URL(args.request.url).search}`);
  const now = new Date();
  const ref = restaurant.reference_id;
  return {
    // The business's structured data, made here so its builders stay off the browser (ADR 1441).
    jsonLd: await businessLdFor(args, business, {
      url: `/${ref}`,
      menu: types[0] ? `/${ref}/${types[0]}` : undefined,
    }),
    branches:
      restaurant.branches.length > 1
        ? restaurant.branches.map((b) => ({
            ref: b.reference_id,
            name: b.name,
            address: b.address,
            current: b.id === restaurant.branch_id,
            opening: openingState(b.availability as never, now, restaurant.time_zone),
          }))
        : [],
    categories: business.menu.categories.map((c) => ({
      id: c.id,
      name: c.name,
      image: c.image,
      count: allItems([c]).length,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, null, undefined, { jsonLd: loaderData?.jsonLd });

const ICONS = {
  delivery: Bike,
  pickup: Car,
  dinein: UtensilsCrossed,
  product_service: ConciergeBell,
} as const;

/** `/{ref}`: the business landing — choose a branch (when several) and how to order. */
export default function BusinessLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const { restaurant, types, opening } = useBusiness();
  // The business's own name and text, in their language on any page (ADR 620): English on an
  // Urdu page keeps its full stop at the end.
  const content = useContentLang();
  // The welcome background is the first paint's largest picture: fetch it with the page.
  if (restaurant.welcome_bg && /^\/|^https?:/.test(restaurant.welcome_bg))
    preload(restaurant.welcome_bg, { as: 'image', fetchPriority: 'high' });
  const typeLabel = useTypeLabel();
  const first = types[0];
  return (
    <main id="main" className="min-h-dvh pb-32">
      <header className="welcome-bg relative px-5 pt-16 pb-20 text-white">
        <div className="absolute end-3 top-3">
          <LanguageSwitcher onCover />
        </div>
        <div className="flex flex-col items-center text-center">
          {restaurant.logo ? (
            <Img
              src={restaurant.logo}
              alt={t('business.logoAlt', { name: restaurant.business_name })}
              width={96}
              height={96}
              priority
              className="size-24 rounded-3xl border-4 border-white/90 shadow-xl"
            />
          ) : null}
          <h1 {...content} className="mt-4 font-bold text-2xl tracking-tight drop-shadow-sm sm:text-3xl">
            {restaurant.business_name}
          </h1>
          {restaurant.description ? (
            <p {...content} className="mt-2 max-w-md text-sm text-white/90 leading-relaxed">
              {restaurant.description}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full bg-card/95 px-3 py-1">
            <OpenStatus opening={opening} />
            <RatingBadge onCover />
          </div>
        </div>
      </header>

      <div className="relative mx-auto -mt-12 max-w-3xl space-y-4 px-4">
        <section
          aria-labelledby="order-types"
          className="rounded-3xl bg-card p-4 shadow-[0_8px_30px_rgb(0_0_0/0.08)] ring-1 ring-line"
        >
          <h2 id="order-types" className="px-1 font-bold text-ink text-lg">
            {t('landing.howToOrder')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {types.map((type) => {
              const Icon = ICONS[type];
              return (
                <li key={type}>
                  <Link
                    to={`/${ref}/${type}`}
                    className="flex items-center gap-3 rounded-2xl bg-sunken p-3 transition hover:bg-brand/10 sm:flex-col sm:items-start"
                  >
                    <span className="grid size-11 place-items-center rounded-xl bg-brand text-on-brand">
                      <Icon className="size-5.5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{typeLabel(type)}</span>
                      <span className="block text-muted text-xs">{t(`type.${type}Hint`)}</span>
                    </span>
                    <ChevronRight className="size-4 text-muted sm:hidden rtl:rotate-180" aria-hidden />
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>

        {reservePath(restaurant) ? (
          <Link
            to={reservePath(restaurant) ?? ''}
            className="flex items-center gap-3 rounded-3xl bg-card p-4 ring-1 ring-line transition hover:bg-brand/5"
            data-testid="reserve-link"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-brand/10 text-brand-ink">
              <CalendarDays className="size-5.5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-ink">
                {t(
                  restaurant.dine_in_label === 'product_service'
                    ? 'reservation.titleService'
                    : 'reservation.titleTable',
                )}
              </span>
              <span className="block text-muted text-xs">{t('reservation.landingHint')}</span>
            </span>
            <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
          </Link>
        ) : null}

        {loaderData.branches.length ? (
          <section aria-labelledby="branches" className="rounded-3xl bg-card p-4 ring-1 ring-line">
            <h2 id="branches" className="px-1 font-bold text-ink text-lg">
              {t('landing.chooseBranch')}
            </h2>
            <ul className="mt-2 divide-y divide-line">
              {loaderData.branches.map((b) => (
                <li key={b.ref}>
                  <Link
                    to={`/${ref}?branch=${encodeURIComponent(b.ref)}`}
                    onClick={() => writeCookie(branchCookieName(ref), b.ref, 365 * 24 * 3600)}
                    aria-current={b.current ? 'true' : undefined}
                    preventScrollReset
                    className="flex items-center gap-3 py-3"
                  >
                    <span
                      aria-hidden
                      className={clsx(
                        'grid size-5 shrink-0 place-items-center rounded-full border-2',
                        b.current ? 'border-brand' : 'border-line',
                      )}
                    >
                      {b.current ? <span className="size-2.5 rounded-full bg-brand" /> : null}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{b.name}</span>
                      <span className="block truncate text-muted text-xs">{b.address}</span>
                      <OpenStatus opening={b.opening} className="mt-1" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={`/${ref}/Branches`}
              className="mt-1 flex items-center gap-1.5 px-1 font-semibold text-brand-ink text-sm"
            >
              <MapPin className="size-4" aria-hidden />
              {t('landing.seeMap')}
            </Link>
          </section>
        ) : null}

        <section aria-labelledby="categories" className="pt-2">
          <h2 id="categories" className="px-1 font-bold text-ink text-lg">
            {t('business.categories')}
          </h2>
          <CategoryGrid
            categories={loaderData.categories.map((c) => ({
              ...c,
              to: first ? `/${ref}/${first}/${c.id}` : `/${ref}`,
            }))}
          />
        </section>
      </div>
    </main>
  );
}
