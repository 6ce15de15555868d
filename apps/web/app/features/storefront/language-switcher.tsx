import clsx from 'clsx';
import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { htmlLang, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../../i18n/languages.ts';
import { useTranslation } from '../../i18n/lite.tsx';
import { writeCookie } from '../../platform/cookies.ts';
import { useBusiness } from '../../shell/use-business.ts';

// The list of 41 languages loads when the picker opens, not with the page (ADR 620).
const LanguagePicker = lazy(() => import('../../features/i18n/language-picker.tsx'));

/** [product: Storefront and looks]: the choice is remembered in `i18n_redirected` (365 days, path /); the page reloads in it. */
export function chooseLanguage(code: string): void {
  writeCookie(LANGUAGE_COOKIE, code, LANGUAGE_COOKIE_MAX_AGE);
  window.location.reload();
}

/**
 * The current language, named in itself (or `label`, as the settings page's "All languages");
 * opens the picker of every interface language.
 */
export function LanguageSwitcher({
  className,
  onCover = false,
  label,
}: {
  className?: string;
  onCover?: boolean;
  label?: string;
}) {
  const { restaurant, language, languageNames } = useBusiness();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={clsx(
          'inline-flex h-10 items-center gap-1.5 rounded-full px-3 font-semibold text-sm',
          onCover ? 'menu-button' : 'bg-sunken text-ink',
          className,
        )}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={label ?? `${t('language.label')}: ${languageNames[language] ?? language}`}
      >
        <Languages className="size-4" aria-hidden />
        {label ? (
          <span>{label}</span>
        ) : (
          <span lang={htmlLang(language)}>{languageNames[language] ?? language}</span>
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguagePicker
            current={language}
            businessLanguages={restaurant.locales}
            onChoose={chooseLanguage}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
