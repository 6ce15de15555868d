// Resolving a cart line against the menu: the price label and modifiers must belong to the item,
// and the unit price is the label price plus each modifier's price times its quantity.
import {
  DomainError,
  DomainErrorCode,
  isCount,
  isMinor,
  type Problem,
  requireMinor,
  requirePositiveInteger,
} from './errors.ts';
import type { CartLineRef, MenuItem, Modifier, PriceLabel } from './types.ts';

export const LineProblem = {
  itemNotFound: 'ITEM_NOT_FOUND',
  itemHidden: 'ITEM_HIDDEN',
  itemNotSoldAsType: 'ITEM_NOT_SOLD_AS_TYPE',
  itemNotInBranch: 'ITEM_NOT_IN_BRANCH',
  priceLabelNotFound: 'PRICE_LABEL_NOT_FOUND',
  modifierNotFound: 'MODIFIER_NOT_FOUND',
  modifierSoldOut: 'MODIFIER_SOLD_OUT',
  modifierGroupBelowMin: 'MODIFIER_GROUP_BELOW_MIN',
  modifierGroupAboveMax: 'MODIFIER_GROUP_ABOVE_MAX',
  quantityBelowMinimum: 'QUANTITY_BELOW_MINIMUM',
  quantityAboveMaximum: 'QUANTITY_ABOVE_MAXIMUM',
  commentRequired: 'COMMENT_REQUIRED',
} as const;
export type LineProblem = (typeof LineProblem)[keyof typeof LineProblem];

export interface ResolvedModifier {
  modifier: Modifier;
  groupId: number;
  quantity: number;
}

export interface ResolvedLine {
  item: MenuItem;
  label: PriceLabel;
  modifiers: ResolvedModifier[];
  /** Price label price, per unit. */
  labelPrice: number;
  /** Σ modifier price × quantity, per unit. */
  modifiersPrice: number;
  /** labelPrice + modifiersPrice. */
  unitPrice: number;
}

/** [product: Menu and items]: the price label minimum applies when above 1. */
export const minimumCount = (label: Pick<PriceLabel, 'minimum'>): number =>
  label.minimum > 1 ? Math.ceil(label.minimum) : 1;

function findModifier(item: MenuItem, id: number): { modifier: Modifier; groupId: number } | null {
  for (const group of item.modifier_groups) {
    for (const modifier of group.modifiers) if (modifier.id === id) return { modifier, groupId: group.id };
  }
  return null;
}

/**
 * Checks the line's shape (throws DomainError naming the field: count and modifier quantities are
 * integers ≥ 1) and resolves it against its menu item. Selections that do not belong to the item
 * come back as problems with stable codes, never as exceptions.
 */
export function resolveLine(
  line: CartLineRef,
  item: MenuItem,
  field = 'line',
): { ok: true; line: ResolvedLine } | { ok: false; problems: Problem[] } {
  if (!isCount(line.count)) requirePositiveInteger(line.count, `${field}.count`);
  if (!line.price_label || typeof line.price_label !== 'object') {
    throw new DomainError(DomainErrorCode.invalidValue, `${field}.price_label`);
  }
  if (!Array.isArray(line.modifiers))
    throw new DomainError(DomainErrorCode.invalidValue, `${field}.modifiers`);
  const label = item.price_labels.find((l) => l.id === line.price_label.id);
  const problems: Problem[] = [];
  if (!label) problems.push({ code: LineProblem.priceLabelNotFound, field: `${field}.price_label.id` });
  const modifiers: ResolvedModifier[] = [];
  let modifiersPrice = 0;
  for (let i = 0; i < line.modifiers.length; i++) {
    const chosen = line.modifiers[i] as { id: number; quantity: number };
    const quantity = chosen.quantity;
    if (!isCount(quantity)) requirePositiveInteger(quantity, `${field}.modifiers.${i}.quantity`);
    const found = findModifier(item, chosen.id);
    if (!found) {
      problems.push({ code: LineProblem.modifierNotFound, field: `${field}.modifiers.${i}.id` });
      continue;
    }
    if (found.modifier.available === false) {
      problems.push({ code: LineProblem.modifierSoldOut, field: `${field}.modifiers.${i}.id` });
      continue;
    }
    const price = found.modifier.price;
    if (!isMinor(price)) requireMinor(price, `menu.${item.id}.modifiers.${found.modifier.id}.price`);
    modifiersPrice += price * quantity;
    modifiers.push({ modifier: found.modifier, groupId: found.groupId, quantity });
  }
  if (!label) return { ok: false, problems };
  if (problems.length > 0) return { ok: false, problems };
  const labelPrice = label.price;
  if (!isMinor(labelPrice)) requireMinor(labelPrice, `menu.${item.id}.price_labels.${label.id}.price`);
  return {
    ok: true,
    line: { item, label, modifiers, labelPrice, modifiersPrice, unitPrice: labelPrice + modifiersPrice },
  };
}

/**
 * Order-placement checks of a resolved line: modifier group min/max, quantity within the label's
 * minimum (when above 1) and maximum, and a required comment.
 */
export function validateSelection(resolved: ResolvedLine, line: CartLineRef, field = 'line'): Problem[] {
  const problems: Problem[] = [];
  for (const group of resolved.item.modifier_groups) {
    let chosen = 0;
    for (const m of resolved.modifiers) if (m.groupId === group.id) chosen += m.quantity;
    if (chosen < group.min) {
      problems.push({
        code: LineProblem.modifierGroupBelowMin,
        field: `${field}.modifiers`,
        meta: { group: group.id, min: group.min },
      });
    }
    if (group.max > 0 && chosen > group.max) {
      problems.push({
        code: LineProblem.modifierGroupAboveMax,
        field: `${field}.modifiers`,
        meta: { group: group.id, max: group.max },
      });
    }
  }
  const min = minimumCount(resolved.label);
  if (line.count < min)
    problems.push({
      code: LineProblem.quantityBelowMinimum,
      field: `${field}.count`,
      meta: { minimum: min },
    });
  const max = resolved.label.maximum;
  if (max !== null && max > 0 && line.count > max) {
    problems.push({
      code: LineProblem.quantityAboveMaximum,
      field: `${field}.count`,
      meta: { maximum: max },
    });
  }
  if (resolved.item.comment_required && (typeof line.note !== 'string' || line.note.trim() === '')) {
    problems.push({ code: LineProblem.commentRequired, field: `${field}.note` });
  }
  return problems;
}
