import { useId } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';

/**
 * The consent prompt (ADR 842): a small card at the bottom, not a wall — the menu stays usable;
 * two equal buttons, so declining is as easy as accepting; announced politely to screen readers.
 */
export default function ConsentPrompt({ onAnswer }: { onAnswer: (choice: 'granted' | 'denied') => void }) {
  const { t } = useTranslation();
  const title = useId();
  return (
    <section
      aria-labelledby={title}
      aria-live="polite"
      data-testid="consent-prompt"
      className="fixed inset-x-3 bottom-[calc(6rem+env(safe-area-inset-bottom))] z-[55] mx-auto max-w-md rounded-2xl border border-line bg-surface p-4 text-ink shadow-xl"
    >
      <h2 id={title} className="font-semibold text-base">
        {t('tracking.consent.title')}
      </h2>
      <p className="mt-1 text-muted text-sm leading-relaxed">{t('tracking.consent.body')}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => onAnswer('denied')}
          className="min-h-11 rounded-xl border border-line px-3 font-medium text-sm"
        >
          {t('tracking.consent.decline')}
        </button>
        <button
          type="button"
          onClick={() => onAnswer('granted')}
          className="min-h-11 rounded-xl bg-brand px-3 font-semibold text-on-brand text-sm"
        >
          {t('tracking.consent.accept')}
        </button>
      </div>
    </section>
  );
}
