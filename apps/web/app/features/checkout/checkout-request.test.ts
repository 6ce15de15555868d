import { emptyCart } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { calcRequest, orderRequest } from './checkout-request.ts';

const line = {
  key: 'k',
  id: 7,
  count: 2,
  note: 'no onions',
  price_label: { id: 70 },
  modifiers: [
    { id: 3, quantity: 2 },
    { id: 9, quantity: 1 },
  ],
} as never;

describe('checkout requests', () => {
  it('lines carry identities and counts only, modifiers one per unit', () => {
    const body = calcRequest({ ...emptyCart(), items: [line] }, 'pickup', 1);
    expect(body.order_lines).toEqual([
      {
        item_id: 7,
        price_label_id: 70,
        quantity: 2,
        modifiers: '3,3,9',
        modifiers_details: [
          { id: 3, quantity: 2 },
          { id: 9, quantity: 1 },
        ],
        comment: 'no onions',
      },
    ]);
    expect(body.priority).toBe('now');
  });
  it('shipping abroad sends the country and the shipping form, not the local area or pin', () => {
    const body = calcRequest(
      {
        ...emptyCart(),
        items: [line],
        queriedAreaId: 4,
        queriedAddress: { lat: 29.3, lng: 47.9, street: 'Gulf Road' },
        shipping: {
          country_iso: 'SA',
          branch_id: 1,
          address: { city: 'Riyadh', street: 'Olaya', postcode: ' ' },
        },
        orderTime: 'scheduled',
        scheduled: { date: '2026-11-24', slot: { date: '2026-11-24', from: '13:00', to: '13:30' } as never },
      },
      'delivery',
      1,
    );
    expect(body.shipping_country).toBe('SA');
    expect(body.address).toEqual({ city: 'Riyadh', street: 'Olaya', form_type: 'shipping' });
    expect(body.area_id).toBeUndefined();
    expect(body.priority).toBe('now');
    expect(body.scheduled_at).toBeNull();
  });
  it('delivery sends the pin when there is one, else the area; blanks are dropped', () => {
    const pin = calcRequest(
      {
        ...emptyCart(),
        items: [line],
        queriedAreaId: 4,
        queriedAddress: { lat: 29.3, lng: 48, street: 'A', block: '' },
      },
      'delivery',
      1,
    );
    expect(pin.address).toEqual({ lat: 29.3, lng: 48, street: 'A' });
    expect(pin.area_id).toBeUndefined();
    const area = calcRequest({ ...emptyCart(), items: [line], queriedAreaId: 4 }, 'delivery', 1);
    expect(area.area_id).toBe(4);
  });
  it('a scheduled order names its slot; the order adds contact, payment, table and gift', () => {
    const cart = {
      ...emptyCart(),
      items: [line],
      orderTime: 'scheduled' as const,
      scheduled: {
        date: '2026-03-03',
        slot: { date: '2026-03-03', from: '10:00', to: '10:30', start: '', end: '' },
      },
      name: ' Noura ',
      phoneObj: { dial_code: '965', number: '50123456', country: 'KW' },
      payment_type: 1 as const,
      table: 'T3',
      giftData: { message: '' },
    };
    const body = orderRequest(cart, 'dinein', 2);
    expect(body).toMatchObject({
      branch_id: 2,
      priority: 'later',
      scheduled_at: '2026-03-03 10:00',
      name: 'Noura',
      phone: '50123456',
      dial_code: '965',
      payment_type: 1,
      table: 'T3',
      gift: null,
    });
  });
  it('the tip travels as the choice, never as a figure (ADR 790)', () => {
    const body = calcRequest({ ...emptyCart(), items: [line], tip: { percent: 10 } }, 'pickup', 1);
    expect(body.tip).toEqual({ percent: 10 });
    expect(JSON.stringify(body)).not.toMatch(/"tip":\s*\d/);
    expect(calcRequest({ ...emptyCart(), items: [line] }, 'pickup', 1)).not.toHaveProperty('tip');
  });
  it('handover: cutlery asked away from a table (unticked is no), the door only for a delivery (ADR 791)', () => {
    const cart = { ...emptyCart(), items: [line], cutlery: false, noContact: true };
    expect(orderRequest(cart, 'delivery', 1)).toMatchObject({ cutlery: false, no_contact: true });
    const pickup = orderRequest(cart, 'pickup', 1);
    expect(pickup.cutlery).toBe(false);
    expect(pickup).not.toHaveProperty('no_contact');
    expect(orderRequest({ ...emptyCart(), items: [line] }, 'pickup', 1).cutlery).toBe(false);
    expect(orderRequest({ ...emptyCart(), items: [line], cutlery: true }, 'dinein', 1)).not.toHaveProperty(
      'cutlery',
    );
  });
});
