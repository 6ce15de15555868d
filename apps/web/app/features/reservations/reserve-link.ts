import type { RestaurantResponse } from '@sufra/contract';

/**
 * Where "Reserve" goes, or null when the business takes no reservations: a service business
 * (dine_in_label product_service) books services, others tables (ADR 803).
 */
export function reservePath(restaurant: RestaurantResponse['restaurant']): string | null {
  if (!restaurant.reservation.enabled) return null;
  const type = restaurant.dine_in_label === 'product_service' ? 'service' : 'table';
  return `/${restaurant.reference_id}/reservation/${type}`;
}
