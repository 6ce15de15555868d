import type { CSSProperties } from 'react';
import { data, Outlet, type ShouldRevalidateFunction } from 'react-router';
import { RatingPromptHost } from '../features/feedback/rating-prompt-host.tsx';
import { ratingOf } from '../features/feedback/rating-summary.server.ts';
import { VisitBeacon } from '../features/marketing/visit-beacon.tsx';
import { BottomNavPart, MenuHeaderPart } from '../features/navigation/bar-parts.ts';
import { hasBottomBar, MENU_HEADER_HEIGHT } from '../features/navigation/nav-style.ts';
import { NavigationProgress } from '../features/navigation/navigation-progress.tsx';
import { OfflineOrdersHost } from '../features/offline/offline-orders-host.tsx';
import { DraftPreviewBanner } from '../features/storefront/draft-preview-banner.tsx';
import { languageNamesOf } from '../features/storefront/language-names.server.ts';
import { openingOf } from '../features/storefront/storefront.server.ts';
import { useBarsHidden } from '../features/storefront/use-bars-hidden.ts';
import { visitOf } from '../features/storefront/visit.server.ts';
import { TrackingHost } from '../features/tracking/tracking-host.tsx';
import { loadCatalogText } from '../i18n/catalogs.ts';
import { languageCookieOf } from '../i18n/request-language.server.ts';
import { branchCookieHeader } from '../platform/cookies.ts';
import { pixelScriptOverrides, webConfig } from '../platform/env.server.ts';
import { publicOrigin } from '../platform/public-origin.server.ts';
import { appearanceOf, darkModeFor } from '../shell/appearance.ts';
import { loadBusiness } from '../shell/business.server.ts';
import type { BusinessData } from '../shell/page-data.ts';
import { trackingSetup } from '../shell/pixel-setup.ts';
import { activeBranch, enabledSellingTypes } from '../shell/selling-type.ts';
import { SkipLink, useFocusOnPageChange } from '../ui/focus-moves.tsx';
import { themeClass, themeStyle } from '../ui/theme.ts';
import { Toaster } from '../ui/toast.tsx';
import type { Route } from './+types/business-layout';

/**
 * The fetch-business guard ([product: Navigation]) for every storefront page. This layout ships the settings,
 * the interface catalog and the opening state; each page loads only the part of the menu it shows.
 */
export async function loader(args: Route.LoaderArgs) {
  const business = await loadBusiness(args);
  const { restaurant, language, contentLanguage } = business;
  // A link made for one branch (a QR code, a flyer: `?branch=city`) keeps that branch for the
  // visit's next pages, which link without it (the cart is kept per branch; ADR 900).
  const asked = new URL(args.request.url).searchParams.get('branch');
  const branchRef = activeBranch(restaurant)?.reference_id;
  const headers = new Headers();
  if (asked && branchRef)
    headers.append('Set-Cookie', branchCookieHeader(restaurant.reference_id, branchRef));
  // A page opened in a language by its URL (`?lang=`, the hreflang links, ADR 820) keeps that
  // language for the visit's next pages, as the picker would.
  const lang = languageCookieOf(args.request, language);
  if (lang) headers.append('Set-Cookie', lang);
  const types = enabledSellingTypes(restaurant);
  // The visit's selling type (ADR 1345): the page's own, else the one the visit ordered in, so the
  // Menu tab on the profile or an order page goes back to the table's menu, not to delivery.
  const pageType = (args.params as { type?: string }).type;
  const visitType = [pageType, visitOf(args.request, restaurant.reference_id).type].find(
    (t): t is string => !!t && (types as readonly string[]).includes(t),
  );
  const appearance = appearanceOf(args.request.headers.get('cookie'));
  return data(
    {
      restaurant,
      language,
      contentLanguage,
      fallbackLangs: business.fallback_langs ?? {},
      languageNames: languageNamesOf([...new Set([language, ...restaurant.locales])]),
      catalog: await loadCatalogText(language),
      types,
      visitType: visitType ?? null,
      opening: openingOf(business, new Date(), (args.params as { type?: string }).type),
      config: { imageTemplate: webConfig().IMAGE_URL_TEMPLATE },
      // The business's browser pixels and their hosts (ADR 842); null without any.
      tracking: trackingSetup(
        restaurant.pixels,
        restaurant.tracking_consent,
        pixelScriptOverrides(webConfig()),
      ),
      appearance,
      rating: restaurant.show_rating ? await ratingOf(args, restaurant.reference_id) : null,
      // Absolute URLs for canonical links, cards and JSON-LD; the version names the card image.
      seo: { origin: publicOrigin(args.request), version: business.version },
      // A draft seen by its signed-in team (ADR 1373): a preview, with a banner saying so.
      preview: restaurant.published === false,
      theme: {
        className: themeClass(darkModeFor(restaurant.dark_mode, appearance), restaurant),
        style: themeStyle(restaurant) as Record<string, string>,
      },
    } satisfies BusinessData,
    { headers },
  );
}

// The business only changes with another reference or branch (a language change reloads the page).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formMethod,
}) =>
  Boolean(formMethod) ||
  currentParams.ref !== nextParams.ref ||
  currentUrl.searchParams.get('branch') !== nextUrl.searchParams.get('branch');

export default function BusinessLayout({ loaderData }: Route.ComponentProps) {
  const hidden = useBarsHidden();
  const tabBar = hasBottomBar(loaderData.restaurant.navigation_style);
  useFocusOnPageChange();
  return (
    <div
      style={tabBar || hidden ? undefined : ({ '--header-h': MENU_HEADER_HEIGHT } as CSSProperties)}
      // The tab bar's desktop rail takes the start edge (ADR 1042).
      className={tabBar && !hidden ? 'lg:ps-24' : undefined}
    >
      <SkipLink />
      <NavigationProgress />
      {loaderData.preview ? <DraftPreviewBanner businessRef={loaderData.restaurant.reference_id} /> : null}
      {!tabBar && !hidden ? <MenuHeaderPart /> : null}
      <Outlet />
      {tabBar && !hidden ? <BottomNavPart /> : null}
      <Toaster />
      <TrackingHost setup={loaderData.tracking} businessRef={loaderData.restaurant.reference_id} />
      <RatingPromptHost businessRef={loaderData.restaurant.reference_id} />
      <VisitBeacon businessRef={loaderData.restaurant.reference_id} />
      <OfflineOrdersHost businessRef={loaderData.restaurant.reference_id} />
    </div>
  );
}
