import {
  type CartLineRef,
  LineProblem,
  type ModifierGroup,
  resolveLine,
  validateSelection,
} from '@sufra/domain';
import type { ItemView } from './item-view.server.ts';

export type Selection = { labelId: number; modifiers: ReadonlySet<number>; count: number; note: string };

export const initialSelection = (view: Pick<ItemView, 'labels'>): Selection => {
  const first = view.labels[0];
  return { labelId: first?.id ?? 0, modifiers: new Set(), count: first?.minimum ?? 1, note: '' };
};

/**
 * Switches the price label, keeping the quantity inside the new label's limits: raised to its
 * minimum, lowered to its maximum ([product: Menu and items] quantity limits per label).
 */
export function selectLabel(view: Pick<ItemView, 'labels'>, s: Selection, labelId: number): Selection {
  const label = view.labels.find((l) => l.id === labelId);
  const min = label?.minimum ?? 1;
  const max = label?.maximum ?? Number.POSITIVE_INFINITY;
  return { ...s, labelId, count: Math.min(Math.max(s.count, min), Math.max(min, max)) };
}

export const lineOf = (view: Pick<ItemView, 'item'>, s: Selection): CartLineRef => ({
  id: view.item.id,
  price_label: { id: s.labelId },
  modifiers: [...s.modifiers].map((id) => ({ id, quantity: 1 })),
  count: s.count,
  note: s.note,
});

export type SelectionProblems = { groups: Map<number, 'min' | 'max'>; note: boolean; quantity: boolean };

/** The domain's order checks of a selection (group min/max, quantity limits, required comment). */
export function problemsOf(view: Pick<ItemView, 'item' | 'domainItem'>, s: Selection): SelectionProblems {
  const line = lineOf(view, s);
  const out: SelectionProblems = { groups: new Map(), note: false, quantity: false };
  const resolved = resolveLine(line, view.domainItem);
  if (!resolved.ok) return out;
  for (const p of validateSelection(resolved.line, line)) {
    const group = Number((p.meta as { group?: number } | undefined)?.group);
    if (p.code === LineProblem.modifierGroupBelowMin) out.groups.set(group, 'min');
    else if (p.code === LineProblem.modifierGroupAboveMax) out.groups.set(group, 'max');
    else if (p.code === LineProblem.commentRequired) out.note = true;
    else out.quantity = true;
  }
  return out;
}

export const isValid = (p: SelectionProblems) => p.groups.size === 0 && !p.note && !p.quantity;

/** Toggles a modifier; in a one-choice group the choice replaces the previous one. */
export function toggleModifier(
  s: Selection,
  group: Pick<ModifierGroup, 'max'> & { modifiers: { id: number }[] },
  id: number,
): Selection {
  const next = new Set(s.modifiers);
  if (next.has(id)) next.delete(id);
  else {
    if (group.max === 1) for (const m of group.modifiers) next.delete(m.id);
    next.add(id);
  }
  return { ...s, modifiers: next };
}

/** The posted selection as the page shows it again (sets do not travel in loader data). */
export type PostedSelection = {
  labelId: number;
  modifiers: number[];
  count: number;
  note: string;
  tried: boolean;
};
