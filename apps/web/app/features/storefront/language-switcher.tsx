import clsx from 'clsx';
import { Languages } from 'lucide-react';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { writeCookie } from '../../platform/cookies.ts';
import { useBusiness } from './use-business.ts';

/** [product: Storefront and looks]: the choice is remembered in `i18n_redirected` (365 days, path /); the page reloads in it. */
export function chooseLanguage(code: string): void {
  writeCookie(LANGUAGE_COOKIE, code, LANGUAGE_COOKIE_MAX_AGE);
  window.location.reload();
}

/** Switches between the business's languages: one tap with two, a list with more. */
export function LanguageSwitcher({ className, onCover = false }: { className?: string; onCover?: boolean }) {
  const { restaurant, language, languageNames } = useBusiness();
  const nativeName = (code: string) => languageNames[code] ?? code;
  const { t } = useTranslation();
  const others = restaurant.locales.filter((l) => l !== language);
  if (!others.length) return null;
  const look = clsx(
    'inline-flex h-10 items-center gap-1.5 rounded-full px-3 font-semibold text-sm',
    onCover ? 'menu-button' : 'bg-sunken text-ink',
    className,
  );
  if (others.length === 1) {
    const other = others[0] as string;
    return (
      <button
        type="button"
        lang={other}
        className={look}
        onClick={() => chooseLanguage(other)}
        aria-label={t('language.switchTo', { name: nativeName(other) })}
      >
        <Languages className="size-4" aria-hidden />
        {nativeName(other)}
      </button>
    );
  }
  return (
    <label className={clsx(look, 'relative')}>
      <Languages className="size-4" aria-hidden />
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={language}
        onChange={(e) => chooseLanguage(e.target.value)}
        className="appearance-none bg-transparent font-semibold outline-none"
      >
        {restaurant.locales.map((code) => (
          <option key={code} value={code} lang={code} className="text-neutral-900">
            {nativeName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
