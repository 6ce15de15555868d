import { toMajorUnits } from '@sufra/domain';

/** Minor units → what the price field shows (no grouping: it is typed back): the domain's one converter. */
export function majorUnits(minor: number, currency: string): string {
  return toMajorUnits(minor, currency);
}
