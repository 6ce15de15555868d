export * from '../../../features/accounts/accounts-schema.ts';
export * from '../../../features/tracking/tracking-schema.ts';
export * from './business.ts';
export * from './commerce.ts';
export * from './menu.ts';
export * from './orders.ts';
export * from './payment-gateways.ts';
export * from './reservations.ts';
