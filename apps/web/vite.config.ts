import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// First-view code in a few chunks instead of dozens: every script costs a request (and its
// headers) on a phone, so the framework and the app's shared code each ship as one chunk.
// What only some pages load (the item sheet's drawer, the branches map) keeps its own chunks.
// The domain's phone rules pull libphonenumber-js's metadata: checkout only (ADR 304, ADR 500).
const LAZY =
  /[\\/](item-sheet\.tsx|branch-map\.tsx)$|packages[\\/]domain[\\/]src[\\/]phone\.ts$|node_modules[\\/](vaul|leaflet|@radix-ui|radix-ui|react-remove-scroll|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/;

// The storefront's shared first-view modules (issue 6). Code of other screens (staff board, order
// status, checkout) stays in its routes' chunks so the menu never downloads it.
const STOREFRONT =
  /apps[\\/]web[\\/]app[\\/](features[\\/]i18n[\\/]content-lang|components[\\/](business|menu|nav|ui|item|cart[\\/]cart-bar)|lib[\\/](cart-store|cookies|format|image|meta|menu-types|opening|price-summary|revalidate|search|selling-type|use-[a-z-]+)|i18n)|node_modules[\\/](i18next|react-i18next|lucide-react|clsx|html-parse-stringify|void-elements)[\\/]|packages[\\/]domain[\\/]src[\\/](cart|line-pricing|discounts|format-money|currency|rounding|errors|language|enums|quick-add|selling-types|selection-resets)\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // ADR 301: one small i18next-compatible runtime for every screen, also those that import
    // `useTranslation` from react-i18next (the root provides only the small one).
    alias: [
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('./app/i18n/lite.tsx', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Pure modules (the domain package and @date-fns/tz) declare no `sideEffects`; saying so here
      // lets unused parts of them (time zones, phone rules…) drop out of the browser bundle.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/packages[\\/]domain[\\/]|node_modules[\\/]@date-fns[\\/]tz[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper|rolldown[\\/]runtime/,
              priority: 3,
            },
            {
              name: 'app',
              test: (id) => !LAZY.test(id) && STOREFRONT.test(id),
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
