/**
 * Resolves once the first view is over: the diner's first touch, key or scroll, or `ms` after
 * load, whichever comes first. Secondary content (the cart's suggestions) loads then, not inside
 * the first view's script weight (ADR 304).
 */
export function afterFirstView(ms = 3000): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    let timer: number | undefined;
    const done = () => {
      for (const e of events) window.removeEventListener(e, done, true);
      window.clearTimeout(timer);
      resolve();
    };
    for (const e of events) window.addEventListener(e, done, { capture: true, passive: true, once: true });
    const arm = () => {
      timer = window.setTimeout(done, ms);
    };
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
  });
}
