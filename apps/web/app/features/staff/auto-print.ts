import { useEffect, useRef, useState } from 'react';

/** Whether this device prints new orders' tickets by itself: kept across reloads (ADR 1434). */
const AUTO_PRINT_KEY = 'sufra.auto-print';

/**
 * Tickets that print by themselves (ADR 1434): once switched on, on this device,
 * each new order that reaches the board (the ones that ring, ADR 1024) is printed, one after the
 * other — the next starts when the last print closed. A browser started with `--kiosk-printing`
 * sends each to the default printer without a dialog (docs/kiosk-printing.md).
 */
export function useAutoPrint(fresh: readonly number[], printing: number | null, print: (id: number) => void) {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(localStorage.getItem(AUTO_PRINT_KEY) === 'on'), []);
  // Every new order is looked at once: those that came while it was off are not printed later.
  const looked = useRef(new Set<number>());
  const [queue, setQueue] = useState<number[]>([]);
  useEffect(() => {
    // Oldest first: the board lists the newest first, and two may arrive in one update.
    const added = fresh.filter((id) => !looked.current.has(id)).sort((a, b) => a - b);
    for (const id of added) looked.current.add(id);
    if (on && added.length) setQueue((q) => [...q, ...added]);
  }, [fresh, on]);
  useEffect(() => {
    const [next, ...rest] = queue;
    if (printing !== null || next === undefined) return;
    setQueue(rest);
    print(next);
  }, [printing, queue, print]);
  const toggle = (next: boolean) => {
    setOn(next);
    if (next) localStorage.setItem(AUTO_PRINT_KEY, 'on');
    else {
      localStorage.removeItem(AUTO_PRINT_KEY);
      setQueue([]);
    }
  };
  return { on, toggle };
}
