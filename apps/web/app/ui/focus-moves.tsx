import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/lite.tsx';

/**
 * Focuses an element that is not a control (a heading, a landmark) without scrolling: it gets
 * `tabindex="-1"` so a script may focus it while Tab still skips it.
 */
export function focusQuietly(el: HTMLElement | null | undefined): boolean {
  if (!el) return false;
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}

/** The page's main content: its `[data-skip-target]` (the menu's categories), else its `<main>`. */
const mainContent = (): HTMLElement | null => {
  const main = document.querySelector<HTMLElement>('main');
  return main?.querySelector<HTMLElement>('[data-skip-target]') ?? main;
};

/** Focus to the page's main content (after a question the page asked by itself, ADR 1363). */
export const focusMainContent = (): boolean => focusQuietly(mainContent());

/**
 * The first stop of every storefront page (ADR 1363): "Skip to main content", shown
 * when focused, past the header, the language and the branch to the menu or the page's content.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link by convention (WCAG 2.4.1); its target is chosen on click.
    <a
      href="#main"
      onClick={(e) => {
        const target = mainContent();
        if (!target) return;
        e.preventDefault();
        target.scrollIntoView({ block: 'start' });
        focusQuietly(target);
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[60] focus:rounded-xl focus:bg-card focus:px-4 focus:py-3 focus:font-semibold focus:text-ink focus:shadow-lg"
    >
      {t('common.skipToContent')}
    </a>
  );
}

/**
 * After a change of page, focus moves to the new page's main heading (ADR 1363): a
 * screen reader reads where the diner is, and the next Tab starts in the new page instead of at
 * the top of the document. Not on the first page (the browser starts there) nor when only the
 * search changes (the item sheet, filters); an open modal dialog keeps its focus.
 */
export function useFocusOnPageChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of page only.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      if (document.querySelector('dialog[open], [role="dialog"]')) return;
      const main = document.querySelector<HTMLElement>('main');
      focusQuietly(main?.querySelector<HTMLElement>('h1') ?? main);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
