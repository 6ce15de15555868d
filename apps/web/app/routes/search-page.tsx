import { ArrowLeft, Search, SearchX, X } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, type ShouldRevalidateFunction, useSearchParams } from 'react-router';
import { chosenDiets } from '../features/diets/diet-choice.server.ts';
import { DietFilter } from '../features/diets/diet-filter.tsx';
import { keepDataWhenSheetMoves } from '../features/menu/revalidate.ts';
import { indexEntries, searchCards, suggestCategories } from '../features/menu/search.ts';
import { searchIndex } from '../features/menu/search-index.server.ts';
import { WindowedCards } from '../features/menu/windowed-cards.tsx';
import { offeredType, viewFor } from '../features/storefront/storefront.server.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { listed } from '../shell/menu-view.server.ts';
import { pageMeta } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useLinks } from '../shell/use-storefront.ts';
// The layouts' parts this page shows come with it: the bars, the cart bar, the item sheet (ADR 1510).
import '../features/navigation/provide-bars.ts';
import '../features/menu-layout/provide-menu-layout-parts.ts';
import type { Route } from './+types/search-page';

/** The menu's cards once; results then come instantly in the browser, with no request per key. */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const type = offeredType(business, args.params.type);
  const view = viewFor(
    business,
    type,
    new Date(),
    chosenDiets(args.request, business.restaurant.reference_id),
  );
  return { ...(await searchIndex(args, business, view, listed(view))), diets: view.diets };
}

/** Typing only changes `?q=`: results come from the cards already here, so nothing reloads. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.currentUrl.pathname === args.nextUrl.pathname && !args.formMethod
    ? false
    : keepDataWhenSheetMoves(args);

// The title is set by the page itself, in the page's language.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, null, undefined, { noindex: true }).filter((m) => !('title' in m));

/** `/{ref}/{type}/search` with instant results (the query stays in `?q=` for sharing and back). */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const { restaurant } = useBusiness();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const deferred = useDeferredValue(query);
  const index = useMemo(() => indexEntries(loaderData.entries), [loaderData.entries]);
  const results = useMemo(() => searchCards(index, deferred), [index, deferred]);
  const asked = deferred.trim();
  const none = !!asked && !results.length;
  const update = (q: string) => {
    setQuery(q);
    setParams(
      (p) => {
        if (q) p.set('q', q);
        else p.delete('q');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-3xl pb-44">
      <title>{`${t('search.title')} | ${restaurant.business_name}`}</title>
      <div className="sticky top-0 z-30 flex items-center gap-2 border-line border-b bg-surface/95 px-3 py-3 backdrop-blur">
        <Link
          to={links.menu}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-sunken"
          aria-label={t('common.back')}
        >
          <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden />
        </Link>
        <h1 className="sr-only">{t('search.title')}</h1>
        <label className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-full bg-sunken px-4 focus-within:ring-2 focus-within:ring-brand">
          <Search className="size-4.5 shrink-0 text-muted" aria-hidden />
          <span className="sr-only">{t('search.label')}</span>
          <input
            type="search"
            value={query}
            onChange={(e) => update(e.target.value)}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            className="min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          />
          {query ? (
            <button
              type="button"
              onClick={() => update('')}
              aria-label={t('search.clear')}
              className="text-muted"
            >
              <X className="size-4.5" aria-hidden />
            </button>
          ) : null}
        </label>
      </div>
      <DietFilter diets={loaderData.diets} className="mt-3" />
      <div className="px-4">
        <p className="sr-only" aria-live="polite">
          {asked ? t('search.results', { count: results.length, query: asked }) : ''}
        </p>
        {!asked || none ? (
          <section className="pt-8 text-center" data-testid={none ? 'search-none' : 'search-empty'}>
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-sunken text-muted">
              {none ? <SearchX className="size-7" aria-hidden /> : <Search className="size-7" aria-hidden />}
            </span>
            <h2 className="mt-3 font-semibold text-ink">
              {none ? t('search.noResults', { query: asked }) : t('search.hint')}
            </h2>
            {none ? <p className="mt-1 text-muted text-sm">{t('search.tryAnother')}</p> : null}
            <h3 className="mt-6 text-muted text-sm">{t('search.browse')}</h3>
            <ul className="mt-2 flex flex-wrap justify-center gap-2">
              {suggestCategories(loaderData.categories, asked).map((c) => (
                <li key={c.id}>
                  <Link
                    to={links.category(c.id)}
                    className="inline-flex min-h-11 items-center rounded-full bg-card px-4 text-ink text-sm ring-1 ring-line"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="pt-4 text-muted text-sm" aria-hidden>
            {t('search.results', { count: results.length, query: asked })}
          </p>
        )}
        {/* Keyed by the query: a new result list starts windowed from its top. */}
        <WindowedCards key={deferred} cards={results} layout="list" className="grid divide-y divide-line" />
      </div>
    </main>
  );
}
