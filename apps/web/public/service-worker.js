/* Sufra's service worker (ADR 822). Served as /sw.js by the server, which fills in the release
 * version and the app shell of this build; a new release is a new script, which installs beside
 * the old one, takes over at once and deletes the old shell.
 *
 * - Storefront pages (landing, menu, category, item, cart, branches, policies) and their route
 *   data (`.data`): the network first, the last copy when the network fails or is slower than
 *   3.5 s (one bar in a basement); every answer refreshes the copy.
 * - Built assets (hashed, immutable): the cache first. Pictures: the copy at once, refreshed
 *   behind it (stale-while-revalidate).
 * - Never kept: anything but GET, the API (orders, payments, accounts: personal data), order,
 *   checkout, account, reservation and staff pages, answers marked private or no-store, and
 *   answers that set cookies.
 * - Orders placed offline (ADR 906): kept by the page in the outbox below; sent here on
 *   Background Sync, and by the page when it opens or comes back online. The Idempotency-Key each
 *   keeps makes any number of sends one order.
 */

// The outbox (apps/web/app/features/offline/outbox.ts), written in here by the build.
/* __SUFRA_OUTBOX__ */

/** Tells the open pages the outbox changed, so they show what happened to the order. */
async function outboxChanged() {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'outbox' });
}

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    sendOutbox().then(async (changed) => {
      if (changed) await outboxChanged();
      // Still queued: reject, so the browser tries the sync again later.
      if ((await outboxEntries()).some((e) => e.state === 'queued')) throw new Error('orders still queued');
    }),
  );
});
const VERSION = '__SUFRA_VERSION__';
const SHELL = __SUFRA_SHELL__;
const SHELL_CACHE = `sufra-shell-${VERSION}`;
const PAGES = 'sufra-pages-v1';
const ASSETS = 'sufra-assets-v1';
const IMAGES = 'sufra-images-v1';
const OFFLINE = 'sufra-offline-v1';
const LIMITS = { [PAGES]: 400, [ASSETS]: 300, [IMAGES]: 400 };
const NETWORK_WAIT_MS = 3500;

// /{ref}, /{ref}/{type}, /{ref}/{type}/{category}, /{ref}/{type}/{category}/{item}, the cart,
// branches and policies. Not: order/, orders/, payment/, login, profile, locations,
// reservation/, staff, checkout steps, search.
const STOREFRONT_PAGE =
  /^\/[A-Za-z0-9_-]+(\/(Branches|Policies)|\/(delivery|pickup|dinein|product_service)(\/cart|\/\d+(\/\d+)?)?)?(\.data)?$/;
const PRIVATE_PAGE = /^\/[^/]+\/(staff|order|orders|payment|login|profile|locations|reservation)(\/|$|\.data)/;
// Kept although under a private prefix (ADR 1450): "Your orders" (a guest's list is this device's
// orders, read from the phone's own storage; a signed-in answer sets its cookie, so is never kept).
const KEPT_PRIVATE = /^\/[^/]+\/orders\/history(\.data)?$/;
// The item route's id (apps/web/app/routes.ts): the sheet's and the item page's data request is
// `/{ref}/{type}/{category}/{item}.data?_routes=routes/item-page` (React Router's single fetch).
const ITEM_ROUTE = 'routes/item-page';
const ITEM_PAGE = /^\/[A-Za-z0-9_-]+\/(delivery|pickup|dinein|product_service)\/\d+\/\d+$/;
const MENU_PAGE = /^\/[A-Za-z0-9_-]+\/(delivery|pickup|dinein|product_service)(\/\d+)?$/;
const ITEMS_KEPT_PER_MENU = 120;
// A single order's or booking's page, and the payment's return: they revalidate on their own.
const LIVE_PAGE = /^\/[^/]+\/(order\/|payment\/|reservation\/success\/|staff)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('sufra-shell-') && k !== SHELL_CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

/** May this answer be kept? Only public, cookie-free, complete answers. */
function keepable(response) {
  if (!response || response.status !== 200 || response.type === 'opaque') return false;
  const control = response.headers.get('cache-control') || '';
  if (/no-store|private/i.test(control)) return false;
  return !response.headers.has('set-cookie');
}

async function trim(name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  const extra = keys.length - (LIMITS[name] || 200);
  for (let i = 0; i < extra; i++) await cache.delete(keys[i]);
}

async function put(name, request, response) {
  if (!keepable(response)) return;
  const cache = await caches.open(name);
  await cache.put(request, response);
  await trim(name);
}

/** A page key without the query a QR code or campaign adds (the page is the same). */
function pageKey(url) {
  const key = new URL(url);
  if (key.pathname.endsWith('.data')) return key.href; // `_routes` names the data asked for
  const lang = key.searchParams.get('lang');
  key.search = lang ? `?lang=${lang}` : '';
  key.hash = '';
  return key.href;
}

