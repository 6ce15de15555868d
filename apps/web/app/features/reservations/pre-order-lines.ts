import { applyDiscount } from '@sufra/domain';
import type { ItemView } from '../item/item-view.server.ts';
import type { ChoiceLine } from './reservation-request.ts';

/**
 * How a line chosen in a sheet reads in the pre-order list: the item, its option and choices, and
 * the price the menu shows for it (shown only: the server prices the order, ADR 800).
 */
export function describeLine(view: ItemView, line: ChoiceLine) {
  const label = view.labels.find((l) => l.id === line.price_label_id);
  const modifiers = view.item.groups.flatMap((g) => g.modifiers).filter((m) => line.modifiers.includes(m.id));
  const extra = modifiers.reduce((sum, m) => sum + m.price, 0);
  const unit = label ? applyDiscount((label.original ?? label.price) + extra, view.discount, view.step) : 0;
  const details = [view.labels.length > 1 ? label?.label : '', ...modifiers.map((m) => m.name)].filter(
    Boolean,
  );
  return { name: view.item.name, details: details.join(' · '), total: unit * line.count };
}
