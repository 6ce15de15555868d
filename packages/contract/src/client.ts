import type { z } from 'zod';
import {
  locationResponseSchema,
  locationsResponseSchema,
  type SavedLocationInput,
} from './accounts/locations.ts';
import {
  authOptionsResponseSchema,
  type SendOtpRequest,
  sendOtpResponseSchema,
  type VerifyOtpRequest,
} from './accounts/otp.ts';
import {
  accountDeletionInfoSchema,
  claimOrdersResponseSchema,
  deleteAccountResponseSchema,
  okResponseSchema,
  profileResponseSchema,
  sessionResponseSchema,
  type UpdateProfileRequest,
  updateProfileResponseSchema,
} from './accounts/profile.ts';
import { type BannersReachBody, bannersReachResponseSchema, bannersResponseSchema } from './banners.ts';
import { branchesResponseSchema } from './branches.ts';
import { apiErrorSchema } from './common.ts';
import { API_VERSION, apiHeaders, RETRY_STATUSES } from './headers.ts';
import { itemResponseSchema } from './items.ts';
import { menuResponseSchema } from './menu.ts';
import {
  type OrderStatusValue,
  orderArrivedResponseSchema,
  orderCancelledResponseSchema,
  orderEventsResponseSchema,
  orderHistoryResponseSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
} from './order-views.ts';
import { type CalcOrderRequest, calcOrderResponseSchema, type OrderRequest } from './orders.ts';
import { type PayOrderRequest, payOrderResponseSchema, transactionResponseSchema } from './payments.ts';
import {
  type ReservationFilters,
  type ReserveTableRequest,
  type ReserveType,
  reservationListResponseSchema,
  reservationResponseSchema,
  reservationSlotsResponseSchema,
  reserveTableResponseSchema,
  type StaffReservationStatusRequest,
  staffReservationResponseSchema,
  staffReservationsResponseSchema,
} from './reservations/reservations.ts';
import { restaurantRedirectSchema, restaurantResponseSchema } from './restaurant.ts';
import { searchResponseSchema } from './search.ts';
import { shiftsResponseSchema } from './shifts.ts';
import {
  staffOrderResponseSchema,
  staffOrdersResponseSchema,
  staffSessionEndResponseSchema,
  staffSessionResponseSchema,
} from './staff.ts';
import { tablesResponseSchema } from './tables.ts';
import { tagsResponseSchema } from './tags.ts';
import { type VisitBody, visitResponseSchema } from './visits.ts';
import { zonesResponseSchema } from './zones.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;
  constructor(status: number, message: string, code?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type ApiClientOptions = {
  /** '/api' in the browser; any absolute base (http://sufra.internal/api) with an in-process fetch during SSR. */
  baseUrl: string;
  fetch?: typeof fetch;
  locale?: string;
  token?: string | null;
  now?: () => Date;
  /** SPEC §6: 401/403 on any call whose path does not contain 'profile' sends the user to login. */
  onUnauthorized?: (path: string) => void;
  /** Sent with every call (SSR forwards the diner's address for the code limits, ADR 701). */
  headers?: Record<string, string>;
};

type Query = Record<string, string | number | boolean | undefined | null>;
type RequestOptions<S extends z.ZodType> = {
  query?: Query;
  body?: unknown;
  schema: S;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => new Date());

  /** A network failure becomes an ApiError like any failed call (an abort stays an abort). */
  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, init);
    } catch (error) {
      if (error instanceof TypeError) throw new ApiError(503, `Network error: ${error.message}`, 'network');
      throw error;
    }
  }

  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    { query, body, schema, headers, signal }: RequestOptions<S>,
  ): Promise<z.infer<S>> {
    const url = `${options.baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}${toQueryString(query)}`;
    const init: RequestInit = {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        [apiHeaders.webapp]: 'true',
        [apiHeaders.version]: API_VERSION,
        ...(options.locale ? { [apiHeaders.locale]: options.locale } : {}),
        'cache-control': 'no-cache',
        [apiHeaders.currentTime]: now().toISOString(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    };
    const mutating = method !== 'GET';
    // A non-mutating call is retried once, on a retryable status or a network failure alike
    // (SPEC §7); a mutating one never is (it may have reached the server).
    const first = await send(url, init).catch((error: unknown) => {
      if (mutating || !(error instanceof ApiError && error.code === 'network')) throw error;
      return null;
    });
    let response: Response;
    if (first && (mutating || !RETRY_STATUSES.has(first.status))) response = first;
    else {
      // Free the first answer's connection before asking again.
      await first?.body?.cancel().catch(() => {});
      response = await send(url, init);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      if ((response.status === 401 || response.status === 403) && !path.includes('profile')) {
        options.onUnauthorized?.(path);
      }
      const parsed = apiErrorSchema.safeParse(payload);
      const message = parsed.success ? parsed.data.message : `Request failed with status ${response.status}`;
      throw new ApiError(
        response.status,
        message,
        parsed.success ? parsed.data.code : undefined,
        parsed.data?.details,
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ApiError(502, `Unexpected response from ${path}: ${parsed.error.message}`);
    return parsed.data;
  }

  const get = <S extends z.ZodType>(path: string, schema: S, query?: Query) =>
    request('GET', path, { schema, ...(query ? { query } : {}) });
  const seg = encodeURIComponent;
  const restaurantOrRedirect = restaurantResponseSchema.or(restaurantRedirectSchema);

  // One method per SPEC §7 read call. Ids: business reference ids for business-wide calls,
  // numeric branch ids (restaurant.branch_id) for branch calls (ADR 200).
  return {
    request,
    getRestaurant: (referenceId: string, query: RestaurantQuery = {}) =>
      get(`webapp/v5/restaurant/${seg(referenceId)}`, restaurantOrRedirect, query),
    getRestaurantByDomain: (domain: string, activeBranchRef?: string, query: RestaurantQuery = {}) =>
      get(
        `webapp/v5/restaurant-domain/${seg(domain)}${activeBranchRef ? `/${seg(activeBranchRef)}` : ''}`,
        restaurantOrRedirect,
        query,
      ),
    getMenu: (branchId: number, query: { theme_id?: string } = {}) =>
      get(`webapp/v5/menu/${branchId}`, menuResponseSchema, query),
    getItem: (branchId: number, itemId: number) =>
      get(`webapp/v5/item/${branchId}/${itemId}`, itemResponseSchema),
    search: (term: string, query: { branch_id: number; limit?: number }) =>
      get(`webapp/search/${seg(term)}`, searchResponseSchema, query),
    getTagsIngredients: (query: { branch_id: number; locale?: string }) =>
      get('tags-ingredients', tagsResponseSchema, query),
    getShifts: (referenceId: string, query: { branch?: string } = {}) =>
      get(`webapp/v5/shifts/${seg(referenceId)}`, shiftsResponseSchema, query),
    getBranches: (businessRef: string) => get(`webapp/branches/${seg(businessRef)}`, branchesResponseSchema),
    getZones: (branchId: number, query: { shipping?: boolean } = {}) =>
      get(`webapp/zones/${branchId}`, zonesResponseSchema, query.shipping ? { shipping: 'true' } : undefined),
    getTables: (branchId: number) => get(`webapp/tables/${branchId}`, tablesResponseSchema),
    /** `date` is DD-MM-YYYY (SPEC §7); today in the business time zone when absent. */
    getBanners: (businessRef: string, query: { date?: string } = {}) =>
      get(`webapp/banners/${seg(businessRef)}`, bannersResponseSchema, query),
    reachBanners: (body: BannersReachBody) =>
      request('POST', 'webapp/banners/reach', { body, schema: bannersReachResponseSchema }),
    recordVisit: (businessRef: string, body: VisitBody) =>
      request('POST', `webapp/visit/${seg(businessRef)}`, { body, schema: visitResponseSchema }),

    // Ordering (issue #5). An order is read with its token (ADR 400); keep the token placeOrder returns.
    /** One key per checkout attempt, reused on retries: a retried submission returns the first order. */
    placeOrder: (body: OrderRequest, idempotencyKey: string) =>
      request('POST', 'webapp/order', {
        body,
        schema: placeOrderResponseSchema,
        headers: { [apiHeaders.idempotencyKey]: idempotencyKey },
      }),
    calcOrder: (branchId: number, body: CalcOrderRequest) =>
      request('POST', `service/pos/calc-order/${branchId}`, { body, schema: calcOrderResponseSchema }),
    getOrder: (orderId: number, token: string, query: { full?: boolean } = {}) =>
      get(
        `webapp/order/${orderId}/${seg(token)}`,
        orderResponseSchema,
        query.full ? { full: 'true' } : undefined,
      ),
    /** The signed-in customer's own order (bearer token), without the order token. */
    getMyOrder: (orderId: number, query: { full?: boolean } = {}) =>
      get(`webapp/order/${orderId}`, orderResponseSchema, query.full ? { full: 'true' } : undefined),
    getOrderHistory: (businessRef: string, page = 1) =>
      get(`webapp/v5/orders/${seg(businessRef)}`, orderHistoryResponseSchema, { page }),
    /** The polling fallback of the live stream. */
    getOrderEvents: (orderId: number, token: string, after = 0) =>
      get(
        `webapp/update-order-events/${orderId}/${seg(token)}`,
        orderEventsResponseSchema,
        after ? { after } : undefined,
      ),
    /** URL for an EventSource of the order's status changes (Server-Sent Events). */
    orderEventsUrl: (orderId: number, token: string) =>
      `${options.baseUrl.replace(/\/$/, '')}/webapp/order/${orderId}/events?token=${seg(token)}`,
    /** Pay an unpaid order again, with the same or another method. */
    payOrder: (orderId: number, body: PayOrderRequest) =>
      request('POST', `webapp/order/${orderId}/pay`, { body, schema: payOrderResponseSchema }),
    /** A pickup order's "I'm here" (issue 22 #4); the token rides in a header, not the URL. */
    orderArrived: (orderId: number, token: string) =>
      request('POST', `webapp/order/${orderId}/arrived`, {
        body: {},
        schema: orderArrivedResponseSchema,
        headers: { 'x-order-token': token },
      }),
    /** The diner's own cancel within the business's grace (ADR 903); the token rides in a header. */
    cancelOrder: (orderId: number, token: string) =>
      request('POST', `webapp/order/${orderId}/cancel`, {
        body: {},
        schema: orderCancelledResponseSchema,
        headers: { 'x-order-token': token },
      }),
    getTransaction: (orderId: number, token: string) =>
      get(`webapp/transaction/${orderId}/${seg(token)}`, transactionResponseSchema),

    // Accounts (ADR 700–705): create the client with the session token as `token` (SSR), or rely
    // on the storefront's session cookie (the browser).
    getAuthOptions: (businessRef: string) =>
      get(`webapp/auth-options/${seg(businessRef)}`, authOptionsResponseSchema),
    sendOtp: (body: SendOtpRequest) => request('POST', 'send-otp', { body, schema: sendOtpResponseSchema }),
    verifyOtp: (body: VerifyOtpRequest) =>
      request('POST', 'verify-otp', { body, schema: sessionResponseSchema }),
    resendOtp: (body: { request_id: string; channel?: 'sms' | 'whatsapp' }) =>
      request('POST', 'webapp/resend-otp', { body, schema: sendOtpResponseSchema }),
    getOtpStatus: (requestId: string) => get(`webapp/otp-status/${seg(requestId)}`, sendOtpResponseSchema),
    /** The signed-in customer's own profile (a 401 here never redirects: the path has "profile"). */
    getMyProfile: () => get('webapp/profile', profileResponseSchema),
    getProfile: (id: number) => get(`webapp/profile/${id}`, profileResponseSchema),
    updateProfile: (body: UpdateProfileRequest) =>
      request('POST', 'webapp/update-profile', { body, schema: updateProfileResponseSchema }),
    verifyPhone: (body: VerifyOtpRequest) =>
      request('POST', 'webapp/verify-phone', { body, schema: sessionResponseSchema }),
    logout: () => request('POST', 'webapp/logout', { body: {}, schema: okResponseSchema }),
    getAccountDeletion: (id: number) => get(`webapp/account/delete/${id}`, accountDeletionInfoSchema),
    deleteAccount: (id: number) =>
      request('POST', `webapp/account/delete/${id}`, {
        body: { confirm: 'DELETE' },
        schema: deleteAccountResponseSchema,
      }),
    claimOrders: (orders: { id: number; token: string }[]) =>
      request('POST', 'webapp/orders/claim', { body: { orders }, schema: claimOrdersResponseSchema }),
    getLocations: () => get('webapp/locations', locationsResponseSchema),
    addLocation: (body: SavedLocationInput) =>
      request('POST', 'webapp/locations', { body, schema: locationResponseSchema }),
    updateLocation: (id: number, body: SavedLocationInput) =>
      request('POST', `webapp/locations/${id}`, { body, schema: locationResponseSchema }),
    deleteLocation: (id: number) => request('DELETE', `webapp/locations/${id}`, { schema: okResponseSchema }),

    // Staff board (ADR 405): the board signs in once (the token goes into an HttpOnly cookie the
    // browser sends back, ADR 748); other clients create this client with the token as `token`.
    startStaffSession: (token: string) =>
      request('POST', 'staff/session', { body: { token }, schema: staffSessionResponseSchema }),
    endStaffSession: () =>
      request('POST', 'staff/session/end', { body: {}, schema: staffSessionEndResponseSchema }),
    getStaffOrders: (scope: 'live' | 'recent' = 'live') =>
      get('staff/orders', staffOrdersResponseSchema, { scope }),
    getStaffOrder: (orderId: number) => get(`staff/orders/${orderId}`, staffOrderResponseSchema),
    setOrderStatus: (orderId: number, status: OrderStatusValue) =>
      request('POST', `staff/orders/${orderId}/status`, {
        body: { status },
        schema: staffOrderResponseSchema,
      }),

    // Reservations (ADR 802): read with the token reserveTable returns, or as the signed-in owner.
    getReservationSlots: (
      branchId: number,
      query: { type: ReserveType; party: number; table_id?: number; area?: string },
    ) => get(`webapp/reservation-slots/${branchId}`, reservationSlotsResponseSchema, query),
    reserveTable: (body: ReserveTableRequest, idempotencyKey: string) =>
      request('POST', 'webapp/reserve-table', {
        body,
        schema: reserveTableResponseSchema,
        headers: { [apiHeaders.idempotencyKey]: idempotencyKey },
      }),
    getReservation: (reservationId: number, token?: string | null) =>
      request('GET', `webapp/reservation/${reservationId}`, {
        schema: reservationResponseSchema,
        ...(token ? { headers: { 'x-reservation-token': token } } : {}),
      }),
    getReservations: (businessRef: string, filters: ReservationFilters = {}) =>
      request('POST', `webapp/reservations/${seg(businessRef)}`, {
        body: filters,
        schema: reservationListResponseSchema,
      }),
    cancelReservation: (reservationId: number, token?: string | null) =>
      request('POST', `webapp/reservation/${reservationId}/cancel`, {
        body: {},
        schema: reservationResponseSchema,
        ...(token ? { headers: { 'x-reservation-token': token } } : {}),
      }),
    /** URL for an EventSource of the reservation's status changes. */
    reservationEventsUrl: (reservationId: number, token: string) =>
      `${options.baseUrl.replace(/\/$/, '')}/webapp/reservation/${reservationId}/events?token=${seg(token)}`,
    getStaffReservations: (scope: 'live' | 'recent' = 'live') =>
      get('staff/reservations', staffReservationsResponseSchema, { scope }),
    setReservationStatus: (reservationId: number, body: StaffReservationStatusRequest) =>
      request('POST', `staff/reservations/${reservationId}/status`, {
        body,
        schema: staffReservationResponseSchema,
      }),
  };
}

export type RestaurantQuery = { branch?: string; theme_id?: string; wv?: string };

export type ApiClient = ReturnType<typeof createApiClient>;

function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}
