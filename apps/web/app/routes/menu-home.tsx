import { getBanners } from '@sufra/contract/client';
import { Banners } from '../features/menu/banners.tsx';
import { CategoryTabs } from '../features/menu/category-tabs.tsx';
import { MenuSections } from '../features/menu/menu-sections.tsx';
import { shelvesOf, toSection } from '../features/menu/menu-view.server.ts';
import { keepDataWhenSheetMoves } from '../features/menu/revalidate.ts';
import { ShelfView } from '../features/menu/shelf.tsx';
import { loadBusiness } from '../features/storefront/business.server.ts';
import { BusinessHero } from '../features/storefront/business-hero.tsx';
import { offeredType, viewFor, wantsWholePage } from '../features/storefront/storefront.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { apiFor } from '../platform/api-context.ts';
import { pageMeta } from '../ui/meta.ts';
import type { Route } from './+types/menu-home';

/** Sections whose cards ship with the page (the menu starts below the header on a phone). */
const FIRST_SECTIONS = 1;

export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const type = offeredType(business, args.params.type);
  const view = viewFor(business, type, new Date());
  const renderAll = wantsWholePage(args.request);
  const all = business.menu.categories.flatMap((c) => toSection(c, view, business.showStandardSubCats) ?? []);
  // People get the first section's cards; the others load from their category route when they
  // come near, so a long menu's page stays light. Search engines get everything.
  const sections = renderAll ? all : all.map((s, i) => (i < FIRST_SECTIONS ? s : { ...s, groups: null }));
  const banners = await getBanners(
    apiFor(args.context, business.contentLanguage),
    business.restaurant.reference_id,
  )
    .then((r) => r.banners)
    .catch(() => []);
  return {
    banners,
    type,
    sections,
    shelves: shelvesOf(business, view),
    layout: business.restaurant.menu_layout,
    renderAll,
  };
}

export const shouldRevalidate = keepDataWhenSheetMoves;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, null);

/** `/{ref}/{type}`: the menu home ([product: Selling types]). */
export default function MenuHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sections, shelves, layout, renderAll, type, banners } = loaderData;
  return (
    <main className="min-h-dvh pb-44">
      <BusinessHero type={type} />
      <div className="mx-auto max-w-5xl">
        <Banners banners={banners} label={t('menu.banners')} />
        {shelves.map((shelf) => (
          <ShelfView key={shelf.key} shelf={shelf} />
        ))}
      </div>
      <CategoryTabs className="mt-6" tabs={sections.map((s) => ({ id: s.id, name: s.name }))} />
      <div className="mx-auto max-w-5xl">
        {sections.length ? (
          <MenuSections sections={sections} layout={layout} renderAll={renderAll} />
        ) : (
          <p className="px-4 py-16 text-center text-muted">{t('menu.empty')}</p>
        )}
      </div>
    </main>
  );
}
