/**
 * A navigation that failed because the phone has no connection, not because the server failed:
 * the browser's fetch rejects with a TypeError ("Failed to fetch", "NetworkError…", "Load failed")
 * instead of answering. Such a failure gets the offline screen, which stays in the app (ADR 902).
 */
export function isOfflineError(error: unknown, online: boolean | undefined): boolean {
  if (online === false) return true;
  return (
    isCodeLoadError(error) || (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
  );
}

/**
 * A page's code (a script chunk) that did not arrive, in Chromium's, Firefox's and Safari's words
 * (ADR 1496). React Router keeps that failure for the route until the document loads again, so
 * Try again then loads the page as a document, once the server answers.
 */
export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}
