import { DIETS } from '@sufra/domain';
import { X } from 'lucide-react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { useLinks } from '../../shell/use-storefront.ts';
import { Button } from '../../ui/button.tsx';

/** Lucide's leaf, drawn here: a lucide import would join the shell's chunk, which every page loads. */
const LeafIcon = () => (
  <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.48 19 2c1 2 2 4.18 2 8 0 5.5-4.78 10-10 10Z" />
    <path d="M2 21c0-3 1.85-5.36 5.08-6C9.5 14.52 12 13 13 12" />
  </svg>
);

/**
 * The menu's diet filter (ADR 1061): a disclosure holding a real form posted to the `diet` route's
 * action, so it works before the scripts run and adds no chunk of its own to the first view.
 */
export function DietFilter({ diets, className = '' }: { diets: readonly string[]; className?: string }) {
  const { t } = useTranslation();
  const links = useLinks();
  const { pathname, search } = useLocation();
  const action = `${links.menu}/diet`;
  const back = <input type="hidden" name="back" value={pathname + search} />;
  return (
    <div className={`flex flex-wrap items-center gap-2 px-4 ${className}`} data-testid="diet-filter">
      {/* Keyed by the choice: a new choice closes the panel. */}
      <details key={diets.join()} className="group relative">
        <summary
          className={`inline-flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3.5 font-medium text-sm ring-1 [&::-webkit-details-marker]:hidden ${
            diets.length ? 'bg-brand text-on-brand ring-brand' : 'bg-card text-ink ring-line'
          }`}
          aria-label={t('diet.filterLabel')}
        >
          <LeafIcon />
          {t('diet.filter')}
          {diets.length ? <span className="tabular-nums">· {diets.length}</span> : null}
        </summary>
        <Form
          method="post"
          action={action}
          className="absolute start-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl bg-card p-3 shadow-xl ring-1 ring-line"
        >
          {back}
          <fieldset>
            <legend className="px-1 pb-2 font-semibold text-ink text-sm">{t('diet.filterLabel')}</legend>
            <div className="flex flex-wrap gap-2">
              {DIETS.map((d) => (
                <label
                  key={d}
                  className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full bg-sunken px-3 text-ink text-sm has-checked:bg-brand has-checked:text-on-brand has-focus-visible:ring-2 has-focus-visible:ring-brand"
                >
                  <input
                    type="checkbox"
                    name="diet"
                    value={d}
                    defaultChecked={diets.includes(d)}
                    className="size-4 accent-current"
                  />
                  {t(`diet.${d}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-3 flex gap-2">
            <Button type="submit" className="flex-1 text-sm">
              {t('diet.apply')}
            </Button>
            {diets.length ? (
              <Button type="submit" name="clear" value="1" variant="outline" className="text-sm">
                {t('diet.clear')}
              </Button>
            ) : null}
          </div>
        </Form>
      </details>
      {diets.map((d) => (
        <Form key={d} method="post" action={action}>
          {back}
          {diets
            .filter((o) => o !== d)
            .map((o) => (
              <input key={o} type="hidden" name="diet" value={o} />
            ))}
          <Button
            type="submit"
            variant="soft"
            size="sm"
            pill
            className="gap-1"
            aria-label={t('diet.remove', { diet: t(`diet.${d}`) })}
          >
            {t(`diet.${d}`)}
            <X className="size-3.5" aria-hidden />
          </Button>
        </Form>
      ))}
    </div>
  );
}
