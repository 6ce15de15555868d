import { describe, expect, it } from 'vitest';
import { qtyField, reservationRequest } from './reservation-request.ts';

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
});
