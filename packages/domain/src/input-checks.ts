// Shape checks for data crossing into the domain (the "bad input" rule: ADR 100): anything
// malformed becomes a DomainError naming the field, before a property access could throw a
// TypeError or a NaN could reach a figure. Amount ranges are checked where amounts are used.
// Each check tests first and builds the field name only when it fails: these run per cart line.
import { DomainError, DomainErrorCode, isNonNegative, requireNonNegative, requireNumber } from './errors.ts';
import type { CartLineRef, DeliveryTarget, MenuItem, Tax, WalletUse } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNullish = (v: unknown): v is null | undefined => v === null || v === undefined;

function fail(field: string): never {
  throw new DomainError(DomainErrorCode.invalidValue, field);
}

export function checkTaxes(taxes: unknown, field: string): Tax[] {
  if (!Array.isArray(taxes)) fail(field);
  for (let i = 0; i < taxes.length; i++) {
    const t: unknown = taxes[i];
    if (!isObject(t)) fail(`${field}.${i}`);
    if (!isNumber(t.id)) requireNumber(t.id, `${field}.${i}.id`);
    if (!isNonNegative(t.rate)) requireNonNegative(t.rate, `${field}.${i}.rate`);
  }
  return taxes as Tax[];
}

function checkLabels(labels: unknown, field: string): void {
  if (!Array.isArray(labels)) fail(field);
  for (let i = 0; i < labels.length; i++) {
    const l: unknown = labels[i];
    if (!isObject(l)) fail(`${field}.${i}`);
    if (!isNumber(l.id)) requireNumber(l.id, `${field}.${i}.id`);
    if (!isNullish(l.minimum) && !isNumber(l.minimum)) requireNumber(l.minimum, `${field}.${i}.minimum`);
    if (!isNullish(l.maximum) && !isNonNegative(l.maximum))
      requireNonNegative(l.maximum, `${field}.${i}.maximum`);
  }
}

function checkGroups(groups: unknown, field: string): void {
  if (!Array.isArray(groups)) fail(field);
  for (let g = 0; g < groups.length; g++) {
    const group: unknown = groups[g];
    if (!isObject(group)) fail(`${field}.${g}`);
    if (!isNumber(group.min)) requireNumber(group.min, `${field}.${g}.min`);
    if (!isNumber(group.max)) requireNumber(group.max, `${field}.${g}.max`);
    const modifiers = group.modifiers;
    if (!Array.isArray(modifiers)) fail(`${field}.${g}.modifiers`);
    for (let m = 0; m < modifiers.length; m++) {
      const mod: unknown = modifiers[m];
      if (!isObject(mod)) fail(`${field}.${g}.modifiers.${m}`);
      if (!isNumber(mod.id)) requireNumber(mod.id, `${field}.${g}.modifiers.${m}.id`);
      checkTaxes(mod.taxes, `${field}.${g}.modifiers.${m}.taxes`);
    }
  }
}

/** Checks the parts of a menu item that pricing and validation read. */
export function checkMenuItem(item: unknown, field: string): MenuItem {
  if (!isObject(item)) fail(field);
  if (!isNumber(item.id)) requireNumber(item.id, `${field}.id`);
  if (!isNumber(item.category_id)) requireNumber(item.category_id, `${field}.category_id`);
  if (!isNullish(item.grand_category_id) && !isNumber(item.grand_category_id)) {
    requireNumber(item.grand_category_id, `${field}.grand_category_id`);
  }
  if (!isObject(item.types)) fail(`${field}.types`);
  if (!Array.isArray(item.branch_ids)) fail(`${field}.branch_ids`);
  checkTaxes(item.taxes, `${field}.taxes`);
  checkLabels(item.price_labels, `${field}.price_labels`);
  checkGroups(item.modifier_groups, `${field}.modifier_groups`);
  return item as unknown as MenuItem;
}

/** Checks a cart line's shape; counts and quantities are range-checked when the line is resolved. */
export function checkLine(line: unknown, field: string): CartLineRef {
  if (!isObject(line)) fail(field);
  if (!isNumber(line.id)) requireNumber(line.id, `${field}.id`);
  const label = line.price_label;
  if (!isObject(label)) fail(`${field}.price_label`);
  if (!isNumber(label.id)) requireNumber(label.id, `${field}.price_label.id`);
  const modifiers = line.modifiers;
  if (!Array.isArray(modifiers)) fail(`${field}.modifiers`);
  for (let i = 0; i < modifiers.length; i++) {
    const m: unknown = modifiers[i];
    if (!isObject(m)) fail(`${field}.modifiers.${i}`);
    if (!isNumber(m.id)) requireNumber(m.id, `${field}.modifiers.${i}.id`);
  }
  if (!isNullish(line.note) && typeof line.note !== 'string') fail(`${field}.note`);
  return line as unknown as CartLineRef;
}

export function checkDelivery(delivery: unknown): DeliveryTarget | null {
  if (isNullish(delivery)) return null;
  if (!isObject(delivery)) fail('delivery');
  if (delivery.kind === 'zone') {
    if (!isObject(delivery.zone)) fail('delivery.zone');
  } else if (delivery.kind === 'shipping') {
    if (!isObject(delivery.country)) fail('delivery.country');
  } else fail('delivery.kind');
  return delivery as unknown as DeliveryTarget;
}

export function checkWallet(wallet: unknown): WalletUse | null {
  if (isNullish(wallet)) return null;
  if (!isObject(wallet)) fail('wallet');
  return wallet as unknown as WalletUse;
}

export function checkMenu(menu: unknown): void {
  if (!(menu instanceof Map) && !isObject(menu)) fail('menu');
}
