import { describe, expect, it } from 'vitest';
import { bookingTitle } from './reserve-link.ts';

describe('the booking page says which service (issue 31 #10)', () => {
  it('names a service business’s service; a table stays "Reserve a table"', () => {
    const spa = { dine_in_label: 'product_service' as const, dinein_btn_label: ' Hammam ritual ' };
    expect(bookingTitle('service', spa)).toEqual({
      key: 'reservation.titleServiceNamed',
      options: { service: 'Hammam ritual' },
    });
    expect(bookingTitle('table', spa)).toEqual({ key: 'reservation.titleTable' });
    // A restaurant's dine-in label ("Dine in") is not a service.
    expect(bookingTitle('service', { dine_in_label: 'dinein', dinein_btn_label: 'Dine in' })).toEqual({
      key: 'reservation.titleService',
    });
  });
});
