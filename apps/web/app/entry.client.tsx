import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/** Resolves in a later task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What the first render would otherwise load in the middle of hydration, one short task ahead:
 * the page language's number formatting data (every price) and the storage area (the cart).
 * Each is a one-off cost of ≈ 5–15 ms on a phone that otherwise lands inside a long hydration
 * task (ADR 304). Failures are the first render's to report, not this warm-up's.
 */
function warmUp(): void {
  try {
    new Intl.NumberFormat(document.documentElement.lang || 'en', {
      style: 'currency',
      currency: 'USD',
    }).format(1);
    void window.localStorage;
  } catch {
    // Nothing to warm: the render will do without.
  }
}

// Start-up in short tasks instead of one long one: the modules' evaluation, the warm-up, then
// hydration, which React runs in slices because it is a transition.
await nextTask();
warmUp();
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
