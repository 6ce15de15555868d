export * from './business.ts';
export * from './commerce.ts';
export * from './feedback.ts';
export * from './menu.ts';
export * from './orders.ts';
