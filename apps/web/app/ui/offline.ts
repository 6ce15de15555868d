/**
 * A navigation that failed because the phone has no connection, not because the server failed:
 * the browser's fetch rejects with a TypeError ("Failed to fetch", "NetworkError…", "Load failed")
 * instead of answering. Such a failure gets the offline screen, which stays in the app (ADR 902).
 */
export function isOfflineError(error: unknown, online: boolean | undefined): boolean {
  if (online === false) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}
