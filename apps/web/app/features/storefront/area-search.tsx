import { Search } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { normalize } from '../../shell/normalize.ts';
import type { ZoneChoice } from './delivery-areas.server.ts';

/** The zones whose areas match `query` (name or parent, accents and letter forms ignored), each with only those areas. */
export function useFoundAreas(zones: ZoneChoice[], query: string): ZoneChoice[] {
  return useMemo(() => {
    const q = normalize(query.trim());
    if (!q) return zones;
    return zones
      .map((z) => ({ ...z, areas: z.areas.filter((a) => normalize(`${a.name} ${a.parent}`).includes(q)) }))
      .filter((z) => z.areas.length);
  }, [zones, query]);
}

/** The area search field, as the menu's area question and the address step both show it. */
export function AreaSearchField({
  query,
  onQuery,
  className,
  inputClassName,
}: {
  query: string;
  onQuery: (query: string) => void;
  className: string;
  inputClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={className}>
      <Search className="size-4 text-muted" aria-hidden />
      <span className="sr-only">{t('area.search')}</span>
      <input
        type="search"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        placeholder={t('area.search')}
        className={inputClassName}
      />
    </label>
  );
}
