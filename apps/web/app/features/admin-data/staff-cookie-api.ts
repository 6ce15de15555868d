import { ApiError } from '@sufra/contract/client';
import { browserApi } from '../../platform/browser-api.ts';

/**
 * The back office's calls go with the staff board's HttpOnly cookie (ADR 748, 1023); a 401 is not
 * the diner's login page but the "sign in on the board" notice, so no redirect.
 */
export const staffCookieApi = () => browserApi({ loginOnUnauthorized: false });

export const isSignedOut = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);

/** Reads a chosen file as text (UTF-8, a spreadsheet's BOM kept for the server to drop). */
export const readText = (file: File): Promise<string> => file.text();
