import type { OrderView } from '@sufra/contract';
import { addressKindOf, OrderType } from '@sufra/domain';
import type { ReactNode } from 'react';
import { addressParts } from '../../features/orders/address-text.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { handoverPhrases } from '../handover/handover-text.ts';

type Props = { order: OrderView; tableLabel: string };

/** Where, who and what else the customer asked for: address, table, car, contact, note, gift. */
export function OrderDetails({ order, tableLabel }: Props) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [];
  const a = order.address;
  // A shipment's destination has its own section (OrderShipping, ADR 501).
  if (order.order_type === OrderType.delivery && a && !order.shipping_country) {
    const kind = addressKindOf(a.type, a.form_type);
    const parts = addressParts(a, t);
    rows.push([
      t('order.address'),
      <>
        <span className="block">{t(`address.type.${kind}`)}</span>
        <span className="block">{parts.join(t('order.listSeparator'))}</span>
        {a.note ? <span className="block text-muted">{a.note}</span> : null}
      </>,
    ]);
  }
  if (order.table) rows.push([tableLabel, order.table]);
  if (order.car)
    rows.push([
      t('checkout.car.title'),
      [order.car.brand, order.car.color, order.car.plate].filter(Boolean).join(t('order.listSeparator')),
    ]);
  rows.push([
    t('checkout.contact'),
    <>
      <span className="block">{order.name}</span>
      {/* Inline and isolated: the number reads left to right but sits at the line's start in Arabic. */}
      <span className="block">
        <bdi dir="ltr">{order.phone}</bdi>
      </span>
    </>,
  ]);
  const handover = handoverPhrases(order, t);
  if (handover.length) rows.push([t('handover.title'), handover.join(t('order.listSeparator'))]);
  const note = [order.comment, order.notes].filter((n) => n?.trim()).join('\n');
  if (note)
    rows.push([
      t('cart.note'),
      <span key="note" className="whitespace-pre-line">
        {note}
      </span>,
    ]);
  if (order.gift && Object.keys(order.gift).length)
    rows.push([
      t('checkout.gift.title'),
      Object.entries(order.gift)
        .filter(([, v]) => v)
        .map(([k, v]) => `${t(`checkout.gift.${k}`)}: ${v}`)
        .join(t('order.listSeparator')),
    ]);
  return (
    <section className="rounded-3xl bg-card p-5 ring-1 ring-line" data-testid="order-details">
      <h2 className="font-semibold text-ink">{t('order.details')}</h2>
      <dl className="mt-2 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
