// The typed API client without zod (ADR 606): the core and every feature's calls. The browser
// imports this entry (`@sufra/contract/client`), never the schemas.
export * from '../accounts/client.ts';
export * from '../admin/client.ts';
export * from '../admin/problems.ts';
export * from '../admin-audit/audit-entities.ts';
export * from '../admin-audit/client.ts';
export * from '../admin-business/client.ts';
export * from '../admin-hours/client.ts';
export * from '../admin-menu/client.ts';
export * from '../admin-team/client.ts';
export * from '../branches/client.ts';
export * from '../catalog/client.ts';
export * from '../feedback/client.ts';
export * from '../fleet/client.ts';
export * from '../geocode/client.ts';
export * from '../marketing/client.ts';
export * from '../orders/client.ts';
export * from '../payments/client.ts';
export * from '../push/client.ts';
export * from '../reservations/client.ts';
export * from '../staff/client.ts';
export * from '../storefront/client.ts';
export * from '../table-together/client.ts';
export * from '../tables/client.ts';
export * from '../wallet/client.ts';
export * from './core.ts';
export * from './protocol.ts';
