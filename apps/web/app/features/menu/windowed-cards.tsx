import { useEffect, useRef, useState } from 'react';
import type { ItemCard } from '../../shell/menu-types.ts';
import { type CardLayout, ItemCardView } from './item-card.tsx';

/** Cards per block: a multiple of every grid's column count (2, 3, 4), so rows stay whole. */
export const CHUNK = 24;
/** Runs up to this many cards render whole (a menu section of usual size). */
export const WINDOW_FROM = 2 * CHUNK;
/** How far "near the screen" reaches, in pixels (as for the menu's sections). */
export const NEAR = 1200;
/** Height of a row of cards before it is measured (a phone's list row, a grid's two-card row). */
export const ROW = { list: 137, grid: 280 } as const;

const estimate = (count: number, layout: 'list' | 'grid') =>
  (layout === 'list' ? count : Math.ceil(count / 2)) * ROW[layout];

type Props = {
  cards: ItemCard[];
  layout: 'list' | 'grid';
  /** The class of the cards' container (each block gets it). */
  className: string;
  headingLevel?: 3 | 4;
  /** Crawlers get every card; windowing is for people. */
  renderAll?: boolean;
};

/**
 * A long run of cards, windowed: blocks of CHUNK cards are rendered while near the screen and put
 * away (keeping their measured height) when far. A category or a search with thousands of items
 * then costs what a few dozen do, like the menu home's sections (bench/menu-scale).
 */
export function WindowedCards({ cards, layout, className, headingLevel, renderAll = false }: Props) {
  const blocks: ItemCard[][] = [];
  for (let i = 0; i < cards.length; i += CHUNK) blocks.push(cards.slice(i, i + CHUNK));
  // A run of a section's size is already windowed with its section; blocks only pay off beyond.
  const windowed = !renderAll && cards.length > WINDOW_FROM;
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([0]));
  const heights = useRef(new Map<number, number>());
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new blocks need observing when the list grows.
  useEffect(() => {
    if (!windowed) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setNear((prev) => {
          const next = new Set(prev);
          for (const e of entries) {
            const index = Number((e.target as HTMLElement).dataset.block);
            if (e.isIntersecting) next.add(index);
            else {
              // Keep the space it took, so the page does not jump when it goes.
              heights.current.set(index, e.boundingClientRect.height);
              next.delete(index);
            }
          }
          return next;
        }),
      { rootMargin: `${NEAR}px 0px` },
    );
    for (const el of root.current?.querySelectorAll<HTMLElement>(':scope > [data-block]') ?? [])
      observer.observe(el);
    return () => observer.disconnect();
  }, [windowed, blocks.length]);
  const render = (block: ItemCard[]) =>
    block.map((card) => (
      <ItemCardView key={card.id} card={card} layout={layout as CardLayout} headingLevel={headingLevel} />
    ));
  if (!windowed) return <div className={className}>{render(cards)}</div>;
  return (
    <div ref={root}>
      {blocks.map((block, index) =>
        near.has(index) ? (
          <div key={block[0]?.id} data-block={index} className={className}>
            {render(block)}
          </div>
        ) : (
          <div
            key={block[0]?.id}
            data-block={index}
            aria-hidden
            style={{ height: heights.current.get(index) ?? estimate(block.length, layout) }}
          />
        ),
      )}
    </div>
  );
}
