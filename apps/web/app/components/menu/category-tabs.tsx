import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';

type Tab = { id: number; name: string };

export const sectionId = (id: number) => `cat-${id}`;

/**
 * Sticky category tabs that follow the scroll: the section nearest the top is the active tab, and
 * the active tab scrolls into view in the bar. A tap scrolls to its section.
 */
export function CategoryTabs({ tabs, className }: { tabs: Tab[]; className?: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(tabs[0]?.id ?? 0);
  const bar = useRef<HTMLDivElement>(null);
  const lockUntil = useRef(0);

  useEffect(() => {
    const visible = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const id = Number((e.target as HTMLElement).dataset.section);
          if (e.isIntersecting) visible.set(id, e.boundingClientRect.top);
          else visible.delete(id);
        }
        if (Date.now() < lockUntil.current) return;
        const first = tabs.find((tab) => visible.has(tab.id));
        if (first) setActive(first.id);
      },
      // A section is "current" while it crosses the band just under the sticky bars.
      { rootMargin: '-120px 0px -55% 0px' },
    );
    for (const tab of tabs) {
      const el = document.getElementById(sectionId(tab.id));
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [tabs]);

  useEffect(() => {
    const el = bar.current?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    const scroller = bar.current;
    if (!el || !scroller) return;
    const target = el.offsetLeft - (scroller.clientWidth - el.clientWidth) / 2;
    scroller.scrollTo({ left: target, behavior: 'smooth' });
  }, [active]);

  const go = (id: number) => {
    lockUntil.current = Date.now() + 900;
    setActive(id);
    document.getElementById(sectionId(id))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <nav
      aria-label={t('menu.categories')}
      className="sticky top-0 z-30 border-line border-b bg-surface/92 backdrop-blur-md"
    >
      <div ref={bar} className="no-scrollbar relative mx-auto flex max-w-5xl gap-1 overflow-x-auto px-3 py-2">
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
            {tab.name}
          </a>
        ))}
      </div>
    </nav>
  );
}
