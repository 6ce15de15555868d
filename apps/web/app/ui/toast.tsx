import { useEffect, useState } from 'react';

type Toast = { id: number; text: string };
let next = 1;
const listeners = new Set<(t: Toast) => void>();

/** Shows a short message at the bottom of the screen (a tiny stand-in for a toast library on first view). */
export function toast(text: string): void {
  const t = { id: next++, text };
  for (const l of listeners) l(t);
}

/** The polite live region the toasts appear in; screen readers announce them. */
export function Toaster() {
  const [items, setItems] = useState<Toast[]>([]);
  useEffect(() => {
    const add = (t: Toast) => {
      setItems((list) => [...list.slice(-2), t]);
      setTimeout(() => setItems((list) => list.filter((x) => x.id !== t.id)), 2600);
    };
    listeners.add(add);
    return () => {
      listeners.delete(add);
    };
  }, []);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-4"
    >
      {items.map((t) => (
        <p
          key={t.id}
          className="rounded-full bg-neutral-900/92 px-4 py-2 font-medium text-sm text-white shadow-lg dark:bg-white/92 dark:text-neutral-900"
        >
          {t.text}
        </p>
      ))}
    </div>
  );
}
