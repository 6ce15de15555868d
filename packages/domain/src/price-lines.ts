// The per-line half of the order summary: each cart line is checked, resolved against the menu
// and discounted by its selling type's table; lines that cannot be ordered become problems.
import { applyDiscount, checkDiscount, discountForItem, discountsFor } from './discounts.ts';
import { type Problem, requireNumber } from './errors.ts';
import { checkLine, checkMenu, checkMenuItem } from './input-checks.ts';
import { LineProblem, type ResolvedLine, resolveLine, validateSelection } from './line-pricing.ts';
import { roundToStep } from './rounding.ts';
import { isItemSoldAs, type SellingTypeAlias } from './selling-types.ts';
import type { CartLineRef, Discount, DiscountsBySellingType, MenuItem } from './types.ts';

export type MenuLookup = ReadonlyMap<number, MenuItem> | Readonly<Record<number, MenuItem>>;

/** Builds the menu lookup the summary takes from a list of items. */
export const menuById = (items: readonly MenuItem[]): Map<number, MenuItem> =>
  new Map(items.map((i) => [i.id, i]));

export interface PriceLinesInput {
  lines: readonly CartLineRef[];
  menu: MenuLookup;
  discounts: DiscountsBySellingType | null;
  sellingType: SellingTypeAlias;
  branchId?: number | null;
}

export interface PricedLine {
  index: number;
  resolved: ResolvedLine;
  unitPrice: number;
  count: number;
  discountedUnit: number;
  discountId: number | null;
}

export function priceLines(input: PriceLinesInput, step: number, problems: Problem[]): PricedLine[] {
  const { menu, sellingType } = input;
  checkMenu(menu);
  const get =
    menu instanceof Map
      ? (id: number) => menu.get(id)
      : (id: number) => (menu as Record<number, MenuItem>)[id];
  const table = discountsFor(input.discounts, sellingType);
  const branchId = input.branchId ?? null;
  if (branchId !== null) requireNumber(branchId, 'branchId');
  // Each distinct menu item is shape-checked once per call, however many lines use it.
  const checked = new Set<MenuItem>();
  const checkedDiscounts = new Set<Discount>();
  const priced: PricedLine[] = [];
  for (let index = 0; index < input.lines.length; index++) {
    const field = `lines.${index}`;
    const line = checkLine(input.lines[index], field);
    const item = get(line.id);
    if (item === undefined || item === null) {
      problems.push({ code: LineProblem.itemNotFound, field: `${field}.id` });
      continue;
    }
    if (!checked.has(item)) {
      checkMenuItem(item, `menu.${line.id}`);
      checked.add(item);
    }
    if (!item.visible) problems.push({ code: LineProblem.itemHidden, field: `${field}.id` });
    else if (!isItemSoldAs(item.types, sellingType)) {
      problems.push({
        code: LineProblem.itemNotSoldAsType,
        field: `${field}.id`,
        meta: { type: sellingType },
      });
    } else if (branchId !== null && item.branch_ids.length > 0 && !item.branch_ids.includes(branchId)) {
      problems.push({ code: LineProblem.itemNotInBranch, field: `${field}.id`, meta: { branch: branchId } });
    } else {
      const result = resolveLine(line, item, field);
      if (!result.ok) problems.push(...result.problems);
      else {
        problems.push(...validateSelection(result.line, line, field));
        const discount = discountForItem(item, table);
        // Menu prices should already be multiples of the currency step (CHF 0.05); if one is not,
        // the unit price is settled here so that every figure below is.
        const unitPrice = step === 1 ? result.line.unitPrice : roundToStep(result.line.unitPrice, step);
        if (discount && !checkedDiscounts.has(discount)) {
          checkDiscount(discount, `discounts.${item.id}`);
          checkedDiscounts.add(discount);
        }
        const discountedUnit = applyDiscount(unitPrice, discount, step);
        priced.push({
          index,
          resolved: result.line,
          unitPrice,
          count: line.count,
          discountedUnit,
          discountId: discount?.id ?? null,
        });
      }
    }
  }
  return priced;
}
