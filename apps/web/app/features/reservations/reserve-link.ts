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

/**
 * The booking page's title key and its options: a service business names its service (its
 * dine-in button's label, e.g. "Car wash") instead of the bare "Book a service" (issue 31 #10).
 */
export function bookingTitle(
  type: 'table' | 'service',
  restaurant: Pick<RestaurantResponse['restaurant'], 'dine_in_label' | 'dinein_btn_label'>,
): { key: string; options?: { service: string } } {
  if (type === 'table') return { key: 'reservation.titleTable' };
  const service = restaurant.dine_in_label === 'product_service' ? restaurant.dinein_btn_label.trim() : '';
  return service
    ? { key: 'reservation.titleServiceNamed', options: { service } }
    : { key: 'reservation.titleService' };
}
