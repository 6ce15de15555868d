import { Sparkles, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../ui/when-idle.ts';
import { useContentLang } from '../i18n/content-lang.ts';
import { ItemCardView } from './item-card.tsx';
import type { Shelf } from './menu-types.ts';

const ICONS: Record<string, typeof Star> = { star: Star, sparkles: Sparkles };

/** Cards a shelf renders on the server: about what a phone shows before the customer swipes. */
const FIRST_CARDS = 3;

/** A horizontal rail of compact cards: a smart category, the highlighted category, suggestions. */
export function ShelfView({ shelf }: { shelf: Shelf }) {
  const [all, setAll] = useState(false);
  const content = useContentLang();
  // The rest of the row renders when the browser is idle, not inside hydration's task.
  useEffect(() => whenIdle(() => setAll(true)), []);
  const cards = all ? shelf.items : shelf.items.slice(0, FIRST_CARDS);
  const Icon = shelf.icon ? ICONS[shelf.icon] : undefined;
  const id = `shelf-${shelf.key}`;
  return (
    <section aria-labelledby={id} className="mt-7">
      <h2
        id={id}
        {...content}
        className="flex items-center gap-2 px-4 font-bold text-ink text-lg tracking-tight sm:px-0"
      >
        {Icon ? <Icon className="size-5 text-accent" aria-hidden /> : null}
        {shelf.title}
      </h2>
      <div className="no-scrollbar mt-3 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-1 sm:px-0">
        {cards.map((card) => (
          <ItemCardView key={card.id} card={card} layout="compact" />
        ))}
      </div>
    </section>
  );
}
