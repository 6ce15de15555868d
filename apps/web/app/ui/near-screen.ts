/**
 * Resolves when the server-rendered element `id` comes near the screen (or at once when there is
 * none, or no IntersectionObserver): the code of a section below the fold waits until it is seen.
 */
export function nearScreen(id: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return resolve();
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          seen.disconnect();
          resolve();
        }
      },
      { rootMargin: '300px' },
    );
    seen.observe(el);
  });
}
