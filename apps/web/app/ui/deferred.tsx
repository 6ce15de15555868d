import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

type Deferred<P> = ComponentType<P & { fallback: ReactNode }> & { preload: () => Promise<unknown> };

/**
 * A part the first view never shows (ADR 1505): what only exists after hydration — the server's
 * figures, a choice kept in the browser — loads behind an `import()`, out of the page's first-view
 * script. The server and the hydrating render show `fallback` (the same markup on both); the code
 * loads once the part is mounted, after hydration, never before it (so the hydrating render cannot
 * meet the loaded part and mismatch), or earlier with `preload()` from the page's own effect. Unlike
 * `React.lazy`, a failed load never reaches the route's error screen: the fallback stays, and the
 * next render asks again.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy
  function DeferredPart({ fallback, ...props }: P & { fallback: ReactNode }) {
    // Mounted with the code already here (a later visit in the same page) it renders at once.
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      preload().then(
        (c) => live && setComponent(() => c),
        () => {},
      );
      return () => {
        live = false;
      };
    });
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  return Object.assign(DeferredPart, { preload });
}
