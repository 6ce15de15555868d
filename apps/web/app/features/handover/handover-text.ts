import type { OrderView } from '@sufra/contract';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * How the diner asked for the order to be handed over (ADR 791), as short phrases for the order
 * page, the receipt and the staff board: nothing when nothing was asked.
 */
export function handoverPhrases(order: Pick<OrderView, 'cutlery' | 'no_contact'>, t: T): string[] {
  const phrases: string[] = [];
  if (order.no_contact) phrases.push(t('handover.noContact'));
  if (order.cutlery === true) phrases.push(t('handover.withCutlery'));
  if (order.cutlery === false) phrases.push(t('handover.noCutlery'));
  return phrases;
}

/** The tip's row label: "Tip (10%)" for a preset, "Tip" for an amount of the diner's own. */
export function tipLabel(
  order: Pick<OrderView, 'tip_percent'>,
  t: T,
  percent: (n: number) => string,
): string {
  return order.tip_percent ? t('order.tipPercent', { percent: percent(order.tip_percent) }) : t('order.tip');
}
