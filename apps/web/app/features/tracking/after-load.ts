/**
 * Runs `work` once the page has loaded and the browser is idle (the first paint and the first
 * interaction window are the diner's, ADR 842); at most `maxWaitMs` after load when never idle.
 */
export function afterLoadAndIdle(work: () => void, maxWaitMs = 4000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    const w = window as Window & {
      requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    };
    if (w.requestIdleCallback)
      idle = w.requestIdleCallback(() => !cancelled && work(), { timeout: maxWaitMs });
    else idle = window.setTimeout(() => !cancelled && work(), 1500);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}
