import { idParam } from '@sufra/contract';
import { ArrowLeft } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { chosenDiets } from '../features/diets/diet-choice.server.ts';
import { DietFilter } from '../features/diets/diet-filter.tsx';
import { CategoryTabs } from '../features/menu/category-tabs.tsx';
import { MenuSections } from '../features/menu/menu-sections.tsx';
import { keepDataWhenSheetMoves } from '../features/menu/revalidate.ts';
import { offeredType, viewFor, wantsWholePage } from '../features/storefront/storefront.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { Img } from '../shell/img.tsx';
import type { MenuSection } from '../shell/menu-types.ts';
import { findCategory, toSection } from '../shell/menu-view.server.ts';
import { pageMeta } from '../shell/meta.ts';
import { useLinks } from '../shell/use-storefront.ts';
// The layouts' parts this page shows come with it: the bars, the cart bar, the item sheet (ADR 1510).
import '../features/navigation/provide-bars.ts';
import '../features/menu-layout/provide-menu-layout-parts.ts';
import type { Route } from './+types/category-page';

export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const type = offeredType(business, args.params.type);
  const id = idParam.safeParse(args.params.categoryId);
  const category = id.success ? findCategory(business.menu.categories, id.data) : null;
  if (!category) throw data('Page not found', { status: 404 });
  const view = viewFor(
    business,
    type,
    new Date(),
    chosenDiets(args.request, business.restaurant.reference_id),
  );
  const section = toSection(category, view, business.showStandardSubCats);
  // The fast-checkout guard on category (ADR 793): a category with nothing sold as this type (a
  // dine-in link opened for pickup) is not an empty page: the menu of this type instead. One the
  // diet filter empties stays, saying so, with the filter at hand (ADR 1061).
  const emptiedByDiet =
    !section && view.diets.length > 0 && !!toSection(category, { ...view, diets: [] }, false);
  if (!section && !emptiedByDiet) {
    const url = new URL(args.request.url);
    throw redirect(`/${args.params.ref}/${type}${url.search}`, 302);
  }
  // Each group (the category's own items, then each subcategory) is a tab of its own.
  const parts: MenuSection[] = (section?.groups ?? []).map((g) => ({
    id: g.id,
    name: g.name ?? category.name,
    description: '',
    image: null,
    groups: [{ ...g, name: null }],
    outline: [{ named: false, count: g.items.length }],
    count: g.items.length,
  }));
  return {
    category: {
      id: category.id,
      name: category.name,
      description: category.description,
      image: category.image,
    },
    parts,
    layout: business.restaurant.menu_layout,
    renderAll: wantsWholePage(args.request),
    diets: view.diets,
  };
}

export const shouldRevalidate = keepDataWhenSheetMoves;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.category.name ?? null, loaderData?.category.description);

/** `/{ref}/{type}/{categoryId}`: one category, its subcategories as tabs. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const { category, parts, layout, renderAll, diets } = loaderData;
  return (
    <main id="main" className="min-h-dvh pb-44">
      <header className="relative">
        <div className="header-bg relative aspect-[21/9] max-h-64 w-full overflow-hidden sm:rounded-b-3xl">
          {category.image ? (
            <Img src={category.image} alt="" width={1280} height={540} priority className="size-full" />
          ) : null}
          <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
          <Link
            to={links.menu}
            className="menu-button absolute start-3 top-3 grid size-10 place-items-center rounded-full"
            aria-label={t('common.back')}
          >
            <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden />
          </Link>
          <div className="absolute inset-x-0 bottom-0 mx-auto max-w-5xl p-4 text-white">
            <h1 className="font-bold text-2xl tracking-tight drop-shadow sm:text-3xl">{category.name}</h1>
            {category.description ? (
              <p className="mt-1 line-clamp-2 text-sm text-white/90">{category.description}</p>
            ) : null}
          </div>
        </div>
      </header>
      <DietFilter diets={diets} className="mx-auto mt-4 max-w-5xl" />
      {parts.length > 1 ? (
        <CategoryTabs className="mt-3" tabs={parts.map((p) => ({ id: p.id, name: p.name }))} />
      ) : null}
      <div className="mx-auto max-w-5xl">
        {parts.length ? (
          <MenuSections
            key={diets.join()}
            sections={parts}
            layout={layout}
            renderAll={renderAll}
            linkHeadings={false}
          />
        ) : (
          <p className="px-4 py-16 text-center text-muted">
            {t(diets.length ? 'diet.noMatch' : 'menu.emptyCategory')}
          </p>
        )}
      </div>
    </main>
  );
}
