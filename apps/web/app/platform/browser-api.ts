import { type ApiOptions, createApi } from '@sufra/contract/client';
import { goToLogin } from './login-redirect.ts';

type BrowserApiOptions = Omit<ApiOptions, 'baseUrl' | 'onUnauthorized'> & {
  /**
   * false for the calls a guest may make in passing (claiming this device's orders, saving an
   * address): their 401 is no reason to leave the page [product: Calls and failures].
   */
  loginOnUnauthorized?: boolean;
};

/**
 * The API as the browser calls it (ADR 606): same-origin `/api`, and a 401/403 (outside profile
 * calls) sends the customer to the business's login page.
 */
export const browserApi = ({ loginOnUnauthorized = true, ...options }: BrowserApiOptions = {}) =>
  createApi({ baseUrl: '/api', ...options, ...(loginOnUnauthorized ? { onUnauthorized: goToLogin } : {}) });
