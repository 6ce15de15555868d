import type { OrderView } from '@sufra/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { I18nextProvider } from '../../i18n/lite.tsx';
import en from '../../locales/en.json' with { type: 'json' };
import { OrderDetails } from './order-details.tsx';
import { OrderShipping } from './order-shipping.tsx';

const base = {
  order_type: 0,
  name: 'Noura',
  phone: '+96550123456',
  address: null,
  shipping_country: null,
  car: null,
  table: null,
  gift: null,
  notes: '',
  comment: '',
} as unknown as OrderView;

const text = (order: Partial<OrderView>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('en', en)}>
      <OrderDetails order={{ ...base, ...order } as OrderView} tableLabel="Table" />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, ' ');

describe('the order page tells where, who and what else was asked', () => {
  it('a delivery: the address by its type, the contact', () => {
    const html = text({
      address: { type: 2, block: '10', street: 'Gulf', building: '7', floor: '3', apartment: '12' },
    });
    expect(html).toContain('Apartment');
    expect(html).toContain('Block 10, Street Gulf, Building 7, Floor 3, Apartment number 12');
    expect(html).toContain('Noura');
    expect(html).toContain('+96550123456');
  });

  it('a shipment: its own section names the country and the address as given, shown once', () => {
    const order = { shipping_country: 'SA', address: { street: 'King Fahd Road', city: 'Riyadh' } };
    expect(text(order)).not.toContain('King Fahd Road');
    const shipping = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('en', en)}>
        <OrderShipping iso="SA" address={order.address as OrderView['address']} />
      </I18nextProvider>,
    );
    expect(shipping).toContain('Saudi Arabia');
    expect(shipping).toContain('King Fahd Road, Riyadh');
  });

  it('table, car, note and gift when there are', () => {
    const html = text({
      order_type: 2,
      table: 'T3',
      car: { brand: 'Patrol', color: 'White', plate: '123' },
      comment: 'No onions',
      gift: { recipient_name: 'Sara', message: 'Enjoy' },
    });
    expect(html).toContain('T3');
    expect(html).toContain('Patrol, White, 123');
    expect(html).toContain('No onions');
    expect(html).toContain('Sara');
    expect(html).toContain('Enjoy');
  });
});
