import type { BusinessData } from '../../shell/use-business.ts';

/**
 * The business's web app manifest and the tags iOS reads instead of it (ADR 823). The manifest is
 * in the page's language; its version makes a changed logo or colour a new manifest.
 */
export function InstallHead({
  business,
}: {
  business: Pick<BusinessData, 'restaurant' | 'language' | 'seo'>;
}) {
  const { restaurant, language, seo } = business;
  const base = `/${restaurant.reference_id}`;
  const version = seo?.version ?? 0;
  return (
    <>
      <link rel="manifest" href={`${base}/manifest.webmanifest?lang=${language}&v=${version}`} />
      <link rel="apple-touch-icon" href={`${base}/icons/apple-180.png?v=${version}`} />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-title" content={restaurant.business_name} />
      <meta name="apple-mobile-web-app-status-bar-style" content="default" />
    </>
  );
}
