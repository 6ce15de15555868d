import { type ApiOptions, createApi } from '@sufra/contract/client';
import { goToLogin } from './login-redirect.ts';

/**
 * The API as the browser calls it (ADR 606): same-origin `/api`, and a 401/403 (outside profile
 * calls) sends the customer to the business's login page.
 */
export const browserApi = (options: Omit<ApiOptions, 'baseUrl' | 'onUnauthorized'> = {}) =>
  createApi({ baseUrl: '/api', ...options, onUnauthorized: goToLogin });
