// [product: Orders and their status] cart transitions. Every function returns a new cart and leaves its input untouched.
import { DEFAULT_PAYMENT_TYPE } from './enums.ts';
import { DomainError, DomainErrorCode, requirePositiveInteger } from './errors.ts';
import { checkLine, checkMenuItem } from './input-checks.ts';
import { minimumCount, resolveLine } from './line-pricing.ts';
import type { Cart, CartItem, CartLineRef, MenuItem } from './types.ts';

/** Line identity: same id, price label, modifiers (with quantities, in any order) and comment. */
export function lineKey(line: Pick<CartLineRef, 'id' | 'price_label' | 'modifiers' | 'note'>): string {
  const modifiers = line.modifiers
    .map((m) => [m.id, m.quantity] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return JSON.stringify([line.id, line.price_label.id, modifiers, (line.note ?? '').trim()]);
}

export function emptyCart(): Cart {
  return {
    items: [],
    note: '',
    orderType: null,
    coupon: null,
    queriedCouponCode: null,
    table: null,
    queriedAddress: null,
    queriedAreaId: null,
    phone: '',
    phoneObj: null,
    name: '',
    payment_type: DEFAULT_PAYMENT_TYPE,
    deliveryFees: 0,
    exclusiveTaxes: [],
    calculatedAmounts: { total: 0 },
    car: null,
    scheduled: { date: null, slot: null },
    orderTime: 'now',
    giftData: null,
    walletBalanceDiscountAmount: 0,
  };
}

export interface ItemSelection {
  price_label_id: number;
  modifiers?: ReadonlyArray<{ id: number; quantity: number }>;
  /** Defaults to the label's minimum (when above 1), else 1. */
  count?: number;
  note?: string;
}

/** Builds a cart line from a menu item and the customer's choices. */
export function buildCartItem(item: MenuItem, selection: ItemSelection, locale: string): CartItem {
  checkMenuItem(item, 'item');
  if (typeof selection !== 'object' || selection === null)
    throw new DomainError(DomainErrorCode.invalidValue, 'selection');
  if (selection.note !== undefined && typeof selection.note !== 'string') {
    throw new DomainError(DomainErrorCode.invalidValue, 'selection.note');
  }
  const label = item.price_labels.find((l) => l.id === selection.price_label_id);
  if (!label) throw new DomainError(DomainErrorCode.invalidValue, 'price_label_id');
  const count = selection.count === undefined ? minimumCount(label) : selection.count;
  const ref: CartLineRef = {
    id: item.id,
    price_label: { id: label.id },
    modifiers: selection.modifiers ?? [],
    count,
    note: (selection.note ?? '').trim(),
  };
  const resolved = resolveLine(checkLine(ref, 'selection'), item, 'selection');
  if (!resolved.ok)
    throw new DomainError(DomainErrorCode.invalidValue, resolved.problems[0]?.field ?? 'selection');
  const r = resolved.line;
  const draft = {
    ...ref,
    key: '',
    name: item.name,
    price: r.unitPrice,
    modifiersPrice: r.modifiersPrice,
    netPrice: r.unitPrice * count,
    discountedPrice: r.unitPrice * count,
    price_label: { ...label, locale },
    modifiers: r.modifiers.map((m) => ({
      id: m.modifier.id,
      locales: m.modifier.locales,
      image: m.modifier.image,
      quantity: m.quantity,
      price: m.modifier.price,
      taxes: m.modifier.taxes,
      provider: m.modifier.provider ?? null,
      provider_id: m.modifier.provider_id ?? null,
    })),
    taxes: item.taxes.filter((t) => !t.inclusive),
    inclusive_taxes: item.taxes.filter((t) => t.inclusive),
    branches: item.branch_ids,
    category_id: item.category_id,
    disabled: false,
    provider: item.provider ?? null,
    provider_id: item.provider_id ?? null,
    discount_id: null,
    priceAfterCoupon: null,
    couponDiscountAmount: null,
    couponDiscountCount: null,
    types: item.types,
  } satisfies CartItem;
  return { ...draft, key: lineKey(draft) };
}

/** New count, recomputed prices; figures from the last summary are dropped until the next one. */
function withCount(item: CartItem, count: number): CartItem {
  const netPrice = item.price * count;
  return {
    ...item,
    count,
    netPrice,
    discountedPrice: netPrice,
    priceAfterCoupon: null,
    couponDiscountAmount: null,
  };
}

const capAtMaximum = (item: CartItem, count: number): number => {
  const max = item.price_label.maximum;
  return max !== null && max > 0 ? Math.min(count, max) : count;
};

/** Adds a line, or raises the count of the line with the same key (capped at the label maximum). */
export function addToCart(cart: Cart, item: CartItem): Cart {
  requirePositiveInteger(item.count, 'item.count');
  const key = item.key || lineKey(item);
  const at = cart.items.findIndex((i) => i.key === key);
  if (at === -1)
    return { ...cart, items: [...cart.items, withCount({ ...item, key }, capAtMaximum(item, item.count))] };
  const items = cart.items.slice();
  const existing = items[at] as CartItem;
  items[at] = withCount(existing, capAtMaximum(existing, existing.count + item.count));
  return { ...cart, items };
}

function updateLine(cart: Cart, key: string, change: (item: CartItem) => CartItem | null): Cart {
  const at = cart.items.findIndex((i) => i.key === key);
  if (at === -1) return cart;
  const next = change(cart.items[at] as CartItem);
  const items = cart.items.slice();
  if (next === null) items.splice(at, 1);
  else items[at] = next;
  return { ...cart, items };
}

/** +1, not beyond the label maximum. */
export const increaseItem = (cart: Cart, key: string): Cart =>
  updateLine(cart, key, (i) => withCount(i, capAtMaximum(i, i.count + 1)));

/** −1, not below the label minimum (or 1); removing is `removeItem`'s job. */
export const decreaseItem = (cart: Cart, key: string): Cart =>
  updateLine(cart, key, (i) => withCount(i, Math.max(minimumCount(i.price_label), i.count - 1)));

export const removeItem = (cart: Cart, key: string): Cart => updateLine(cart, key, () => null);

/** Empties items, note, order type, coupon, queried values, table, and the chosen schedule. */
export function resetCart(cart: Cart): Cart {
  return {
    ...cart,
    items: [],
    note: '',
    orderType: null,
    coupon: null,
    queriedCouponCode: null,
    queriedAddress: null,
    queriedAreaId: null,
    shipping: null,
    table: null,
    scheduled: { date: null, slot: null },
    orderTime: 'now',
  };
}

/**
 * After an order is placed: an empty cart that still knows where the diner is — the address with
 * its pin, and the area — so the next order does not ask again, as the best apps do (ADR 905).
 * Name and phone stay too (resetCart keeps them).
 */
export function resetCartAfterOrder(cart: Cart): Cart {
  return { ...resetCart(cart), queriedAddress: cart.queriedAddress, queriedAreaId: cart.queriedAreaId };
}

export const cartCount = (cart: Pick<Cart, 'items'>): number => cart.items.reduce((n, i) => n + i.count, 0);
