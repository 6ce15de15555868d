export * from './client.ts';
export * from './common.ts';
export * from './headers.ts';
export * from './restaurant.ts';