async function networkFirst(event, name, key) {
  const network = fetch(event.request).then(
    (response) => {
      event.waitUntil(put(name, key, response.clone()));
      if (event.request.mode === 'navigate' && MENU_PAGE.test(new URL(event.request.url).pathname))
        event.waitUntil(keepItemsOf(response.clone()));
      return response;
    },
    () => null,
  );
  const late = new Promise((resolve) => setTimeout(() => resolve('late'), NETWORK_WAIT_MS));
  const first = await Promise.race([network, late]);
  if (first && first !== 'late') return first;
  const kept = await caches.match(key, { ignoreVary: true });
  if (kept) return kept;
  const answer = await network;
  if (answer) return answer;
  const url = new URL(event.request.url);
  if (url.pathname.endsWith('.data')) return reloadDocument(url);
  return offlinePage(url, event.request.mode === 'navigate');
}

/**
 * A page's data that was never kept, with no network (ADR 1450): React Router is told to open the
 * page as a document instead (its single-fetch redirect, 204 + X-Remix-Redirect), which this worker
 * answers from the kept page or with the restaurant's own offline page — never the app's error
 * screen over a menu the diner can still use.
 */
function reloadDocument(url) {
  const page = new URL(url.href);
  page.pathname = page.pathname.replace(/\.data$/, '').replace(/\/_$/, '/');
  page.searchParams.delete('_routes');
  return new Response(null, {
    status: 204,
    headers: {
      'X-Remix-Redirect': `${page.pathname}${page.search}`,
      'X-Remix-Status': '302',
      'X-Remix-Reload-Document': 'true',
      'X-Remix-Replace': 'true',
    },
  });
}

/** The data key of an item's sheet and page, as React Router asks for it. */
function itemDataKey(path) {
  const url = new URL(`${path}.data`, self.location.origin);
  url.searchParams.set('_routes', ITEM_ROUTE);
  return url.href;
}

/**
 * A menu or category page just kept: the data of the items it lists too (ADR 1450), so a dish
 * tapped offline opens. Small answers (one item each), fetched one after another, at most
 * ITEMS_KEPT_PER_MENU, each only once until a page refreshes it.
 */
const menuListedAt = new Map();
const MENU_LIST_EVERY_MS = 10 * 60_000;

/** Every item's page of a selling type, from the public menu (the windowed menu renders the first cards only). */
async function menuItemPaths(ref, type) {
  const key = `${ref}/${type}`;
  if (Date.now() - (menuListedAt.get(key) || 0) < MENU_LIST_EVERY_MS) return [];
  menuListedAt.set(key, Date.now());
  const paths = [];
  try {
    const body = await (await fetch(`/api/webapp/v5/restaurant/${ref}`)).json();
    const walk = (categories) => {
      for (const c of categories || []) {
        for (const item of c.items || [])
          if (item.types?.[type] && item.available !== false)
            paths.push(`/${ref}/${type}/${item.category_id}/${item.id}`);
        walk(c.subcategories);
      }
    };
    walk(body.menu?.categories);
  } catch {}
  return paths;
}

async function keepItemsOf(response) {
  if (!keepable(response)) return;
  const html = await response.text();
  const paths = new Set();
  for (const m of html.matchAll(/href="(\/[A-Za-z0-9_-]+\/[a-z_]+\/\d+\/\d+)(?:\?[^"]*)?"/g))
    if (ITEM_PAGE.test(m[1])) paths.add(m[1]);
  // Windowed menus (ADR 1300) render the first cards only: the rest from the public menu.
  const [, ref, type] = new URL(response.url).pathname.split('/');
  for (const path of await menuItemPaths(ref, type)) paths.add(path);
  const cache = await caches.open(PAGES);
  for (const path of [...paths].slice(0, ITEMS_KEPT_PER_MENU)) {
    const key = itemDataKey(path);
    if (await cache.match(key)) continue;
    try {
      const answer = await fetch(key, { credentials: 'same-origin' });
      if (keepable(answer)) await cache.put(key, answer);
    } catch {
      return; // The network went: the rest next time.
    }
  }
  await trim(PAGES);
}

