// A received [product: Placing an order] order line back into the shape
// pricing takes (`CartLineRef`). Only identities and counts are read; every figure the line
// carries (unit_price, total_price, modifier prices…) is ignored, the server prices from its menu.
import { DomainError, DomainErrorCode, requirePositiveInteger } from './errors.ts';
import type { CartLineRef } from './types.ts';

export interface ReceivedOrderLine {
  item_id: number;
  quantity: number;
  price_label_id: number;
  /** Modifier ids, comma separated, one per unit of quantity (e.g. '3,3,7'). */
  modifiers?: string | null;
  modifiers_details?: ReadonlyArray<{ id: number; quantity: number }> | null;
  comment?: string | null;
}

const ID = /^[1-9][0-9]{0,9}$/;

/**
 * Modifier choices of a line: `modifiers_details` when given (ids with quantities, duplicates
 * merged), else the comma-separated `modifiers` string counted per id.
 */
export function modifiersOfOrderLine(
  line: Pick<ReceivedOrderLine, 'modifiers' | 'modifiers_details'>,
  field = 'line',
): { id: number; quantity: number }[] {
  const counts = new Map<number, number>();
  if (line.modifiers_details && line.modifiers_details.length > 0) {
    line.modifiers_details.forEach((m, i) => {
      const id = requirePositiveInteger(m?.id, `${field}.modifiers_details.${i}.id`);
      const quantity = requirePositiveInteger(m.quantity, `${field}.modifiers_details.${i}.quantity`);
      counts.set(id, (counts.get(id) ?? 0) + quantity);
    });
  } else if (typeof line.modifiers === 'string' && line.modifiers.trim() !== '') {
    for (const part of line.modifiers.split(',')) {
      const text = part.trim();
      if (!ID.test(text)) throw new DomainError(DomainErrorCode.invalidValue, `${field}.modifiers`);
      const id = Number(text);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return [...counts].map(([id, quantity]) => ({ id, quantity }));
}

/** A received order line as a pricing line. */
export function cartLineOfOrderLine(line: ReceivedOrderLine, field = 'line'): CartLineRef {
  return {
    id: requirePositiveInteger(line.item_id, `${field}.item_id`),
    price_label: { id: requirePositiveInteger(line.price_label_id, `${field}.price_label_id`) },
    modifiers: modifiersOfOrderLine(line, field),
    count: requirePositiveInteger(line.quantity, `${field}.quantity`),
    note: (line.comment ?? '').trim(),
  };
}
