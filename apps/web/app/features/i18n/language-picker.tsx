import { formatLocale } from '@sufra/domain';
import { Check, Search } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { htmlLang } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { type LanguageOption, languageLists } from './language-order.ts';

type Props = {
  current: string;
  businessLanguages: readonly string[];
  onChoose: (code: string) => void;
  onClose: () => void;
};

/**
 * Every interface language (ADR 620): the business's first, then the others in their
 * own names, searchable, the current one marked. A native modal dialog, as the "More" sheet.
 */
export default function LanguagePicker({ current, businessLanguages, onChoose, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const nameIn = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([formatLocale(i18n.language)], { type: 'language' });
    } catch {}
    return (code: string) => names?.of(code) ?? code;
  }, [i18n.language]);
  const { business, others } = languageLists(businessLanguages, nameIn, query);
  const list = (id: string, title: string, options: LanguageOption[]) =>
    options.length ? (
      <section aria-labelledby={id} className="mt-3">
        <h3 id={id} className="px-1 pb-1 font-semibold text-muted text-xs uppercase tracking-wide">
          {title}
        </h3>
        <ul className="divide-y divide-line">
          {options.map((o) => (
            <li key={o.code}>
              <button
                type="button"
                onClick={() => (o.code === current ? ref.current?.close() : onChoose(o.code))}
                aria-current={o.code === current ? 'true' : undefined}
                className="flex min-h-12 w-full items-center gap-3 py-2 text-start"
              >
                <span className="flex-1">
                  <span lang={htmlLang(o.code)} className="block font-medium">
                    {o.name}
                  </span>
                  {o.localName !== o.name ? (
                    <span className="block text-muted text-xs">{o.localName}</span>
                  ) : null}
                </span>
                {o.code === current ? <Check className="size-5 text-brand-ink" aria-hidden /> : null}
              </button>
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <Sheet titleId="language-title" title={t('language.label')} onClose={onClose} dialogRef={ref} tall>
      <label className="flex h-11 items-center gap-2 rounded-full bg-sunken px-4">
        <Search className="size-4 text-muted" aria-hidden />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('language.search')}
          aria-label={t('language.search')}
          className="min-w-0 flex-1 bg-transparent"
        />
      </label>
      <div className="-mx-1 mt-1 overflow-y-auto px-1">
        {list('language-business', t('language.business'), business)}
        {list('language-others', t('language.others'), others)}
        {business.length + others.length === 0 ? (
          <p className="py-6 text-center text-muted">{t('language.none')}</p>
        ) : null}
      </div>
    </Sheet>
  );
}
