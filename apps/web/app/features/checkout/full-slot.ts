import type { OrderProblem } from '@sufra/contract';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * A slot the server says is full (SLOT_FULL, ADR 1433), from calc-order or a refused order: the
 * page reads the branch's slots again, which leave the full one out, so the checkout moves the
 * order to the next free slot (correctedTiming) and the diner places it again. Once per slot.
 */
export function useNextFreeSlot(problems: readonly OrderProblem[], slotStart: string | undefined) {
  const { revalidate } = useRevalidator();
  const asked = useRef<string | null>(null);
  const full = problems.some((p) => p.code === 'SLOT_FULL') ? (slotStart ?? '') : null;
  useEffect(() => {
    if (full === null || asked.current === full) return;
    asked.current = full;
    void revalidate();
  }, [full, revalidate]);
}
