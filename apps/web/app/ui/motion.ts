/**
 * 'smooth', or 'instant' when the diner asked for reduced motion (ADR 1362): CSS cannot slow a
 * scroll that a script asked to be smooth.
 */
export const smoothScroll = (): ScrollBehavior =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'instant'
    : 'smooth';
