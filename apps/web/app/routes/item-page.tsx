import { idParam } from '@sufra/contract';
import { ArrowLeft } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { chosenDiets } from '../features/diets/diet-choice.server.ts';
import { earlyCartItems, earlyItemAction } from '../features/early-taps/early-add.server.ts';
import { EarlyAddedBanner } from '../features/early-taps/early-added-banner.tsx';
import { useEarlyAdds } from '../features/early-taps/use-early-adds.ts';
import { ItemDetail } from '../features/item/item-detail.tsx';
import { itemViewOf } from '../features/item/item-view.server.ts';
import { SuggestedItems } from '../features/menu/suggested-items.tsx';
import { menuItemLd } from '../features/seo/structured-data.ts';
import { offeredType, viewFor } from '../features/storefront/storefront.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { publicOrigin } from '../platform/public-origin.server.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMeta } from '../shell/meta.ts';
import { enabledSellingTypes } from '../shell/selling-type.ts';
import { useLinks } from '../shell/use-storefront.ts';
// The selling-type layout's cart bar, item sheet and area prompt come with this page (ADR 1510).
import '../features/menu-layout/provide-menu-layout-parts.ts';
import type { Route } from './+types/item-page';

async function itemOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const business = await loadBusiness(args);
  const type = offeredType(business, args.params.type);
  const itemId = idParam.safeParse(args.params.itemId);
  const menu = viewFor(
    business,
    type,
    new Date(),
    chosenDiets(args.request, business.restaurant.reference_id),
  );
  const view = itemId.success ? itemViewOf(business, menu, itemId.data) : null;
  return { business, type, menu, view };
}

/** Add and − / + tapped before the scripts ran (ADR 900): see early-add.server.ts. */
export async function action(args: Route.ActionArgs) {
  const { business, view } = await itemOf(args);
  if (!view) throw data('Page not found', { status: 404 });
  return earlyItemAction(business, view, args.request, await args.request.formData());
}

export async function loader(args: Route.LoaderArgs) {
  const { business, type, menu, view } = await itemOf(args);
  // A missing item goes to /404 (ADR 1453; was the 404 in place, ADR 900).
  if (!view) throw redirect('/404');
  // One URL per item: under another category it moves (301) to its own, the one search engines
  // keep and the back link's category matches.
  if (args.params.categoryId !== String(view.category.id)) {
    const url = new URL(args.request.url);
    throw redirect(`/${args.params.ref}/${type}/${view.category.id}/${view.item.id}${url.search}`, 301);
  }
  // The item's structured data, made here so its builder stays off the browser (ADR 1441).
  const ref = business.restaurant.reference_id;
  const url = `/${ref}/${enabledSellingTypes(business.restaurant)[0] ?? ''}/${view.category.id}/${view.item.id}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    ...menuItemLd(
      { ...view.item, price_labels: view.labels },
      business.restaurant.currency,
      { origin: publicOrigin(args.request) },
      url,
    ),
  };
  return { view, early: earlyCartItems(business, menu, args.request), jsonLd };
}

/** The item's own add bar takes the bottom of the screen. */
export const handle = { hideBars: true };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const view = loaderData?.view;
  if (!view) return pageMeta(matches, null);
  return pageMeta(matches, view.item.name, view.item.description, {
    image: view.item.image,
    jsonLd: loaderData.jsonLd,
  });
};

/** `/{ref}/{type}/{categoryId}/{itemId}`: the item page; the sheet on the menu shows the same. */
export default function ItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const { view, early } = loaderData;
  useEarlyAdds(early);
  return (
    <main id="main" className="relative mx-auto min-h-dvh max-w-2xl sm:pt-6 lg:max-w-5xl">
      <Link
        to={links.category(view.category.id)}
        className="menu-button absolute start-3 top-3 z-10 grid size-10 place-items-center rounded-full sm:top-9"
        aria-label={t('common.backTo', { name: view.category.name })}
      >
        <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden />
      </Link>
      {early?.items.length ? <EarlyAddedBanner count={early.items.length} cart={links.cart} /> : null}
      <ItemDetail
        key={view.item.id}
        view={view}
        formAction={links.item(view.category.id, view.item.id)}
        posted={actionData?.posted}
        wide
        priority
        after={<SuggestedItems items={view.suggested} />}
      />
    </main>
  );
}
