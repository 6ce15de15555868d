import type { OrderView } from '@sufra/contract';
import { buildCartItem, type CartItem, type MenuItem, resolveLine, validateSelection } from '@sufra/domain';

type OrderLine = NonNullable<OrderView['lines']>[number];

/** What the diner is told about a past line that does not come back as it was (ADR 1041). */
export type ReorderChange =
  | { kind: 'gone'; name: string }
  | { kind: 'choose'; name: string }
  | { kind: 'options'; name: string }
  | { kind: 'price'; name: string; was: number; now: number };

export type Reorder = { items: CartItem[]; changes: ReorderChange[] };

/** The reorder route's answer; not ok when the way it was ordered is not offered, or carts are off. */
export type ReorderAnswer =
  | ({ ok: true; type: string; branchId: number } & Reorder)
  | { ok: false; reason: 'type-unavailable' | 'cart-off' };

/**
 * A past order's lines as cart lines of today's menu (ADR 1041): only items still sold here
 * (`find` answers null for the others, or for one sold out), at today's prices, with the choices
 * still offered. Each line that differs says how; the order itself is re-priced by the server when
 * placed, like any cart.
 */
export function reorderLines(
  lines: readonly OrderLine[],
  find: (itemId: number) => MenuItem | null,
  locale: string,
): Reorder {
  const items: CartItem[] = [];
  const changes: ReorderChange[] = [];
  for (const line of lines) {
    const item = find(line.item_id);
    const label = item?.price_labels.find((l) => l.id === line.price_label_id);
    if (!item || !label) {
      changes.push({ kind: 'gone', name: line.name });
      continue;
    }
    const offered = new Set(item.modifier_groups.flatMap((g) => g.modifiers.map((m) => m.id)));
    const kept = line.modifiers.filter((m) => offered.has(m.id));
    const modifiers = kept.map((m) => ({ id: m.id, quantity: m.quantity }));
    let built: CartItem;
    try {
      built = buildCartItem(
        item,
        { price_label_id: label.id, modifiers, count: line.quantity, note: line.comment },
        locale,
      );
      // The checks the order itself will meet: a group's minimum and maximum, the quantity's limits.
      const ref = {
        id: item.id,
        price_label: { id: label.id },
        modifiers,
        count: line.quantity,
        note: line.comment,
      };
      const resolved = resolveLine(ref, item);
      if (!resolved.ok || validateSelection(resolved.line, ref).length) throw new Error('choose again');
    } catch {
      // A choice it now requires, or a quantity no longer allowed: opened from the menu instead.
      changes.push({ kind: 'choose', name: line.name });
      continue;
    }
    items.push(built);
    if (kept.length < line.modifiers.length) changes.push({ kind: 'options', name: line.name });
    else if (built.price !== line.unit_price) {
      changes.push({ kind: 'price', name: line.name, was: line.unit_price, now: built.price });
    }
  }
  return { items, changes };
}
