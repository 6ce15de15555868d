import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { CardGroup, MenuSection } from '../../shell/menu-types.ts';
import { useLinks } from '../../shell/use-storefront.ts';
import { useContentLang } from '../i18n/content-lang.ts';
import { sectionId } from './category-tabs.tsx';
import { NEAR, ROW, WindowedCards } from './windowed-cards.tsx';

/** The space a section's items take before they are rendered (scroll anchoring absorbs the rest). */
export const estimateHeight = (outline: MenuSection['outline'], layout: 'list' | 'grid') =>
  outline.reduce(
    (h, g) => h + (g.named ? 44 : 0) + (layout === 'list' ? g.count : Math.ceil(g.count / 2)) * ROW[layout],
    0,
  );

type CategoryData = { parts: MenuSection[] };

/** A category page's data as the groups of its menu section. */
export const groupsOf = (data: CategoryData, categoryId: number): CardGroup[] =>
  data.parts.map((p) => ({
    id: p.id,
    name: p.id === categoryId ? null : p.name,
    items: p.groups?.[0]?.items ?? [],
  }));

function Groups({
  groups,
  layout,
  renderAll,
}: {
  groups: CardGroup[];
  layout: 'list' | 'grid';
  renderAll: boolean;
}) {
  // Columns by the room the list has, not the screen's: beside the desktop rails (ADR 1042) a
  // 1024 px screen leaves a phone's width.
  return groups.map((group) => (
    <div key={group.id} className="@container">
      {group.name ? (
        <h3 className="mt-5 font-semibold text-muted text-sm uppercase tracking-wider">{group.name}</h3>
      ) : null}
      <WindowedCards
        cards={group.items}
        layout={layout}
        renderAll={renderAll}
        headingLevel={group.name ? 4 : 3}
        className={
          layout === 'list'
            ? 'grid divide-y divide-line @2xl:grid-cols-2 @2xl:gap-x-10 @2xl:divide-y-0 @2xl:[&>*]:border-line @2xl:[&>*]:border-b'
            : 'mt-3 grid grid-cols-2 gap-x-3 gap-y-5 @xl:grid-cols-3 @4xl:grid-cols-4'
        }
      />
    </div>
  ));
}

/**
 * A section's items: rendered while near the screen, put away (keeping their measured height)
 * when far; fetched from the category's own route the first time they come near if the page did
 * not ship them.
 */
function SectionBody({
  section,
  near,
  layout,
  renderAll,
}: {
  section: MenuSection;
  near: boolean;
  layout: 'list' | 'grid';
  renderAll: boolean;
}) {
  const links = useLinks();
  const fetcher = useFetcher<CategoryData>();
  const [groups, setGroups] = useState(section.groups);
  const box = useRef<HTMLDivElement>(null);
  const height = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once, the first time it comes near.
  useEffect(() => {
    if (near && !groups && fetcher.state === 'idle' && !fetcher.data)
      fetcher.load(links.category(section.id));
  }, [near, groups]);
  useEffect(() => {
    if (fetcher.data) setGroups(groupsOf(fetcher.data, section.id));
  }, [fetcher.data, section.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the box is there again whenever these change.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Measured when the browser lays out anyway; reading offsetHeight in a layout effect forced a
    // layout in every commit, hydration's included (ADR 304).
    const observer = new ResizeObserver(() => {
      height.current = el.offsetHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, groups]);
  if (!near || !groups) {
    return <div aria-hidden style={{ height: height.current ?? estimateHeight(section.outline, layout) }} />;
  }
  return (
    <div ref={box}>
      <Groups groups={groups} layout={layout} renderAll={renderAll} />
    </div>
  );
}

type Props = { sections: MenuSection[]; layout: 'list' | 'grid'; renderAll: boolean; linkHeadings?: boolean };

/**
 * The menu's sections, windowed: only those near the screen hold their cards, so a 1,000-item
 * menu costs about what a 50-item one does, at load and while scrolling (bench/menu-scale).
 */
export function MenuSections({ sections, layout, renderAll, linkHeadings = true }: Props) {
  const [near, setNear] = useState(() => new Set(sections.filter((s) => s.groups).map((s) => s.id)));
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (renderAll) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setNear((prev) => {
          const next = new Set(prev);
          for (const e of entries) {
            const id = Number((e.target as HTMLElement).dataset.section);
            if (e.isIntersecting) next.add(id);
            else next.delete(id);
          }
          return next;
        }),
      { rootMargin: `${NEAR}px 0px` },
    );
    for (const el of root.current?.querySelectorAll<HTMLElement>('[data-section]') ?? [])
      observer.observe(el);
    return () => observer.disconnect();
  }, [renderAll]);
  const links = useLinks();
  const content = useContentLang();
  return (
    <div ref={root}>
      {sections.map((section) => {
        const headingId = `${sectionId(section.id)}-title`;
        return (
          <section
            key={section.id}
            id={sectionId(section.id)}
            data-section={section.id}
            aria-labelledby={headingId}
            className="scroll-mt-[calc(var(--header-h,0px)+4rem)] px-4 pt-7 sm:px-0"
          >
            <h2 id={headingId} {...content} className="font-bold text-ink text-xl tracking-tight">
              {linkHeadings ? <Link to={links.category(section.id)}>{section.name}</Link> : section.name}
            </h2>
            {section.description ? (
              <p {...content} className="mt-1 text-muted text-sm">
                {section.description}
              </p>
            ) : null}
            <SectionBody
              section={section}
              near={renderAll || near.has(section.id)}
              layout={layout}
              renderAll={renderAll}
            />
          </section>
        );
      })}
    </div>
  );
}
