import { Clock, Flame } from 'lucide-react';
import { useTextLang } from '../../features/i18n/content-lang.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import type { ItemView } from './item-view.server.ts';

/** Stickers, calories, preparation time, tags and ingredients of an item (each behind its setting). */
export function ItemFacts({ item }: { item: ItemView['item'] }) {
  const { t } = useTranslation();
  const textLang = useTextLang();
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
              {...textLang(tag.name)}
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
          <p className="mt-1 text-muted text-sm">
            {item.ingredients.map((i, n) => (
              <span key={i.name}>
                {n ? ' · ' : ''}
                <span {...textLang(i.name)}>{i.name}</span>
              </span>
            ))}
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
              className="inline-flex items-center gap-1.5 rounded-full bg-emerald-600/10 px-2.5 py-0.5 font-medium text-emerald-800 text-xs before:size-1.5 before:rounded-full before:bg-current dark:bg-emerald-400/15 dark:text-emerald-200"
            >
              {t(`diet.${d}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {item.allergens.length ? (
        <p
          className="rounded-xl bg-amber-500/10 px-3 py-2 text-ink dark:bg-amber-400/10"
          data-testid="item-allergens"
        >
          <span className="font-semibold">{t('item.allergens')}</span>{' '}
          {item.allergens.map((a) => t(`allergen.${a}`)).join(' · ')}
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
