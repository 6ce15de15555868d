/** How long a jump keeps its target in place while the sections around it fill in. */
const SETTLE_MS = 1500;
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `el` and keeps it there while the page around it changes height. A jump into the
 * windowed menu lands among placeholders; as their cards load (taller or shorter than estimated)
 * the target would drift, and the browser's scroll anchoring cannot help because the node it
 * anchors to is the placeholder being replaced. The pin lets go at the user's first own scroll,
 * and when the target is found more than a screen away: filling in drifts it by a few hundred
 * pixels, so that far means someone scrolled away (a scrollbar drag, a script) — never pull back.
 */
export function scrollAndPin(el: HTMLElement, behavior: ScrollBehavior): () => void {
  el.scrollIntoView({ behavior, block: 'start' });
  const observer = new ResizeObserver(() => {
    if (Math.abs(el.getBoundingClientRect().top) > window.innerHeight) release();
    else el.scrollIntoView({ behavior, block: 'start' });
  });
  observer.observe(document.body);
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL) window.removeEventListener(type, release);
  };
  const timer = setTimeout(release, SETTLE_MS);
  for (const type of USER_SCROLL) window.addEventListener(type, release, { passive: true, once: true });
  return release;
}
