import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MenuSection } from '../../lib/menu-types.ts';
import { useLinks } from '../../lib/use-storefront.ts';
import { sectionId } from './category-tabs.tsx';
import { type CardLayout, ItemCardView } from './item-card.tsx';

/**
 * Items rendered with the first paint; the rest render as they come near the screen. On a phone
 * the menu starts below the header, shelves and banners, so one section is plenty (and keeps the
 * HTML, which the first paint waits for, small).
 */
export const FIRST_PAINT_ITEMS = 1;

const ROW = { list: 137, grid: 280 } as const;
const estimate = (section: MenuSection, layout: 'list' | 'grid') =>
  section.groups.reduce(
    (h, g) =>
      h +
      (g.name ? 44 : 0) +
      (layout === 'list' ? g.items.length : Math.ceil(g.items.length / 2)) * ROW[layout],
    0,
  );

/** Sections to render at first: whole sections until the first-paint budget is spent. */
export function initiallyRendered(sections: MenuSection[], budget = FIRST_PAINT_ITEMS): Set<number> {
  const out = new Set<number>();
  let used = 0;
  for (const s of sections) {
    if (used >= budget) break;
    out.add(s.id);
    used += s.count;
  }
  return out;
}

type Props = { sections: MenuSection[]; layout: 'list' | 'grid'; renderAll: boolean; linkHeadings?: boolean };

/**
 * The menu's sections, windowed: a 1,000-item menu paints its first sections at once and the
 * others as the customer scrolls towards them (placeholders keep their estimated height, and
 * scroll anchoring keeps the view steady when they fill in).
 */
export function MenuSections({ sections, layout, renderAll, linkHeadings = true }: Props) {
  const [rendered, setRendered] = useState(() =>
    renderAll ? new Set(sections.map((s) => s.id)) : initiallyRendered(sections),
  );
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each fill, observe the placeholders still pending.
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries
          .filter((e) => e.isIntersecting)
          .map((e) => Number((e.target as HTMLElement).dataset.pending));
        if (near.length) setRendered((prev) => new Set([...prev, ...near]));
      },
      { rootMargin: '1500px 0px' },
    );
    for (const el of root.current?.querySelectorAll<HTMLElement>('[data-pending]') ?? [])
      observer.observe(el);
    return () => observer.disconnect();
  }, [rendered]);
  const links = useLinks();
  const cardLayout: CardLayout = layout;
  return (
    <div ref={root}>
      {sections.map((section) => {
        const show = rendered.has(section.id);
        const headingId = `${sectionId(section.id)}-title`;
        return (
          <section
            key={section.id}
            id={sectionId(section.id)}
            data-section={section.id}
            aria-labelledby={headingId}
            className="scroll-mt-16 px-4 pt-7 sm:px-0"
          >
            <h2 id={headingId} className="font-bold text-ink text-xl tracking-tight">
              {linkHeadings ? <Link to={links.category(section.id)}>{section.name}</Link> : section.name}
            </h2>
            {section.description ? <p className="mt-1 text-muted text-sm">{section.description}</p> : null}
            {show ? (
              section.groups.map((group) => (
                <div key={group.id}>
                  {group.name ? (
                    <h3 className="mt-5 font-semibold text-muted text-sm uppercase tracking-wider">
                      {group.name}
                    </h3>
                  ) : null}
                  <div
                    className={clsx(
                      layout === 'list'
                        ? 'grid divide-y divide-line md:grid-cols-2 md:gap-x-10 md:divide-y-0 md:[&>*]:border-line md:[&>*]:border-b'
                        : 'mt-3 grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 lg:grid-cols-4',
                    )}
                  >
                    {group.items.map((card) => (
                      <ItemCardView
                        key={card.id}
                        card={card}
                        layout={cardLayout}
                        headingLevel={group.name ? 4 : 3}
                      />
                    ))}
                  </div>
                </div>
              ))
            ) : (
              <div data-pending={section.id} aria-hidden style={{ height: estimate(section, layout) }} />
            )}
          </section>
        );
      })}
    </div>
  );
}
