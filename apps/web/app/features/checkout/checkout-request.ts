import type { CalcOrderRequest, OrderRequest, SellingTypePath } from '@sufra/contract';
import type { Cart } from '@sufra/domain';
import { SellingTypes, takesTable } from '@sufra/domain';
import { cartFingerprintOf, requestLines } from '../../shell/cart-fingerprint.ts';

/** Where a delivery goes: abroad when shipping is chosen, else the dropped pin, else the chosen area. */
function deliveryTarget(cart: Cart): Pick<OrderRequest, 'address' | 'area_id' | 'shipping_country'> {
  if (cart.shipping) {
    const answers = Object.entries(cart.shipping.address).filter(([, v]) => v.trim() !== '');
    return {
      shipping_country: cart.shipping.country_iso,
      address: { ...Object.fromEntries(answers), form_type: 'shipping' },
    };
  }
  const a = cart.queriedAddress;
  const address = a ? Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null && v !== '')) : null;
  if (a && typeof a.lat === 'number' && typeof a.lng === 'number')
    return { address: address as OrderRequest['address'] };
  return { address: address as OrderRequest['address'], area_id: cart.queriedAreaId ?? null };
}

/** What calc-order needs: everything the figures depend on, contact and payment optional. */
export function calcRequest(cart: Cart, type: SellingTypePath, branchId: number): CalcOrderRequest {
  // Shipping leaves now, always ([product: Opening hours and scheduling]): a slot chosen for local delivery does not apply.
  const shipping = type === SellingTypes.delivery && !!cart.shipping;
  const later = !shipping && cart.orderTime === 'scheduled' && cart.scheduled.slot;
  return {
    branch_id: branchId,
    selling_types: type,
    order_lines: requestLines(cart),
    coupon_code: cart.coupon?.code ?? null,
    priority: later ? 'later' : 'now',
    scheduled_at:
      later && cart.scheduled.slot ? `${cart.scheduled.slot.date} ${cart.scheduled.slot.from}` : null,
    comment: cart.note || null,
    ...(type === SellingTypes.delivery ? deliveryTarget(cart) : {}),
    ...(takesTable(type) ? { table: cart.table } : {}),
    ...(type === SellingTypes.pickup && cart.car ? { car: cart.car } : {}),
    // The choice only: the server works out the tip from its prices (ADR 790).
    ...(cart.tip ? { tip: cart.tip } : {}),
  };
}

/** The order request: calc-order's body with contact, payment and gift. */
export function orderRequest(cart: Cart, type: SellingTypePath, branchId: number): OrderRequest {
  return {
    ...calcRequest(cart, type, branchId),
    branch_id: branchId,
    name: cart.name.trim(),
    phone: cart.phoneObj?.number ?? cart.phone,
    dial_code: cart.phoneObj?.dial_code ?? null,
    payment_type: cart.payment_type,
    gift: cart.giftData && Object.values(cart.giftData).some(Boolean) ? cart.giftData : null,
    // Handover (ADR 791): delivery and pickup ask about cutlery (unticked is "no"); at a table it is laid.
    ...(takesTable(type) ? {} : { cutlery: cart.cutlery === true }),
    ...(type === SellingTypes.delivery && cart.noContact ? { no_contact: true } : {}),
    // The cart these lines are (ADR 1346); an early tap sends the one its page was rendered with.
    cart_fp: cartFingerprintOf(cart),
  };
}
