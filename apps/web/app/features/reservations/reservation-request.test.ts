import { describe, expect, it } from 'vitest';
import { encodeLine, LINE_FIELD, qtyField, reservationRequest } from './reservation-request.ts';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};

describe('reservationRequest', () => {
  it('reads the booking fields, without an order when the business takes none', () => {
    const body = reservationRequest(
      form({
        date: '2026-11-24',
        time: '19:00',
        party: '4',
        name: ' Sara ',
        phone: '50123456',
        note: '',
        table_id: '',
        area: 'Terrace',
      }),
      { branchId: 3, type: 'table', withOrder: false },
    );
    expect(body).toEqual({
      branch_id: 3,
      reserve_type: 'table',
      date: '2026-11-24',
      time: '19:00',
      party_size: 4,
      area: 'Terrace',
      name: 'Sara',
      phone: '50123456',
      reservation: true,
    });
  });

  it('collects the pre-order lines with a quantity, and only identities (no prices)', () => {
    const body = reservationRequest(
      form({
        date: 'd',
        time: 't',
        party: '2',
        name: 'n',
        phone: 'p',
        [qtyField(5, 9)]: '2',
        [qtyField(6, 10)]: '0',
        payment_type: '1',
        price: '1',
      }),
      { branchId: 1, type: 'service', withOrder: true },
    );
    expect(body.order).toEqual({
      order_lines: [{ item_id: 5, price_label_id: 9, quantity: 2 }],
      payment_type: 1,
    });
    expect(JSON.stringify(body)).not.toContain('price"');
  });

  it('sends the lines chosen in an item sheet with their options and note, and drops malformed ones', () => {
    const f = form({ date: 'd', time: 't', party: '2', name: 'n', phone: 'p', payment_type: '2' });
    f.append(
      LINE_FIELD,
      encodeLine({ item_id: 7, price_label_id: 11, modifiers: [3, 4], count: 2, note: ' no sugar ' }),
    );
    f.append(LINE_FIELD, encodeLine({ item_id: 8, price_label_id: 12, modifiers: [], count: 1, note: '' }));
    f.append(LINE_FIELD, '{"item_id":-1,"price_label_id":1,"count":1}');
    f.append(LINE_FIELD, 'not json');
    f.append(
      LINE_FIELD,
      JSON.stringify({ item_id: 9, price_label_id: 1, count: 1, unit_price: 1, modifiers: ['x', 5] }),
    );
    const body = reservationRequest(f, { branchId: 1, type: 'table', withOrder: true });
    expect(body.order?.order_lines).toEqual([
      {
        item_id: 7,
        price_label_id: 11,
        quantity: 2,
        modifiers: '3,4',
        modifiers_details: [
          { id: 3, quantity: 1 },
          { id: 4, quantity: 1 },
        ],
        comment: 'no sugar',
      },
      { item_id: 8, price_label_id: 12, quantity: 1, modifiers: '', modifiers_details: [] },
      {
        item_id: 9,
        price_label_id: 1,
        quantity: 1,
        modifiers: '5',
        modifiers_details: [{ id: 5, quantity: 1 }],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('unit_price');
  });

  it('sends no order when no dish is chosen: a pre-order booking without dishes is a booking (ADR 1380)', () => {
    const body = reservationRequest(
      form({
        date: 'd',
        time: 't',
        party: '2',
        name: 'n',
        phone: 'p',
        [qtyField(5, 9)]: '0',
        payment_type: '1',
      }),
      { branchId: 1, type: 'table', withOrder: true },
    );
    expect(body).not.toHaveProperty('order');
  });
});
