import { ChevronLeft, ChevronRight, Sparkles, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { Shelf } from '../../shell/menu-types.ts';
import { smoothScroll } from '../../ui/motion.ts';
import { whenIdle } from '../../ui/when-idle.ts';
import { useContentLang } from '../i18n/content-lang.ts';
import { ItemCardView } from './item-card.tsx';

const ICONS: Record<string, typeof Star> = { star: Star, sparkles: Sparkles };

/** Cards a shelf renders on the server: about what a phone shows before the customer swipes. */
const FIRST_CARDS = 3;

/** A horizontal rail of compact cards: a smart category, the highlighted category, suggestions. */
export function ShelfView({ shelf }: { shelf: Shelf }) {
  const [all, setAll] = useState(false);
  const content = useContentLang();
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  // Desktop arrows (ADR 1042): a page of cards at a time, "next" towards the reading direction's end.
  const scroll = (towardsEnd: boolean) => {
    const el = row.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: (towardsEnd !== rtl ? 1 : -1) * el.clientWidth * 0.9, behavior: smoothScroll() });
  };
  const arrow =
    'hidden size-9 place-items-center rounded-full bg-card text-ink ring-1 ring-line hover:bg-sunken lg:grid';
  // The rest of the row renders when the browser is idle, not inside hydration's task.
  useEffect(() => whenIdle(() => setAll(true)), []);
  const cards = all ? shelf.items : shelf.items.slice(0, FIRST_CARDS);
  const Icon = shelf.icon ? ICONS[shelf.icon] : undefined;
  const id = `shelf-${shelf.key}`;
  return (
    <section aria-labelledby={id} className="mt-7">
      <div className="flex items-center gap-2 px-4 sm:px-0">
        <h2
          id={id}
          {...(shelf.own ? {} : content)}
          className="flex flex-1 items-center gap-2 font-bold text-ink text-lg tracking-tight"
        >
          {Icon ? <Icon className="size-5 text-accent" aria-hidden /> : null}
          {shelf.title}
        </h2>
        <button
          type="button"
          className={arrow}
          onClick={() => scroll(false)}
          aria-label={t('shelf.previous')}
        >
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden />
        </button>
        <button type="button" className={arrow} onClick={() => scroll(true)} aria-label={t('shelf.next')}>
          <ChevronRight className="size-5 rtl:rotate-180" aria-hidden />
        </button>
      </div>
      <div
        ref={row}
        className="no-scrollbar mt-3 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-1 sm:px-0"
      >
        {cards.map((card) => (
          <ItemCardView key={card.id} card={card} layout="compact" />
        ))}
      </div>
    </section>
  );
}
