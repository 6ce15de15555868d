/**
 * A page's code (its route module) is fetched the first time the diner goes there. When that
 * fetch fails, React Router reloads the whole document (react-router's `loadRouteModule`), and a
 * reload with no connection and no service worker yet (the first visit, a browser without one)
 * is the browser's own error page: the diner leaves the app and sees nothing of their cart.
 *
 * React Router asks its module map `id in modules` and then reads `modules[id]`; when it asks for
 * a module it has not got, this map answers with the import itself, and a failed import with a
 * page that throws the failure, instead of a reload. The root error boundary then shows the offline screen in
 * the page's language and the restaurant's colours, with Try again (ADR 1496).
 */
type Manifest = { routes: Record<string, { module: string } | undefined> };
type RouterGlobals = {
  __reactRouterRouteModules?: Record<string, unknown>;
  __reactRouterManifest?: Manifest;
};

export function keepRouteLoadsInApp(w: RouterGlobals = window as unknown as RouterGlobals): void {
  const modules = w.__reactRouterRouteModules;
  if (!modules || !w.__reactRouterManifest) return;
  // Read at each question: route discovery adds routes to the manifest as the diner goes.
  const routeOf = (id: string) => w.__reactRouterManifest?.routes[id];
  // The id React Router has just asked about and not got: its next read is the load.
  let asked: string | null = null;
  w.__reactRouterRouteModules = new Proxy(modules, {
    has(target, id) {
      if (Reflect.has(target, id)) return true;
      if (typeof id !== 'string' || !routeOf(id)) return false;
      asked = id;
      return true;
    },
    get(target, id, receiver) {
      const route = typeof id === 'string' && id === asked ? routeOf(id) : undefined;
      if (!route || Reflect.has(target, id)) return Reflect.get(target, id, receiver);
      asked = null;
      return import(/* @vite-ignore */ route.module).then(
        (module: unknown) => {
          target[id as string] = module;
          return module;
        },
        // In the page's place, a component that throws the failure: the root error boundary
        // shows it (a rejection here is dropped for a route without a loader: a blank page).
        (error: unknown) => ({
          default: function CodeMissing(): never {
            throw error;
          },
        }),
      );
    },
  });
}
