import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Img } from '../../shell/img.tsx';
import { whenIdle } from '../../ui/when-idle.ts';
import { bannerSeen } from '../marketing/beacons.ts';

/** Counts a banner as reached once half of it has been on screen (ADR 787), after the page is idle. */
function useReach(list: React.RefObject<HTMLUListElement | null>, ref: string) {
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const stop = whenIdle(() => {
      if (!list.current || typeof IntersectionObserver === 'undefined') return;
      observer = new IntersectionObserver(
        (entries) => {
          for (const e of entries)
            if (e.isIntersecting) {
              bannerSeen(ref, Number((e.target as HTMLElement).dataset.banner));
              observer?.unobserve(e.target);
            }
        },
        { threshold: 0.5 },
      );
      for (const li of list.current.querySelectorAll('[data-banner]')) observer.observe(li);
    });
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [list, ref]);
}

export type Banner = { id: number; image: string; title: string; link: string | null };

/** The business's banners as a swipeable row (3:1 pictures; the title is their alternative text). */
export function Banners({ banners, label }: { banners: Banner[]; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  const { ref = '' } = useParams();
  useReach(list, ref);
  if (!banners.length) return null;
  return (
    <section aria-label={label} className="mt-6">
      <ul
        ref={list}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable row must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className="no-scrollbar flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 sm:px-0"
      >
        {banners.map((b) => {
          const picture = (
            <Img
              src={b.image}
              alt={b.title}
              width={600}
              height={200}
              className="aspect-[3/1] w-full rounded-2xl"
            />
          );
          return (
            <li
              key={b.id}
              data-banner={b.id}
              className="w-[88%] shrink-0 snap-start sm:w-[calc(50%-0.375rem)]"
            >
              {b.link ? (
                /^https?:/.test(b.link) ? (
                  <a href={b.link} rel="noopener">
                    {picture}
                  </a>
                ) : (
                  <Link to={b.link}>{picture}</Link>
                )
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
