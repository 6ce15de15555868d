// The package entry: the only file that re-exports.
export * from './enums.ts';
export * from './errors.ts';
export * from './selling-types.ts';
export type * from './types.ts';
