import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useContentLang } from '../../features/i18n/content-lang.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { focusQuietly } from '../../ui/focus-moves.tsx';
import { smoothScroll } from '../../ui/motion.ts';
import { CartChip } from './cart-chip.tsx';
import { scrollAndPin } from './scroll-pin.ts';

type Tab = { id: number; name: string };

export const sectionId = (id: number) => `cat-${id}`;

/**
 * Sticky category tabs that follow the scroll: the section under the bar is the active tab, and
 * the active tab scrolls into view in the bar. A tap scrolls to its section.
 */
export function CategoryTabs({ tabs, className }: { tabs: Tab[]; className?: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(tabs[0]?.id ?? 0);
  const content = useContentLang();
  const bar = useRef<HTMLDivElement>(null);
  const unpin = useRef<(() => void) | null>(null);
  useEffect(() => () => unpin.current?.(), []);

  useEffect(() => {
    let frame = 0;
    // The current section is the last one whose top has passed the band under the sticky bars.
    const update = () => {
      frame = 0;
      let current = tabs[0]?.id;
      for (const tab of tabs) {
        const el = document.getElementById(sectionId(tab.id));
        if (el && el.getBoundingClientRect().top <= 140) current = tab.id;
        else if (el) break;
      }
      if (current !== undefined) setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The first reading waits for a frame too: positions read in an effect force a layout inside
    // hydration's task; in a frame the browser lays out anyway (ADR 304).
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [tabs]);

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = bar.current?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
      const scroller = bar.current;
      if (!el || !scroller) return;
      const target = el.offsetLeft - (scroller.clientWidth - el.clientWidth) / 2;
      scroller.scrollTo({ left: target, behavior: smoothScroll() });
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const go = (id: number) => {
    setActive(id);
    const el = document.getElementById(sectionId(id));
    // A long way (a big menu) jumps at once; a smooth scroll across thousands of pixels only delays.
    const far = el ? Math.abs(el.getBoundingClientRect().top) > 4 * window.innerHeight : false;
    unpin.current?.();
    unpin.current = el ? scrollAndPin(el, far ? 'instant' : smoothScroll()) : null;
    // Focus follows the chip to its section's heading (its link, else the heading itself, issue
    // #34): the next Tab is the section's first dish, not the next chip.
    focusQuietly(el?.querySelector<HTMLElement>('h2 a') ?? el?.querySelector<HTMLElement>('h2') ?? el);
  };

  return (
    <nav
      data-skip-target
      aria-label={t('menu.categories')}
      className={clsx(
        'sticky top-[var(--header-h,0px)] z-30 border-line border-b bg-surface/92 backdrop-blur-md',
        className,
      )}
    >
      <div className="mx-auto flex max-w-5xl">
        <div
          ref={bar}
          className="no-scrollbar relative flex min-w-0 flex-1 gap-1 overflow-x-auto px-3 py-2 sm:px-0"
        >
          {tabs.map((tab) => (
            <a
              key={tab.id}
              data-tab={tab.id}
              href={`#${sectionId(tab.id)}`}
              aria-current={active === tab.id ? 'true' : undefined}
              onClick={(e) => {
                e.preventDefault();
                go(tab.id);
              }}
              className={clsx(
                'shrink-0 whitespace-nowrap rounded-full px-4 py-2 font-semibold text-sm transition-colors',
                active === tab.id
                  ? 'bg-brand text-on-brand shadow-sm'
                  : 'text-muted hover:bg-sunken hover:text-ink',
              )}
            >
              <bdi {...content}>{tab.name}</bdi>
            </a>
          ))}
        </div>
        <CartChip />
      </div>
    </nav>
  );
}
