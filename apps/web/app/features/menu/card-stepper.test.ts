import type { CartItem } from '@sufra/domain';
import { describe, expect, it } from 'vitest';
import { stepperLine } from './card-stepper.ts';

const line = (id: number, count: number, minimum = 1, key = `k${id}-${count}`) =>
  ({ id, key, count, price_label: { minimum, isQty: false } }) as unknown as CartItem;

describe('the menu card stepper (ADR 792)', () => {
  it('drives the item’s one cart line; none or several lines keep the plain "+"', () => {
    expect(stepperLine([line(1, 2)], 1)?.line.count).toBe(2);
    expect(stepperLine([line(2, 1)], 1)).toBeNull();
    expect(stepperLine([line(1, 1, 1, 'a'), line(1, 3, 1, 'b')], 1)).toBeNull();
  });
  it('"−" at the line’s minimum removes it instead of counting down', () => {
    expect(stepperLine([line(1, 1)], 1)?.removes).toBe(true);
    expect(stepperLine([line(1, 2)], 1)?.removes).toBe(false);
    expect(stepperLine([line(1, 2, 2)], 1)?.removes).toBe(true);
  });
});
