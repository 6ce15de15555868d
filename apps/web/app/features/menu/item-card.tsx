import clsx from 'clsx';
import { Clock, Flame } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useContentLang } from '../../features/i18n/content-lang.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { Img } from '../../shell/img.tsx';
import { preloadItemSheet, useOpenItem } from '../../shell/item-opener.ts';
import type { ItemCard } from '../../shell/menu-types.ts';
import { Price } from '../../shell/price.tsx';
import { useLinks } from '../../shell/use-storefront.ts';
import { HappyHourTag } from '../item/happy-hour-badge.tsx';
import { Stickers } from '../item/item-facts.tsx';
import { AddButton } from './add-button.tsx';

export type CardLayout = 'list' | 'grid' | 'compact';

type Props = { card: ItemCard; layout: CardLayout; priority?: boolean; headingLevel?: 3 | 4 };

/** A stretched link to the item page that opens the sheet instead when clicked in the app. */
function CardLink({ card, children }: { card: ItemCard; children: React.ReactNode }) {
  const links = useLinks();
  const open = useOpenItem();
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    open(card);
  };
  return (
    <Link
      to={links.item(card.categoryId, card.id)}
      onClick={onClick}
      onPointerEnter={preloadItemSheet}
      onTouchStart={preloadItemSheet}
      className="after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand"
    >
      {children}
    </Link>
  );
}

function Meta({ card }: { card: ItemCard }) {
  const { t } = useTranslation();
  if (card.calories === null && card.preparationTime === null) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-xs">
      {card.calories !== null ? (
        <span className="inline-flex items-center gap-1">
          <Flame className="size-3.5" aria-hidden />
          {t('item.calories', { count: card.calories })}
        </span>
      ) : null}
      {card.preparationTime !== null ? (
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {t('item.minutes', { count: card.preparationTime })}
        </span>
      ) : null}
    </p>
  );
}

/** An item card (image, name, short description, price, stickers, calories, time, quick add). */
export function ItemCardView({ card, layout, priority = false, headingLevel = 3 }: Props) {
  const { t } = useTranslation();
  const content = useContentLang();
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const unavailable = !card.available ? (
    <span className="rounded-full bg-neutral-900/75 px-2 py-0.5 font-semibold text-[0.65rem] text-white">
      {t('item.unavailableShort')}
    </span>
  ) : null;
  if (layout === 'list') {
    return (
      <article className={clsx('relative flex min-w-0 gap-4 py-4', !card.available && 'opacity-60')}>
        <div className="flex min-w-0 flex-1 flex-col">
          <H {...content} className="font-semibold text-[0.98rem] text-ink leading-snug">
            <CardLink card={card}>{card.name}</CardLink>
          </H>
          {card.description ? (
            <p {...content} className="mt-1 line-clamp-2 text-muted text-sm leading-snug">
              {card.description}
            </p>
          ) : null}
          <div className="mt-auto space-y-1 pt-2">
            <Meta card={card} />
            <Price summary={card.price} />
            {card.happyHour ? <HappyHourTag happyHour={card.happyHour} /> : null}
          </div>
        </div>
        <div className="relative size-26 shrink-0 sm:size-30">
          <Img
            src={card.image}
            alt=""
            width={120}
            height={120}
            eager={priority}
            className="size-full rounded-2xl"
          />
          <Stickers stickers={card.stickers.slice(0, 1)} className="absolute -top-1.5 start-1" />
          <div className="absolute end-1.5 bottom-1.5 flex items-center gap-1">
            {unavailable}
            <AddButton card={card} />
          </div>
        </div>
      </article>
    );
  }
  return (
    <article
      className={clsx(
        'relative flex min-w-0 flex-col',
        layout === 'compact' && 'w-40 shrink-0 snap-start',
        !card.available && 'opacity-60',
      )}
    >
      <div className="relative">
        <Img
          src={card.image}
          alt=""
          width={layout === 'compact' ? 160 : 320}
          height={layout === 'compact' ? 160 : 240}
          eager={priority}
          className={clsx('w-full rounded-2xl', layout === 'compact' ? 'aspect-square' : 'aspect-[4/3]')}
        />
        <Stickers stickers={card.stickers.slice(0, 1)} className="absolute start-2 top-2" />
        <div className="absolute end-2 bottom-2 flex items-center gap-1">
          {unavailable}
          <AddButton card={card} />
        </div>
      </div>
      <H {...content} className="mt-2 line-clamp-2 font-semibold text-ink text-sm leading-snug">
        <CardLink card={card}>{card.name}</CardLink>
      </H>
      {layout === 'grid' && card.description ? (
        <p {...content} className="mt-0.5 line-clamp-2 text-muted text-xs">
          {card.description}
        </p>
      ) : null}
      <div className="mt-1">
        {layout === 'grid' ? <Meta card={card} /> : null}
        <Price summary={card.price} className="mt-0.5" compact />
        {card.happyHour ? <HappyHourTag happyHour={card.happyHour} /> : null}
      </div>
    </article>
  );
}
