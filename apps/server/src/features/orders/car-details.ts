import type { ParsedCalcOrderRequest } from '@sufra/contract';
import type { Problem } from '@sufra/domain';

/**
 * The show-car-info setting: a car pickup at a branch that asks for the car needs all of it, or staff
 * walk the car park looking for the order's owner (ADR 900). CAR_DETAILS_REQUIRED names the
 * missing parts; calc-order reports it too, so the checkout can say so before "Place order".
 */
export function carDetailsProblem(
  request: Pick<ParsedCalcOrderRequest, 'car'>,
  branch: { show_car_info: number },
  isCarPickup: boolean,
): Problem | null {
  if (!isCarPickup || !branch.show_car_info) return null;
  const car = request.car;
  const missing = (['brand', 'color', 'plate'] as const).filter((k) => !car?.[k]?.trim());
  return missing.length
    ? { code: 'CAR_DETAILS_REQUIRED', field: 'car', meta: { fields: missing.join(',') } }
    : null;
}
