import type { CalcOrderResponse } from '@sufra/contract';
import type { BranchCatalog } from '../catalog/branch-catalog.ts';
import { floorLabel } from '../tables/floor-label.ts';
import type { Evaluation } from './order-evaluation.ts';
import { describeProblem } from './order-problems.ts';

/** The calc-order answer: the summary's figures in the request's language, and every problem. */
export function toCalcResponse(
  evaluation: Evaluation,
  catalog: BranchCatalog,
  locale: string,
): CalcOrderResponse {
  const s = evaluation.summary;
  const fallback = catalog.locales[0] ?? 'en';
  const name = (v: Record<string, string> | undefined) =>
    (v && (v[locale] ?? v[fallback] ?? Object.values(v)[0])) ?? '';
  return {
    error: 0,
    can_place: evaluation.problems.length === 0,
    amounts: {
      currency: s?.currency ?? catalog.currency,
      subtotal: s?.subtotal ?? 0,
      item_discount: s?.itemDiscount ?? 0,
      coupon_discount: s?.couponDiscount ?? 0,
      exclusive_tax: s?.exclusiveTax ?? 0,
      inclusive_tax: s?.inclusiveTax ?? 0,
      delivery_fee: s?.deliveryFee ?? 0,
      wallet_discount: s?.walletDiscount ?? 0,
      tip: s?.tip ?? 0,
      total: s?.total ?? 0,
      taxes: (s?.taxes ?? []).map((t) => ({ ...t, taxName: name(t.taxName) })),
    },
    table: evaluation.table
      ? {
          name: evaluation.table.name,
          // Said in the diner's language (ADR 1503).
          floor: floorLabel(evaluation.table.floor, evaluation.table.floorNames, locale, catalog.locales),
        }
      : null,
    min_order: s?.minOrder ?? 0,
    free_delivery: s?.freeDelivery ?? false,
    coupon_applied: s?.couponApplied ?? false,
    lines: (s?.lines ?? []).map((l) => {
      const item = catalog.menu.get(l.item_id);
      const ref = evaluation.lines[l.index];
      const mods = item?.modifier_groups.flatMap((g) => g.modifiers) ?? [];
      return {
        index: l.index,
        position: l.index,
        item_id: l.item_id,
        price_label_id: l.price_label_id,
        name: name(item?.name),
        label: name(item?.price_labels.find((p) => p.id === l.price_label_id)?.label),
        modifiers: (ref?.modifiers ?? []).map((m) => {
          const found = mods.find((x) => x.id === m.id);
          return { id: m.id, name: name(found?.locales), quantity: m.quantity, price: found?.price ?? 0 };
        }),
        quantity: l.count,
        unit_price: l.unitPrice,
        gross: l.gross,
        item_discount: l.itemDiscount,
        coupon_discount: l.couponDiscount,
        net: l.net,
        discount_id: l.discount_id,
        comment: ref?.note ?? '',
      };
    }),
    problems: evaluation.problems.map((p) => describeProblem(p, catalog.currency)),
  };
}
