import { getBanners } from '@sufra/contract/client';
import { useParams } from 'react-router';
import { chosenDiets } from '../features/diets/diet-choice.server.ts';
import { DietFilter } from '../features/diets/diet-filter.tsx';
import { Banners } from '../features/menu/banners.tsx';
import { CategoryGrid } from '../features/menu/category-grid.tsx';
import { CategoryTabs } from '../features/menu/category-tabs.tsx';
import { MenuSections } from '../features/menu/menu-sections.tsx';
import { keepDataWhenSheetMoves } from '../features/menu/revalidate.ts';
import { ShelfView } from '../features/menu/shelf.tsx';
import { businessLdFor } from '../features/seo/page-ld.server.ts';
import { menuLd, priceRangeOf } from '../features/seo/structured-data.ts';
import { BusinessHero } from '../features/storefront/business-hero.tsx';
import { offeredType, viewFor, wantsWholePage } from '../features/storefront/storefront.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { apiFor } from '../platform/api-context.ts';
import { publicOrigin } from '../platform/public-origin.server.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { shelvesOf, toSection } from '../shell/menu-view.server.ts';
import { pageMeta } from '../shell/meta.ts';
import { enabledSellingTypes } from '../shell/selling-type.ts';
// The layouts' parts this page shows come with it: the bars, the cart bar, the item sheet (ADR 1510).
import '../features/navigation/provide-bars.ts';
import '../features/menu-layout/provide-menu-layout-parts.ts';
import type { Route } from './+types/menu-home';

/** Sections whose cards ship with the page (the menu starts below the header on a phone). */
const FIRST_SECTIONS = 1;

export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const type = offeredType(business, args.params.type);
  const view = viewFor(
    business,
    type,
    new Date(),
    chosenDiets(args.request, business.restaurant.reference_id),
  );
  const renderAll = wantsWholePage(args.request);
  const all = business.menu.categories.flatMap((c) => toSection(c, view, business.showStandardSubCats) ?? []);
  // People get the first section's cards; the others load from their category route when they
  // come near, so a long menu's page stays light. Search engines get everything.
  const sections = renderAll ? all : all.map((s, i) => (i < FIRST_SECTIONS ? s : { ...s, groups: null }));
  // Search engines get the whole menu as JSON-LD; people only the business (ADR 820).
  const site = { origin: publicOrigin(args.request) };
  const ref = business.restaurant.reference_id;
  const menuLdOf = () =>
    menuLd(
      business.menu.categories,
      business.restaurant,
      site,
      `/${ref}/${type}`,
      (item) => `/${ref}/${type}/${item.category_id}/${item.id}`,
    );
  // The business's structured data, made here so its builders stay off the browser (ADR 1441).
  const path = `/${ref}/${enabledSellingTypes(business.restaurant)[0] ?? type}`;
  const jsonLdPending = businessLdFor(args, business, {
    url: path,
    menu: renderAll ? menuLdOf() : path,
    priceRange: priceRangeOf(business.menu.categories, business.restaurant.currency),
  });
  const [banners, jsonLd] = await Promise.all([
    getBanners(apiFor(args.context, business.contentLanguage), business.restaurant.reference_id)
      .then((r) => r.banners)
      .catch(() => []),
    jsonLdPending,
  ]);
  // `is_standard_menu` off: the menu opens on its categories as cards (docs/settings.md).
  const grid = business.restaurant.is_standard_menu
    ? null
    : all.map((s) => ({ id: s.id, name: s.name, image: s.image, count: s.count }));
  return {
    banners,
    type,
    grid,
    sections: grid ? [] : sections,
    shelves: shelvesOf(business, view),
    layout: business.restaurant.menu_layout,
    renderAll,
    jsonLd,
    diets: view.diets,
  };
}

export const shouldRevalidate = keepDataWhenSheetMoves;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, null, undefined, { jsonLd: loaderData?.jsonLd });

/** `/{ref}/{type}`: the menu home ([product: Selling types]). */
export default function MenuHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sections, shelves, layout, renderAll, type, banners, grid, diets } = loaderData;
  const { ref = '' } = useParams();
  return (
    <main id="main" className="min-h-dvh pb-44">
      <BusinessHero type={type} />
      <DietFilter diets={diets} className="mx-auto mt-4 max-w-5xl" />
      <div className="mx-auto max-w-5xl">
        <Banners banners={banners} label={t('menu.banners')} />
        {shelves.map((shelf) => (
          <ShelfView key={shelf.key} shelf={shelf} />
        ))}
      </div>
      {grid ? (
        <section aria-labelledby="categories" className="mx-auto mt-6 max-w-5xl px-4">
          <h2 id="categories" className="font-bold text-ink text-lg">
            {t('business.categories')}
          </h2>
          <CategoryGrid categories={grid.map((c) => ({ ...c, to: `/${ref}/${type}/${c.id}` }))} />
        </section>
      ) : (
        <CategoryTabs className="mt-6" tabs={sections.map((s) => ({ id: s.id, name: s.name }))} />
      )}
      <div className="mx-auto max-w-5xl">
        {grid ? null : sections.length ? (
          // A new diet filter starts the windowed sections afresh (they keep the cards they loaded).
          <MenuSections key={diets.join()} sections={sections} layout={layout} renderAll={renderAll} />
        ) : (
          <p className="px-4 py-16 text-center text-muted">
            {t(diets.length ? 'diet.noMatch' : 'menu.empty')}
          </p>
        )}
      </div>
    </main>
  );
}
