/**
 * Loaded after the page (entry.client, ADR 822): registers the service worker, shows the offline
 * banner the root layout rendered hidden, and keeps the browser's install prompt for the moment a
 * diner has ordered (install-prompt.tsx). Plain DOM: nothing here is part of React's first view.
 */
const banner = () => document.getElementById('offline-banner');

function showOffline() {
  // On <html>, which React leaves alone for attributes it does not render (ADR 822).
  document.documentElement.toggleAttribute('data-offline', !navigator.onLine);
}

/** The install prompt, kept until the order page offers it (ADR 823). */
export type DeferredPrompt = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: string }>;
};
declare global {
  interface Window {
    __sufraInstall?: DeferredPrompt | null;
  }
}

/** The offline page's texts in the page's language, for the service worker's fallback page. */
function offlineTexts() {
  const el = banner();
  const ref = location.pathname.split('/')[1] ?? '';
  return {
    type: 'offline-page',
    ref,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: el?.dataset.title ?? 'Offline',
    body: el?.dataset.body ?? '',
    action: el?.dataset.action ?? '',
    home: ref ? `/${ref}` : '/',
    // The restaurant's name for the page's title, as its pages are titled (ADR 1450).
    brand:
      document.querySelector<HTMLMetaElement>(
        'meta[name="apple-mobile-web-app-title"],meta[property="og:site_name"]',
      )?.content ?? '',
    // The business's colour is on <html>'s own style (ADR 1441): read there, no style recalculation
    // (getComputedStyle cost ~50 ms at 4× slowdown, ADR 1440); the stylesheet's default otherwise.
    color:
      document.documentElement.style.getPropertyValue('--brand').trim() ||
      getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
  };
}

/** Whether this phone has ordered at this storefront (shell/device-orders.ts's list is not empty). */
function hasOrdered(ref: string): boolean {
  try {
    return (localStorage.getItem(`sufra:orders:${ref}`) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}

async function register() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    const send = (to: ServiceWorker | null | undefined) => {
      // The page's own resources were fetched before the worker ran: it keeps them now, so this
      // very page opens with the network off.
      const urls = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => u.startsWith(location.origin));
      // The storefront's start page too (the manifest's start_url, ADR 823): the home-screen icon
      // opens with the network off even when the diner came in through a menu link (ADR 908).
      const ref = location.pathname.split('/')[1];
      const start = ref ? [`${location.origin}/${ref}`] : [];
      // "Your orders" too once this phone has ordered here, so it opens offline and an order
      // can be placed again (ADR 1450); the worker keeps it only when it is not a signed-in page.
      // The list's storage key is read here rather than importing shell/device-orders.ts: a module
      // shared with the first view would add its preload to entry.client (ADR 1450).
      if (ref && hasOrdered(ref)) start.push(`${location.origin}/${ref}/orders/history`);
      to?.postMessage({ type: 'keep', urls: [location.href, ...start, ...urls] });
      to?.postMessage(offlineTexts());
    };
    if (worker?.state === 'activated') send(worker);
    else
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'activated') send(worker);
      });
  } catch {
    // No worker (private mode, an old browser): the storefront works online as before.
  }
}

/** Called once by entry.client after the page has loaded. */
export function start() {
  addEventListener('online', showOffline);
  addEventListener('offline', showOffline);
  showOffline();
  addEventListener('beforeinstallprompt', (event) => {
    // Not on first load: the order page offers it after an order.
    event.preventDefault();
    window.__sufraInstall = event as DeferredPrompt;
    dispatchEvent(new Event('sufra:installable'));
  });
  void register();
}
