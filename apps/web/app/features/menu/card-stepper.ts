import { type CartItem, minimumCount } from '@sufra/domain';

/**
 * The cart line a menu card's stepper drives (ADR 792): the card's item when it is in the cart as
 * exactly one line (several lines — different options — are changed in the cart, not guessed at),
 * with whether "−" removes it (it is at its minimum) rather than counting down.
 */
export function stepperLine(
  items: readonly CartItem[],
  itemId: number,
): { line: CartItem; removes: boolean } | null {
  const lines = items.filter((i) => i.id === itemId);
  const line = lines.length === 1 ? lines[0] : undefined;
  if (!line) return null;
  return { line, removes: line.count <= minimumCount(line.price_label) };
}
