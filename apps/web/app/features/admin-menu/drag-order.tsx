import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useSubmit } from 'react-router';

// Reordering by pointer drag (ADR 1152): native pointer events on a handle, no library — a few
// dozen lines the admin chunk carries, nothing in the storefront's bundles. A drop sends the same
// one write as the keyboard's up/down buttons (the whole list in its new order), so both save
// alike and a refusal comes back the same way; the rows keep their new order meanwhile.

type Drag = { id: number; pointerId: number; startY: number; from: number; mids: number[]; height: number };

/** Where the dragged row lands: the number of other rows whose middle is above its middle. */
export function dropIndex(mids: readonly number[], from: number, dy: number): number {
  const centre = (mids[from] ?? 0) + dy;
  return mids.filter((mid, i) => i !== from && mid < centre).length;
}

/** `ids` with the one at `from` moved to `to`. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const out = [...ids];
  const [id] = out.splice(from, 1);
  if (id !== undefined) out.splice(to, 0, id);
  return out;
}

/**
 * A list's order while dragging. `save` receives the new order when a drop changed it; the
 * server's next answer (a new `ids`) replaces the local order.
 */
export function useDragOrder(ids: readonly number[], save: (ids: number[]) => void) {
  const key = ids.join(',');
  const [order, setOrder] = useState<number[]>([...ids]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the server's order changes.
  useEffect(() => setOrder([...ids]), [key]);
  const rows = useRef(new Map<number, HTMLElement>());
  const drag = useRef<Drag | null>(null);
  const [live, setLive] = useState<{ id: number; dy: number; to: number } | null>(null);

  const end = (commit: boolean) => {
    const d = drag.current;
    drag.current = null;
    const to = live?.to ?? d?.from ?? 0;
    setLive(null);
    if (!d || !commit || to === d.from) return;
    const next = moved(order, d.from, to);
    setOrder(next);
    save(next);
  };

  return {
    order,
    /** Put on each row: lets the hook measure it, and moves it while a drag is on. */
    row(id: number) {
      let style: CSSProperties | undefined;
      const d = drag.current;
      if (live && d) {
        const at = order.indexOf(id);
        if (id === live.id)
          style = { transform: `translateY(${live.dy}px)`, zIndex: 20, position: 'relative' };
        else if (at > d.from && at <= live.to) style = { transform: `translateY(${-d.height}px)` };
        else if (at < d.from && at >= live.to) style = { transform: `translateY(${d.height}px)` };
        if (style && id !== live.id) style.transition = 'transform 120ms ease-out';
      }
      return {
        ref: (el: HTMLElement | null) => {
          if (el) rows.current.set(id, el);
          else rows.current.delete(id);
        },
        style,
        'data-dragging': live?.id === id ? 'true' : undefined,
      };
    },
    /** Put on the row's drag handle (pointer only: the up/down buttons are the keyboard's way). */
    handle(id: number) {
      return {
        style: { touchAction: 'none' } as CSSProperties,
        onPointerDown(e: PointerEvent<HTMLElement>) {
          if (e.button !== 0 || order.length < 2) return;
          e.preventDefault();
          e.currentTarget.setPointerCapture(e.pointerId);
          const rects = order.map((i) => rows.current.get(i)?.getBoundingClientRect());
          const from = order.indexOf(id);
          drag.current = {
            id,
            pointerId: e.pointerId,
            startY: e.clientY,
            from,
            mids: rects.map((r) => (r ? r.top + r.height / 2 : 0)),
            height: rects[from]?.height ?? 0,
          };
          setLive({ id, dy: 0, to: from });
        },
        onPointerMove(e: PointerEvent<HTMLElement>) {
          const d = drag.current;
          if (!d || e.pointerId !== d.pointerId) return;
          const dy = e.clientY - d.startY;
          setLive({ id, dy, to: dropIndex(d.mids, d.from, dy) });
        },
        onPointerUp: () => end(true),
        onPointerCancel: () => end(false),
      };
    },
  };
}

/** Saves a dropped order through the page's action, like the up/down buttons' forms. */
export function useOrderSubmit(intent: 'category-order' | 'item-order', fields: Record<string, string>) {
  const submit = useSubmit();
  return (ids: number[]) =>
    submit({ intent, ...fields, ids: ids.join(',') }, { method: 'post', preventScrollReset: true });
}

/** The drag handle: six dots, for the pointer only (hidden from assistive technology). */
export function DragHandle(props: ReturnType<ReturnType<typeof useDragOrder>['handle']> & { title: string }) {
  const { title, ...handlers } = props;
  return (
    <span
      aria-hidden="true"
      title={title}
      className="inline-flex min-h-11 min-w-8 cursor-grab select-none items-center justify-center rounded-lg text-muted hover:bg-sunken active:cursor-grabbing"
      {...handlers}
    >
      <svg viewBox="0 0 10 16" width="10" height="16" fill="currentColor" aria-hidden="true">
        <circle cx="2" cy="2" r="1.5" />
        <circle cx="8" cy="2" r="1.5" />
        <circle cx="2" cy="8" r="1.5" />
        <circle cx="8" cy="8" r="1.5" />
        <circle cx="2" cy="14" r="1.5" />
        <circle cx="8" cy="14" r="1.5" />
      </svg>
    </span>
  );
}
