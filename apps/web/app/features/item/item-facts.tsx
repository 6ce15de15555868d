import { Clock, Flame, Leaf, TriangleAlert } from 'lucide-react';
import { useContentLang } from '../../features/i18n/content-lang.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import type { ItemView } from './item-view.server.ts';

/** Stickers, calories, preparation time, tags and ingredients of an item (each behind its setting). */
export function ItemFacts({ item }: { item: ItemView['item'] }) {
  const { t } = useTranslation();
  const content = useContentLang();
  const hasMeta = item.calories !== null || item.preparationTime !== null;
  return (
    <>
      <DietsAndAllergens item={item} />
      {hasMeta || item.tags.length ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-muted text-sm">
          {item.calories !== null ? (
            <span className="inline-flex items-center gap-1">
              <Flame className="size-4 text-accent" aria-hidden />
              {t('item.calories', { count: item.calories })}
            </span>
          ) : null}
          {item.preparationTime !== null ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden />
              {t('item.minutes', { count: item.preparationTime })}
            </span>
          ) : null}
          {item.tags.map((tag) => (
            <span
              key={tag.id}
              className="rounded-full bg-brand/10 px-2.5 py-0.5 font-medium text-brand-ink text-xs dark:bg-brand/25"
            >
              {tag.name}
            </span>
          ))}
        </div>
      ) : null}
      {item.ingredients.length ? (
        <section className="mt-4" aria-labelledby="ingredients">
          <h3 id="ingredients" className="font-semibold text-ink text-sm">
            {t('item.ingredients')}
          </h3>
          <p {...content} className="mt-1 text-muted text-sm">
            {item.ingredients.map((i) => i.name).join(' · ')}
          </p>
        </section>
      ) : null}
    </>
  );
}

/** Diets the dish keeps and the allergens it contains, named by the page's catalog (ADR 1060). */
function DietsAndAllergens({ item }: { item: Pick<ItemView['item'], 'diets' | 'allergens'> }) {
  const { t } = useTranslation();
  if (!item.diets.length && !item.allergens.length) return null;
  return (
    <div className="mt-3 grid gap-2 text-sm" data-testid="item-diets">
      {item.diets.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('diet.title')}>
          {item.diets.map((d) => (
            <li
              key={d}
              className="inline-flex items-center gap-1 rounded-full bg-emerald-600/10 px-2.5 py-0.5 font-medium text-emerald-800 text-xs dark:bg-emerald-400/15 dark:text-emerald-200"
            >
              <Leaf className="size-3.5" aria-hidden />
              {t(`diet.${d}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {item.allergens.length ? (
        <p className="flex items-start gap-1.5 text-ink" data-testid="item-allergens">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <span>
            <span className="font-semibold">{t('item.allergens')}</span>{' '}
            {item.allergens.map((a) => t(`allergen.${a}`)).join(' · ')}
          </span>
        </p>
      ) : null}
    </div>
  );
}

export function Stickers({ stickers, className }: { stickers: string[]; className?: string }) {
  const { t } = useTranslation();
  if (!stickers.length) return null;
  return (
    <span className={className}>
      {stickers.map((s) => (
        <span
          key={s}
          className="me-1 inline-block rounded-full bg-accent px-2 py-0.5 font-bold text-[0.65rem] text-on-accent uppercase tracking-wide shadow-sm"
        >
          {t(`sticker.${s}`, { defaultValue: s })}
        </span>
      ))}
    </span>
  );
}