async function offlinePage(url, navigate) {
  if (!navigate) return Response.error();
  const ref = url.pathname.split('/')[1] || '';
  const cache = await caches.open(OFFLINE);
  const page = (await cache.match(`/offline/${ref}`)) || (await cache.match('/offline/'));
  if (page) return page;
  return new Response('<!doctype html><meta charset="utf-8"><title>Offline</title><p>You are offline.</p>', {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

async function cacheFirst(event, name) {
  const kept = await caches.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  event.waitUntil(put(name, event.request, response.clone()));
  return response;
}

async function staleWhileRevalidate(event, name) {
  const kept = await caches.match(event.request);
  const network = fetch(event.request).then((response) => {
    event.waitUntil(put(name, event.request, response.clone()));
    return response;
  });
  if (kept) {
    event.waitUntil(network.catch(() => undefined));
    return kept;
  }
  return network;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('authorization')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (path.startsWith('/api/') || path === '/sw.js') return;
  if (KEPT_PRIVATE.test(path) && (request.mode === 'navigate' || path.endsWith('.data')))
    return event.respondWith(networkFirst(event, PAGES, pageKey(url)));
  // Never kept, but offline a private page is the restaurant's offline page, not the browser's.
  // Its data asked for by a tap offline (a tab: Profile, sign-in, addresses) opens the page as a
  // document, so that same page (ADR 1450). Not a live order's or booking's: their page reads its
  // data again by itself, and offline it stays as it is rather than reloading.
  if (PRIVATE_PAGE.test(path)) {
    if (request.mode === 'navigate') event.respondWith(fetch(request).catch(() => offlinePage(url, true)));
    else if (path.endsWith('.data') && !LIVE_PAGE.test(path))
      event.respondWith(fetch(request).catch(() => reloadDocument(url)));
    return;
  }
  if (path.startsWith('/assets/')) return event.respondWith(cacheFirst(event, ASSETS));
  if (request.destination === 'image' || /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(path))
    return event.respondWith(staleWhileRevalidate(event, IMAGES));
  if (STOREFRONT_PAGE.test(path) && (request.mode === 'navigate' || path.endsWith('.data')))
    return event.respondWith(networkFirst(event, PAGES, pageKey(url)));
  if (request.mode === 'navigate')
    event.respondWith(fetch(request).catch(() => offlinePage(url, true)));
});

// Order status by Web Push (ADR 909): the server sends the text in the diner's language; a tap
// opens (or focuses) the order's page.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {}
  if (!data.title) return;
  const ref = String(data.url || '').split('/')[1] || '';
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body || '',
      tag: data.tag,
      renotify: true,
      data: { url: data.url },
      icon: ref ? `/${ref}/icons/192.png` : undefined,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === url.pathname);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** A page kept without being opened (the start page): its scripts and styles too, so it starts offline. */
async function keepAssetsOf(html) {
  const hrefs = [...html.matchAll(/<link[^>]+href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  for (const href of hrefs.slice(0, 40)) {
    if (await caches.match(href)) continue;
    try {
      await put(ASSETS, href, await fetch(href));
    } catch {}
  }
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'keep' && Array.isArray(data.urls)) {
    // The page that registered the worker: keep it and what it loaded, same rules as fetch.
    event.waitUntil(
      Promise.all(
        data.urls.slice(0, 80).map(async (href) => {
          const url = new URL(href, self.location.origin);
          if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
          const orders = KEPT_PRIVATE.test(url.pathname) && !url.pathname.endsWith('.data');
          if (PRIVATE_PAGE.test(url.pathname) && !orders) return;
          const page =
            orders ||
            (STOREFRONT_PAGE.test(url.pathname) && !/\.\w+$/.test(url.pathname.replace(/\.data$/, '')));
          const asset = url.pathname.startsWith('/assets/');
          const image = /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(url.pathname);
          if (!page && !asset && !image) return;
          const name = page ? PAGES : asset ? ASSETS : IMAGES;
          const key = page ? pageKey(url.href) : url.href;
          if (await caches.match(key)) return;
          try {
            const response = await fetch(url.href, { credentials: 'same-origin' });
            if (page && keepable(response)) await keepAssetsOf(await response.clone().text());
            const menu = MENU_PAGE.test(url.pathname) ? response.clone() : null;
            await put(name, key, response);
            if (menu) await keepItemsOf(menu);
          } catch {}
        }),
      ),
    );
  }
  if (data.type === 'offline-page' && typeof data.ref === 'string') {
    const color = /^#[0-9a-f]{3,8}$|^rgb/i.test(data.color || '') ? data.color : '#6d557c';
    const html = `<!doctype html><html lang="${escape(data.lang || 'en')}" dir="${data.dir === 'rtl' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(data.brand ? `${data.title} | ${data.brand}` : data.title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#faf9f7;color:#1f1b24;text-align:center}main{padding:24px;max-width:420px}h1{font-size:1.4rem}p{color:#5b5563;line-height:1.5}a{display:inline-block;margin-top:12px;padding:12px 20px;border-radius:999px;background:${color};color:#fff;text-decoration:none;font-weight:600}@media (prefers-color-scheme:dark){body{background:#17141a;color:#f2eff5}p{color:#b9b2c2}}</style></head><body><main><h1>${escape(data.title)}</h1><p>${escape(data.body)}</p><a href="${escape(data.home)}">${escape(data.action)}</a></main></body></html>`;
    const response = new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
    event.waitUntil(caches.open(OFFLINE).then((cache) => cache.put(`/offline/${data.ref}`, response)));
  }
});
