import type { ReserveTableRequest, ReserveType } from '@sufra/contract';

/** An item the booking form offers for the pre-order (one per price option). */
export type PreOrderItem = {
  id: number;
  labelId: number;
  name: string;
  label: string;
  price: number;
  image: string | null;
  /** Opens the item's sheet (its options, a note) instead of a quantity field (ADR 804). */
  choices: boolean;
};

export type PreOrderGroup = { category: string; items: PreOrderItem[] };

/** A pre-order line field: `qty.<itemId>.<priceLabelId>` = quantity. */
export const qtyField = (itemId: number, labelId: number) => `qty.${itemId}.${labelId}`;

/** A line chosen in an item's sheet (ADR 804): a `line` field of the form, as JSON. */
export type ChoiceLine = {
  item_id: number;
  price_label_id: number;
  modifiers: number[];
  count: number;
  note: string;
};
export const LINE_FIELD = 'line';
export const encodeLine = (l: ChoiceLine) => JSON.stringify(l);

const isId = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0 && (n as number) < 2 ** 31;

/** A `line` field back to its line; anything malformed is dropped (the server checks the rest). */
export function decodeLine(raw: FormDataEntryValue): ChoiceLine | null {
  if (typeof raw !== 'string' || raw.length > 4000) return null;
  try {
    const v = JSON.parse(raw) as Partial<ChoiceLine>;
    const modifiers = Array.isArray(v.modifiers) ? v.modifiers.filter(isId).slice(0, 100) : [];
    if (!isId(v.item_id) || !isId(v.price_label_id) || !isId(v.count) || v.count > 999) return null;
    const note = typeof v.note === 'string' ? v.note.trim().slice(0, 250) : '';
    return { item_id: v.item_id, price_label_id: v.price_label_id, modifiers, count: v.count, note };
  } catch {
    return null;
  }
}

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
  const lines: NonNullable<ReserveTableRequest['order']>['order_lines'] = [];
  for (const [key, value] of form.entries()) {
    const m = /^qty\.(\d+)\.(\d+)$/.exec(key);
    const quantity = int(value);
    if (m && quantity) lines.push({ item_id: Number(m[1]), price_label_id: Number(m[2]), quantity });
  }
  // Lines with choices go as the cart's do (checkout-request.ts): the ids and counts only.
  for (const l of form.getAll(LINE_FIELD).map(decodeLine)) {
    if (!l) continue;
    lines.push({
      item_id: l.item_id,
      price_label_id: l.price_label_id,
      quantity: l.count,
      modifiers: l.modifiers.join(','),
      modifiers_details: l.modifiers.map((id) => ({ id, quantity: 1 })),
      ...(l.note ? { comment: l.note } : {}),
    });
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
    // No dishes chosen is a booking without a pre-order (ADR 1380), not an empty order.
    ...(ctx.withOrder && lines.length
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
