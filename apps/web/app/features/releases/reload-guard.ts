// New releases reaching open pages (ADR 843): pure rules, the watcher applies them.

/** [product: Speed and quality], ADR 843: the build check interval and the reload guard. */
export const BUILD_CHECK_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;

/** A reload is allowed unless the page reloaded itself less than the guard ago (no loops). */
export const mayReload = (now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean =>
  lastReloadAt === null || !(now - lastReloadAt >= 0 && now - lastReloadAt < guardMs);

/**
 * Whether a fetched build id means a new release for this page: it differs from the page's own
 * build and from the release this tab already reloaded for (a page served again by an old
 * instance behind a load balancer must not reload at every navigation).
 */
export const isNewRelease = (
  fetched: string | null,
  pageBuild: string | null,
  seen: string | null,
): boolean => !!fetched && !!pageBuild && fetched !== pageBuild && fetched !== seen;

/** Chunk-load failures as browsers word them (Chromium, Firefox, Safari) and Vite's preload error. */
export const isChunkLoadError = (message: string): boolean =>
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );

/**
 * A failed chunk is worth a reload only online: the file of an old build is gone, and the page
 * reloaded whole gets the new one. Offline the reload cannot succeed either, and it would swap the
 * app's own offline screen (ADR 902) for the browser's "No internet" page.
 */
export const reloadsForChunkError = (message: string, online: boolean): boolean =>
  online && isChunkLoadError(message);
