import type { ReserveTableRequest, ReserveType } from '@sufra/contract';

/** An item the booking form offers for the pre-order (one per price option). */
export type PreOrderItem = {
  id: number;
  labelId: number;
  name: string;
  label: string;
  price: number;
  image: string | null;
};

export type PreOrderGroup = { category: string; items: PreOrderItem[] };

/** A pre-order line field: `qty.<itemId>.<priceLabelId>` = quantity. */
export const qtyField = (itemId: number, labelId: number) => `qty.${itemId}.${labelId}`;

const int = (v: FormDataEntryValue | null): number | null => {
  const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : null;
  return n !== null && n > 0 ? n : null;
};
const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');

/**
 * The reserve-table body from the booking form's fields (a real form: it posts before scripts
 * run). Nothing about money is sent: the server prices the pre-order (ADR 800).
 */
export function reservationRequest(
  form: FormData,
  ctx: { branchId: number; type: ReserveType; withOrder: boolean },
): ReserveTableRequest {
  const lines: { item_id: number; price_label_id: number; quantity: number }[] = [];
  for (const [key, value] of form.entries()) {
    const m = /^qty\.(\d+)\.(\d+)$/.exec(key);
    const quantity = int(value);
    if (m && quantity) lines.push({ item_id: Number(m[1]), price_label_id: Number(m[2]), quantity });
  }
  const table = int(form.get('table_id'));
  const area = text(form.get('area'));
  const note = text(form.get('note'));
  return {
    branch_id: ctx.branchId,
    reserve_type: ctx.type,
    date: text(form.get('date')),
    time: text(form.get('time')),
    party_size: int(form.get('party')) ?? 0,
    ...(table ? { table_id: table } : {}),
    ...(area ? { area } : {}),
    name: text(form.get('name')),
    phone: text(form.get('phone')),
    ...(note ? { note } : {}),
    reservation: true,
    ...(ctx.withOrder
      ? {
          order: {
            order_lines: lines,
            payment_type: int(form.get('payment_type')) ?? 0,
            ...(text(form.get('coupon_code')) ? { coupon_code: text(form.get('coupon_code')) } : {}),
          },
        }
      : {}),
  };
}
