import type { Api } from '../client/core.ts';
import { seg } from '../client/core.ts';
import type { OrderKey } from '../order-ref.ts';
import type {
  DriverDropsResponse,
  DriverPosition,
  DropStepBody,
  FleetAssign,
  FleetReportResponse,
  FleetResponse,
  OrderDriverResponse,
} from './fleet.ts';

// Own fleet (ADR 1410–1414). The board's calls go with its cookie; the driver's page's with the
// member's session (the board's cookie carries it on /api/staff); the report is the back office's.

export const getFleet = (api: Api) => api.get<FleetResponse>('staff/fleet');

export const assignDrops = (api: Api, body: FleetAssign) =>
  api.post<FleetResponse>('staff/fleet/assign', body);

const driverBase = (ref: string) => `staff/driver/${seg(ref)}`;

export const getDriverDrops = (api: Api, ref: string) =>
  api.get<DriverDropsResponse>(`${driverBase(ref)}/drops`);

export const setDropStep = (api: Api, ref: string, orderId: number, body: DropStepBody) =>
  api.post<DriverDropsResponse>(`${driverBase(ref)}/drops/${orderId}/step`, body);

export const postDriverPosition = (api: Api, ref: string, body: DriverPosition) =>
  api.post<{ error: 0 }>(`${driverBase(ref)}/position`, body);

export const driverBackAtBranch = (api: Api, ref: string) =>
  api.post<DriverDropsResponse>(`${driverBase(ref)}/back`, {});

/** The diner's driver while the order is out; the token in a header, never the URL. */
export const getOrderDriver = (api: Api, orderId: OrderKey, token: string) =>
  api.get<OrderDriverResponse>(`webapp/order/${orderId}/driver`, { headers: { 'x-order-token': token } });

export const getFleetReport = (api: Api, ref: string, day?: string) =>
  api.get<FleetReportResponse>(`admin/${seg(ref)}/fleet/report`, day ? { query: { day } } : {});

export const settleDriverCash = (api: Api, ref: string, driverId: number) =>
  api.post<{ error: 0; settled: number }>(`admin/${seg(ref)}/fleet/settle`, { driver_id: driverId });

/** The diner's live driver (EventSource cannot send headers: the order token rides here, as for status). */
export const orderDriverEventsUrl = (api: Api, orderId: OrderKey, token: string) =>
  api.url(`webapp/order/${orderId}/driver/events`, { token });
