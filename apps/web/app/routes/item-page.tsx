import { idParam } from '@sufra/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { ItemDetail } from '../features/item/item-detail.tsx';
import { itemViewOf } from '../features/item/item-view.server.ts';
import { SuggestedItems } from '../features/item/suggested-items.tsx';
import { loadBusiness } from '../features/storefront/business.server.ts';
import { offeredType, viewFor } from '../features/storefront/storefront.server.ts';
import { useLinks } from '../features/storefront/use-storefront.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { pageMeta } from '../ui/meta.ts';
import type { Route } from './+types/item-page';

export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const type = offeredType(business, args.params.type);
  const itemId = idParam.safeParse(args.params.itemId);
  const view = itemId.success ? itemViewOf(business, viewFor(business, type, new Date()), itemId.data) : null;
  // [product: Navigation]/§8: a missing item goes to /404.
  if (!view) throw redirect('/404');
  // One URL per item: under another category it moves (301) to its own, the one search engines
  // keep and the back link's category matches.
  if (args.params.categoryId !== String(view.category.id)) {
    const url = new URL(args.request.url);
    throw redirect(`/${args.params.ref}/${type}/${view.category.id}/${view.item.id}${url.search}`, 301);
  }
  return { view };
}

/** The item's own add bar takes the bottom of the screen. */
export const handle = { hideBars: true };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, loaderData?.view.item.name ?? null, loaderData?.view.item.description),
  ...(loaderData?.view.item.image ? [{ property: 'og:image', content: loaderData.view.item.image }] : []),
];

/** `/{ref}/{type}/{categoryId}/{itemId}`: the item page; the sheet on the menu shows the same. */
export default function ItemPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const { view } = loaderData;
  return (
    <main className="relative mx-auto min-h-dvh max-w-2xl sm:pt-6 lg:max-w-5xl">
      <Link
        to={links.category(view.category.id)}
        className="menu-button absolute start-3 top-3 z-10 grid size-10 place-items-center rounded-full sm:top-9"
        aria-label={t('common.backTo', { name: view.category.name })}
      >
        <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden />
      </Link>
      <ItemDetail
        key={view.item.id}
        view={view}
        wide
        priority
        after={<SuggestedItems items={view.suggested} />}
      />
    </main>
  );
}
