import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Opens a `<dialog>` as a modal without `showModal()` (ADR 626): `showModal()` makes the rest of
 * the page inert, which restyles every element of it — 30–60 ms on a menu of 2,000 elements, a
 * long task right after hydration for a question the page asks by itself. Here the dialog is
 * shown in place and does the modal's work itself: it takes the focus, keeps Tab inside,
 * closes on Escape (firing `close`, as a modal does) and gives the focus back. The component
 * draws its own backdrop under it, which keeps taps off the page, and sets `aria-modal`.
 */
export function useLightModal(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.show();
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!dialog.open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        dialog.close();
        return;
      }
      if (event.key !== 'Tab') return;
      const inside = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.offsetParent);
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (!dialog.contains(active) || (event.shiftKey ? active === first : active === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus();
    };
  }, [ref, open]);
}
