import { z } from 'zod';

// The headers, the API version and the retryable statuses are defined once, in the client's
// zod-free protocol module; the server's header schema below is built on them.
import { API_VERSION, apiHeaders } from './client/protocol.ts';

export { API_VERSION, apiHeaders, RETRY_STATUSES } from './client/protocol.ts';

/** A language tag as the `locale` header carries it: 'ar', 'en-US', 'zh_Hant'. */
export const localeSchema = z
  .string()
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,2}$/, 'must be a language tag such as en or ar-KW');

/**
 * The §7 request headers as the server understands them. Every one is optional (a browser
 * navigating straight to an API URL sends none); a present but malformed one is a 400.
 */
export const apiRequestHeadersSchema = z.object({
  [apiHeaders.locale]: localeSchema.optional(),
  [apiHeaders.version]: z
    .literal(API_VERSION, { error: `only API version ${API_VERSION} is served` })
    .optional(),
  [apiHeaders.webapp]: z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  /** The client's clock (ISO 8601 with an offset or Z); the shifts call answers for this instant. */
  [apiHeaders.currentTime]: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time' })
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 2000 && year < 2100;
    }, 'must be a date-time between the years 2000 and 2099')
    .optional(),
  authorization: z
    .string()
    .regex(/^Bearer [A-Za-z0-9._~+/-]{1,512}=*$/, 'must be "Bearer <token>"')
    .optional(),
});
export type ApiRequestHeaders = z.infer<typeof apiRequestHeadersSchema>;
