import { readFileSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The offline order outbox (ADR 906) is one module for the page and the service worker: the
 * client build writes it, types stripped and exports dropped, into the worker's
 * `/* __SUFRA_OUTBOX__ *\/` line (the worker is a classic script, public/service-worker.js).
 */
function outboxIntoWorker(): Plugin {
  return {
    name: 'sufra-outbox-into-worker',
    apply: 'build',
    writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      const worker = path.join(options.dir, 'service-worker.js');
      const source = readFileSync(new URL('./app/features/offline/outbox.ts', import.meta.url), 'utf8');
      const code = stripTypeScriptTypes(source, { mode: 'strip' }).replace(/^export /gm, '');
      const marker = '/* __SUFRA_OUTBOX__ */';
      const template = readFileSync(worker, 'utf8');
      if (!template.includes(marker)) throw new Error(`service-worker.js lacks ${marker}`);
      writeFileSync(
        worker,
        template.replace(marker, () => code),
      );
    },
  };
}

// First-view code in a few chunks instead of dozens: every script costs a request (and its
// headers) on a phone, so the framework and the storefront's first view each ship as one chunk.
// The first view is a set of folders (ADR 600): the shared UI, i18n and the features every
// storefront page shows (the business shell, navigation, menu, item, cart), plus the business
// texts' language attributes (features/i18n/content-lang, ADR 620). Other features
// (checkout, orders, staff, branches) stay in their routes' chunks so the menu never downloads
// them. Inside the first-view folders, what opens later (the item sheet's drawer, the desktop basket) and the
// libraries only it uses keep their own chunks (ADR 304).
const FIRST_VIEW_FOLDERS =
  /apps[\\/]web[\\/]app[\\/]((ui|i18n|features[\\/](storefront|navigation|menu|item|cart))[\\/]|features[\\/]i18n[\\/]content-lang\.ts$)/;
const FIRST_VIEW_LIBRARIES = /node_modules[\\/](lucide-react|clsx)[\\/]/;
// The domain rules the first view runs; the rest (phone rules pull libphonenumber-js's metadata:
// checkout only, ADR 500) stays with the pages that use them.
const FIRST_VIEW_DOMAIN =
  /packages[\\/]domain[\\/]src[\\/](cart|line-pricing|discounts|format-money|currency|rounding|errors|language|enums|quick-add|selling-types|selection-resets|clock|shift-range)\.ts$/;
// Parts of other features the layout every storefront page shares runs (the shipping choice's reset,
// a table from the link, the early taps' cookie).
const FIRST_VIEW_FILES =
  /apps[\\/]web[\\/]app[\\/]features[\\/](checkout[\\/](shipping-reset\.tsx|table-from-link\.tsx|shipping-choice\.ts)|early-taps[\\/](early-cookie\.ts|use-early-adds\.ts|early-added-banner\.tsx)|tracking[\\/]use-shop-events\.ts|marketing[\\/]beacons\.ts|feedback[\\/]visitor-id\.ts|orders[\\/]device-orders\.ts|offline[\\/](offline-orders-host\.tsx|outbox-flag\.ts)|feedback[\\/]rating-refs\.ts|settings[\\/]appearance\.ts)$/;
const LATER =
  /[\\/](item-sheet|item-drawer|more-dialog|basket-rail)\.tsx$|node_modules[\\/](vaul|@radix-ui|radix-ui|react-remove-scroll|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/;
// The cart and checkout's own parts (ADR 608): one chunk rather than some twenty of half a
// kilobyte, each of which cost as much again in response headers on a cold load (the back office's
// calls are not theirs, ADR 1023). What those pages
// open later (the pin map, the phone rules) keeps its own chunk.
const CHECKOUT_FOLDERS =
  /apps[\\/]web[\\/]app[\\/](features[\\/](checkout|payments)[\\/]|features[\\/]early-taps[\\/]use-early-place\.ts$|features[\\/]accounts[\\/](use-account|account-fetch|account-contact|save-address-choice)\.tsx?$|features[\\/]orders[\\/]device-orders\.ts$|platform[\\/](browser-api|login-redirect)\.ts$)|packages[\\/]domain[\\/]src[\\/]tip\.ts$|packages[\\/]contract[\\/]src[\\/](client[\\/]|(?!admin[\w-]*[\\/])[\w-]+[\\/]client\.ts$|limits\.ts$|order-problem-codes\.ts$)/;
const CHECKOUT_LATER = /[\\/](pin-map\.tsx|phone-parse\.ts|slot-picker\.tsx)$/;
const inFirstView = (id: string) =>
  !LATER.test(id) &&
  (FIRST_VIEW_FOLDERS.test(id) ||
    FIRST_VIEW_FILES.test(id) ||
    FIRST_VIEW_LIBRARIES.test(id) ||
    FIRST_VIEW_DOMAIN.test(id));

// The menu's and the dish's own first-view parts: a chunk of their own, so the cart and checkout
// (which share the shell, not the menu) do not download them (ADR 608).
const MENU_FOLDERS = /apps[\\/]web[\\/]app[\\/]features[\\/](menu|item)[\\/]/;
// …except the few the shell itself runs (the area search's normalising, the cart's stepper, the
// host that lazily opens the item sheet).
const SHELL_FROM_MENU =
  /features[\\/](menu[\\/]search\.ts|item[\\/](quantity-stepper|item-sheet-host)\.tsx)$/;
// The menu home's header (ADR 608 amendment) goes with the menu: the cart and checkout show none of it.
const MENU_HERO = /features[\\/]storefront[\\/]business-hero\.tsx$/;
const inMenu = (id: string) =>
  inFirstView(id) && ((MENU_FOLDERS.test(id) && !SHELL_FROM_MENU.test(id)) || MENU_HERO.test(id));

const inCheckout = (id: string) => !CHECKOUT_LATER.test(id) && !inFirstView(id) && CHECKOUT_FOLDERS.test(id);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), outboxIntoWorker()],
  build: {
    target: 'es2022',
    // Source maps only for the error-reporting upload (`npm run sentry:sourcemaps`, ADR 841):
    // written without a sourceMappingURL, uploaded, then deleted — never served.
    sourcemap: process.env.SOURCEMAPS === 'hidden' ? 'hidden' : false,
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
              priority: 4,
            },
            {
              name: 'app',
              test: (id: string) => inFirstView(id) && !inMenu(id),
              priority: 3,
            },
            {
              name: 'menu',
              test: inMenu,
              priority: 2,
            },
            {
              name: 'checkout',
              test: inCheckout,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
