import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { BUILD_CHECK_MS, isNewRelease, mayReload, reloadsForChunkError } from './reload-guard.ts';

const RELOADED_AT = 'sufra:reloaded-at';
const SEEN = 'sufra:release-seen';

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

const session = {
  get: (k: string) => {
    try {
      return sessionStorage.getItem(k);
    } catch {
      return null;
    }
  },
  set: (k: string, v: string) => {
    try {
      sessionStorage.setItem(k, v);
    } catch {}
  },
};

/** Reloads `href` unless this tab reloaded less than the guard ago; remembers when. */
function reloadTo(href: string, release: string | null): boolean {
  const last = Number(session.get(RELOADED_AT));
  if (!mayReload(Date.now(), Number.isFinite(last) && last > 0 ? last : null)) return false;
  session.set(RELOADED_AT, String(Date.now()));
  if (release) session.set(SEEN, release);
  window.location.assign(href);
  return true;
}

/**
 * New releases reach open pages (ADR 843): the build descriptor is fetched hourly and whenever
 * the page comes back to the foreground; after a change, the next navigation loads its target
 * as a whole page (the current interaction is never cut). A chunk that fails to load (an old
 * build's file gone) reloads the route being opened, once per 10-second guard.
 */
export function ReleaseWatch() {
  const pending = useRef<string | null>(null);
  const { pathname, search, hash } = useLocation();
  const navigation = useNavigation();
  const target = useRef<string | null>(null);
  target.current = navigation.location
    ? `${navigation.location.pathname}${navigation.location.search}${navigation.location.hash}`
    : null;

  useEffect(() => {
    const pageBuild = window.__reactRouterManifest?.version ?? null;
    let last = Date.now();
    const check = async () => {
      last = Date.now();
      try {
        const res = await fetch('/build.json', { cache: 'no-store' });
        const { id } = (await res.json()) as { id?: string };
        if (isNewRelease(id ?? null, pageBuild, session.get(SEEN))) pending.current = id ?? null;
      } catch {}
    };
    const timer = window.setInterval(check, BUILD_CHECK_MS);
    const onVisible = () => {
      // Back in the foreground: check now (at most once a minute).
      if (document.visibilityState === 'visible' && Date.now() - last > 60_000) void check();
    };
    const onChunkError = (event: Event) => {
      const reason = (event as PromiseRejectionEvent).reason ?? (event as ErrorEvent).error;
      const message =
        event.type === 'vite:preloadError'
          ? 'Unable to preload CSS'
          : String(reason?.message ?? reason ?? '');
      if (!reloadsForChunkError(message, navigator.onLine)) return;
      if (reloadTo(target.current ?? window.location.href, null)) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('vite:preloadError', onChunkError);
    window.addEventListener('unhandledrejection', onChunkError);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onChunkError);
      window.removeEventListener('unhandledrejection', onChunkError);
    };
  }, []);

  // The navigation after a change: the page it reached is loaded whole, with the new build.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (pending.current) reloadTo(`${pathname}${search}${hash}`, pending.current);
  }, [pathname, search]);
  return null;
}
