import { buildCartItem, type MenuItem } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { cartStorageKey, createCartStore, parseCart, serverCart } from './cart-store.ts';

const item: MenuItem = {
  id: 7,
  name: { en: 'Espresso' },
  category_id: 1,
  grand_category_id: null,
  visible: true,
  price_option_kind: 0,
  price_labels: [
    {
      id: 70,
      label: { en: 'Regular' },
      price: 1000,
      weight: null,
      shippingWeight: null,
      minimum: 1,
      maximum: 3,
      isQty: false,
      unit: null,
      preparation_time: null,
      preparation_time_type: null,
    },
  ],
  modifier_groups: [],
  taxes: [],
  types: { dine_in: true, delivery: true, car_pickup: true, reservation: false },
  comment_required: false,
  branch_ids: [1],
};

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
};

describe('cart store', () => {
  it('with nothing stored, is the cart the server rendered, so hydration has nothing to re-render', () => {
    expect(createCartStore('k', memory()).get()).toBe(serverCart());
  });
  it('keys carts by business and branch', () => {
    expect(cartStorageKey('demo', 2)).toBe('sufra:cart:demo:2');
  });
  it('adds through the domain (same line raises the count, capped at the label maximum) and persists', () => {
    const storage = memory();
    const store = createCartStore('k', storage);
    const line = buildCartItem(item, { price_label_id: 70 }, 'en');
    store.add(line);
    store.add(line);
    expect(store.get().items).toHaveLength(1);
    expect(store.count()).toBe(2);
    store.add({ ...line, count: 5 });
    expect(store.count()).toBe(3);
    expect(parseCart(storage.data.get('k') ?? null).items[0]?.count).toBe(3);
    // A new store over the same storage finds the cart again.
    expect(createCartStore('k', storage).count()).toBe(3);
  });
  it('notifies subscribers and survives broken storage values', () => {
    const storage = memory();
    storage.setItem('k', '{not json');
    const store = createCartStore('k', storage);
    expect(store.count()).toBe(0);
    let calls = 0;
    store.subscribe(() => calls++);
    store.add(buildCartItem(item, { price_label_id: 70 }, 'en'));
    expect(calls).toBe(1);
  });
  it('remembers the chosen delivery area', () => {
    const storage = memory();
    createCartStore('k', storage).setArea(12);
    expect(createCartStore('k', storage).get().queriedAreaId).toBe(12);
  });
  it('remembers the shipping choice and its address; a cart stored before shipping reads with none', () => {
    const storage = memory();
    const shipping = { country_iso: 'AE', branch_id: 1, address: { city: 'Dubai', street: 'SZR' } };
    createCartStore('k', storage).update({ shipping });
    expect(createCartStore('k', storage).get().shipping).toEqual(shipping);
    storage.setItem('old', JSON.stringify({ items: [], queriedAreaId: 3 }));
    expect(createCartStore('old', storage).get().shipping ?? null).toBeNull();
  });
  it('without storage (SSR) it is empty', () => {
    expect(createCartStore('k', null).get().items).toEqual([]);
  });
});
