import clsx from 'clsx';
import { useTranslation } from '../../i18n/lite.tsx';
import { INPUT_CLASS } from '../../ui/field.tsx';
import { BOARD_FILTERS, type BoardFilter } from './board-filters.ts';

export type BoardView = 'cards' | 'rows';

/**
 * A busy night's controls (ADR 1431): search by number, name or phone; the
 * status filters with their counts; cards or compact rows (kept on this device).
 */
export function BoardToolbar({
  query,
  onQuery,
  filter,
  onFilter,
  counts,
  view,
  onView,
}: {
  query: string;
  onQuery: (q: string) => void;
  filter: BoardFilter;
  onFilter: (f: BoardFilter) => void;
  counts: Record<BoardFilter, number>;
  view: BoardView;
  onView: (v: BoardView) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" data-testid="board-toolbar">
      <label className="sr-only" htmlFor="board-search">
        {t('staff.search.label')}
      </label>
      <input
        id="board-search"
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        placeholder={t('staff.search.hint')}
        className={clsx(INPUT_CLASS, 'mt-0 max-w-xs ring-1 ring-line')}
      />
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{t('staff.filter.label')}</legend>
        {BOARD_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            className={clsx(
              'min-h-10 rounded-full px-3 text-sm',
              filter === f ? 'bg-ink text-card' : 'bg-sunken text-ink',
            )}
          >
            {t(`staff.filter.${f}`)} <span className="tabular-nums opacity-75">{i18n.number(counts[f])}</span>
          </button>
        ))}
      </fieldset>
      <fieldset className="ms-auto flex gap-1">
        <legend className="sr-only">{t('staff.view.label')}</legend>
        {(['rows', 'cards'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={clsx(
              'min-h-10 rounded-full px-3 text-sm ring-1 ring-line',
              view === v ? 'bg-brand text-on-brand' : 'bg-card text-ink',
            )}
          >
            {t(`staff.view.${v}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
