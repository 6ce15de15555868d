/**
 * A radio drawn by us, not the native look: Chromium's dark scheme draws the native radio
 * inverted (selected hollow, unselected filled: ADR 900). Chosen: a brand ring with a dot.
 */
export const DRAWN_RADIO =
  'size-5.5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-neutral-400 bg-transparent checked:border-brand checked:bg-brand checked:shadow-[inset_0_0_0_4px_var(--color-card)] disabled:cursor-not-allowed dark:border-neutral-500 dark:checked:border-brand';
