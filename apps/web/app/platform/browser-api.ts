import { type ApiClientOptions, createApiClient } from '@sufra/contract';
import { goToLogin } from './login-redirect.ts';

/**
 * The API client for customer calls made in the browser: same-origin `/api`, and a 401/403
 * (outside profile calls, the client's rule) sends the customer to the business's login page.
 */
export const browserApi = (options: Omit<ApiClientOptions, 'baseUrl' | 'onUnauthorized'> = {}) =>
  createApiClient({ baseUrl: '/api', ...options, onUnauthorized: goToLogin });
