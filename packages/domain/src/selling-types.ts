// [product: Selling types] selling types: the storefront's route keys, what the API receives, which discount table
// applies and which item flag decides whether an item is sold under the type.
import { OrderType } from './enums.ts';
import type { DiscountKey, ItemTypes } from './types.ts';

export const SELLING_TYPES = [
  'delivery',
  'dinein',
  'pickup',
  'product_service',
  'reserv_dinein',
  'reserv_service',
] as const;
export type SellingType = (typeof SELLING_TYPES)[number];

/** Every spelling the item typing accepts ([product: Calls and failures]), the storefront's and the API's. */
export type SellingTypeAlias = SellingType | 'dine_in' | 'car_pickup' | 'reservation';

/** The value sent to the API (`selling_types`). */
export type ApiSellingType =
  | 'delivery'
  | 'dine_in'
  | 'car_pickup'
  | 'product_service'
  | 'reserv_dinein'
  | 'reserv_service';

const aliases: ReadonlySet<string> = new Set([...SELLING_TYPES, 'dine_in', 'car_pickup', 'reservation']);
export const isSellingTypeAlias = (v: unknown): v is SellingTypeAlias =>
  typeof v === 'string' && aliases.has(v);

/** dinein is sent as dine_in, pickup as car_pickup; the rest unchanged. */
export function toApiSellingType(type: SellingType): ApiSellingType {
  if (type === 'dinein') return 'dine_in';
  if (type === 'pickup') return 'car_pickup';
  return type;
}

/** Reverse of `toApiSellingType`, so API values can be routed back to storefront keys. */
export function fromApiSellingType(type: SellingTypeAlias): SellingType | null {
  if (type === 'dine_in') return 'dinein';
  if (type === 'car_pickup') return 'pickup';
  if (type === 'reservation') return null;
  return type;
}

/** reserv_dinein, reserv_service and product_service count as dinein for discounts. */
export function discountKeyOf(type: SellingTypeAlias): DiscountKey | null {
  switch (type) {
    case 'delivery':
      return 'delivery';
    case 'pickup':
    case 'car_pickup':
      return 'pickup';
    case 'reservation':
      return null;
    default:
      return 'dinein';
  }
}

/**
 * Item typing: dine_in, dinein, product_service, reserv_dinein, reserv_service → dine_in;
 * pickup, car_pickup → car_pickup; reservation → reservation.
 */
export function itemTypeOf(type: SellingTypeAlias): keyof ItemTypes {
  switch (type) {
    case 'delivery':
      return 'delivery';
    case 'pickup':
    case 'car_pickup':
      return 'car_pickup';
    case 'reservation':
      return 'reservation';
    default:
      return 'dine_in';
  }
}

/** Whether an item is sold under the selling type, by its types map. */
export const isItemSoldAs = (types: ItemTypes, type: SellingTypeAlias): boolean => types[itemTypeOf(type)];

/** [product: Selling types] order type: 0 delivery, 1 dine in, 2 pickup, 3 product service. */
export function orderTypeOf(type: SellingTypeAlias): OrderType {
  switch (type) {
    case 'delivery':
      return OrderType.delivery;
    case 'pickup':
    case 'car_pickup':
      return OrderType.pickup;
    case 'product_service':
    case 'reserv_service':
      return OrderType.productService;
    default:
      return OrderType.dineIn;
  }
}

/** The selling types by name, spelled as the storefront's URLs spell them [product: Selling types]. */
export const SellingTypes = {
  delivery: 'delivery',
  dineIn: 'dinein',
  pickup: 'pickup',
  productService: 'product_service',
  reservedDineIn: 'reserv_dinein',
  reservedService: 'reserv_service',
} as const satisfies Record<string, SellingType>;

/** Dine-in and product service are served at a table (the checkout asks for it). */
export const takesTable = (type: string): boolean =>
  type === SellingTypes.dineIn || type === SellingTypes.productService;
