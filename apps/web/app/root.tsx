import { useEffect, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { I18nextProvider } from './i18n/lite.tsx';
import './app.css';
import { listenForErrors, reportError } from './features/error-reports/browser-errors.ts';
import { InstallHead } from './features/offline/install-head.tsx';
import { OfflineBanner } from './features/offline/offline-banner.tsx';
import { ReleaseWatch } from './features/releases/release-watch.tsx';
import { catalogFromText } from './i18n/catalog-text.ts';
import { loadCatalogText } from './i18n/catalogs.ts';
import { createI18n } from './i18n/i18n.ts';
import { directionOf, htmlLang } from './i18n/languages.ts';
import { interfaceLanguage, requestedLanguages } from './i18n/request-language.server.ts';
import { useNonce } from './platform/nonce.ts';
import type { loader as businessLoader } from './routes/business-layout.tsx';
import { ErrorScreen } from './ui/error-screen.tsx';
import { isCodeLoadError, isOfflineError } from './ui/offline.ts';
import { OfflineScreen } from './ui/offline-screen.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const language = interfaceLanguage(requestedLanguages(request), []);
  return { language, catalog: await loadCatalogText(language) };
}

// The interface language only changes with the cookie, which a full reload brings.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const business = useRouteLoaderData<typeof businessLoader>('business');
  // The back office ships its own catalog, with its keys (ADR 1000).
  const admin = useRouteLoaderData<{ language: string; catalog: string }>('admin');
  const language = admin?.language ?? business?.language ?? root?.language ?? 'en';
  const catalog = admin?.catalog ?? business?.catalog ?? root?.catalog;
  const i18n = useMemo(() => createI18n(language, catalogFromText(catalog)), [language, catalog]);
  const settings = business?.restaurant;
  const nonce = useNonce();
  // The business's palette and colours come worked out by its loader (ADR 1441).
  const theme = business?.theme;
  return (
    <html
      lang={htmlLang(language)}
      dir={directionOf(language)}
      // Without a business (the site's home, an error before it loaded): the system's palette.
      className={theme?.className ?? 'auto'}
      style={theme?.style}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={settings?.theme_color || '#6d557c'} />
        <link rel="icon" href={settings?.logo || '/favicon.svg'} />
        {business ? <InstallHead business={business} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        {business ? <OfflineBanner t={i18n.t} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(listenForErrors, []);
  return (
    <>
      <Outlet />
      <ReleaseWatch />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const business = useRouteLoaderData<typeof businessLoader>('business');
  // A render or loader crash is reported; answers 300–499 are not ([product: Calls and failures], ADR 841).
  useEffect(() => {
    if (!isRouteErrorResponse(error) || error.status >= 500) reportError(error);
  }, [error]);
  const brand = business?.restaurant.business_name;
  const look = {
    brand,
    home: business ? `/${business.restaurant.reference_id}` : '/',
    logo: business?.restaurant.logo ?? null,
  };
  // A page that could not load offline (Back, a link) says so and stays in the app (ADR 902).
  if (typeof window !== 'undefined' && isOfflineError(error, navigator.onLine))
    return <OfflineScreen brand={brand} home={look.home} reload={isCodeLoadError(error)} />;
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    if (error.status === 433) {
      // The business did not load, but its 433 answer names it: the title keeps its brand.
      const named = (error.data as { brand?: unknown } | null)?.brand;
      const comingSoon = (error.data as { comingSoon?: unknown } | null)?.comingSoon === true;
      return (
        <ErrorScreen
          status={433}
          {...look}
          brand={typeof named === 'string' ? named : brand}
          comingSoon={comingSoon}
        />
      );
    }
    if (error.status === 404) return <ErrorScreen status={error.status} {...look} />;
    if (error.status >= 500)
      return <ErrorScreen status={error.status} {...look} message={message || undefined} />;
    // [product: Calls and failures]: any other error shows its message as plain text.
    return <ErrorScreen status={error.status} {...look} message={String(error.data ?? error.statusText)} />;
  }
  return <ErrorScreen status={500} {...look} />;
}
